/** The few parts of s3rver (a local S3-compatible server, tests only) the upload tests use; it ships no types. */
declare module "s3rver" {
  type Options = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };
  export default class S3rver {
    constructor(options?: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
