import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../../src/shared/file-store-s3.ts";

/** A real S3-compatible server (s3rver) for one test file: in this process, on a free port, in a temporary folder. */
export type LocalS3 = {
  settings: S3Settings;
  /** The same as S3_* variables, for a test server's environment. */
  env: Record<string, string>;
  close(): Promise<void>;
};

const BUCKET = "living-library-uploads";

export async function startLocalS3(keyPrefix = "uploads/"): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures against its one fixed key pair
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    settings: { bucket: BUCKET, endpoint, region: "eu-central-1", forcePathStyle: true, keyPrefix, ...credentials },
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "eu-central-1",
      S3_FORCE_PATH_STYLE: "true",
      S3_KEY_PREFIX: keyPrefix,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
