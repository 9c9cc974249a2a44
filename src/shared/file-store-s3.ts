import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { checkStoreKey, exactly, type FileStore } from "./file-store.ts";

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, DigitalOcean Spaces…): the S3_* settings. */
export type S3Settings = {
  bucket: string;
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://127.0.0.1:9000; unset: AWS's own for the region. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's usual sources (AWS_* variables, an instance or task role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** http://host/bucket/key instead of http://bucket.host/key (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
  /** Put before every key, e.g. "uploads/" to share a bucket with other things. */
  keyPrefix: string;
};

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 ||
  (error as Error | null)?.name === "NoSuchKey" ||
  (error as Error | null)?.name === "NotFound";
const orNull = <T>(error: unknown): T | null => {
  if (isMissing(error)) return null;
  throw error;
};

type Connection = { s3: S3Client; sdk: typeof import("@aws-sdk/client-s3") };

/** The bucket's client, made at the first call (loading the SDK then). */
function lazyClient(settings: S3Settings): () => Promise<Connection> {
  let client: Promise<Connection> | undefined;
  return () =>
    (client ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      s3: new sdk.S3Client({
        region: settings.region,
        endpoint: settings.endpoint,
        forcePathStyle: settings.forcePathStyle,
        credentials:
          settings.accessKeyId && settings.secretAccessKey
            ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
            : undefined,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
}

/**
 * Files as objects of a bucket, through @aws-sdk/client-s3 (loaded with the first call, so a
 * server without S3 never loads it). An object's key is the prefix and the store's key. Puts
 * stream the body with its length (one PutObject: the largest upload, 128 MB, is far below S3's
 * 5 GB for one); checksums are asked for only where S3 requires them, which every S3-compatible
 * service understands. A move is a copy inside the bucket and a delete.
 */
export function s3FileStore(settings: S3Settings): FileStore {
  const connect = lazyClient(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.keyPrefix + checkStoreKey(key);
  const where = settings.endpoint ? new URL(settings.endpoint).host : `AWS ${settings.region}`;
  return {
    description: `S3 bucket ${settings.bucket} at ${where}${settings.keyPrefix ? ` under ${settings.keyPrefix}` : ""}`,
    async put(key, body, { size, contentType }) {
      const Key = objectKey(key);
      const { s3, sdk } = await connect();
      // the length goes along, so the SDK streams the body instead of reading it to measure it; a
      // body of another length aborts the request, and S3 keeps no part of an unfinished one
      const stream = Readable.from(exactly(body, size));
      const abort = new AbortController();
      let failure: unknown;
      stream.once("error", (error) => ((failure = error), abort.abort()));
      try {
        await s3.send(
          new sdk.PutObjectCommand({ Bucket, Key, Body: stream, ContentLength: size, ContentType: contentType }),
          { abortSignal: abort.signal },
        );
      } catch (error) {
        // S3 keeps nothing of an aborted request, but some compatible servers keep what arrived
        await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key })).catch(() => undefined);
        throw failure ?? error;
      }
    },
    async stat(key) {
      const { s3, sdk } = await connect();
      const head = await s3.send(new sdk.HeadObjectCommand({ Bucket, Key: objectKey(key) })).catch(orNull<never>);
      return head ? { size: Number(head.ContentLength ?? 0), modified: head.LastModified ?? new Date(0) } : null;
    },
    async get(key, range) {
      const { s3, sdk } = await connect();
      const object = await s3
        .send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        )
        .catch(orNull<never>);
      return object?.Body ? (object.Body as Readable) : null;
    },
    async delete(key) {
      const { s3, sdk } = await connect();
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async move(from, to) {
      const { s3, sdk } = await connect();
      // CopySource is "bucket/key", URL-encoded (a key may hold spaces and any letter)
      const source = `${Bucket}/${objectKey(from)}`.split("/").map(encodeURIComponent).join("/");
      const copied = await s3
        .send(new sdk.CopyObjectCommand({ Bucket, Key: objectKey(to), CopySource: source }))
        .catch(orNull<never>);
      if (!copied) return false;
      await s3.send(new sdk.DeleteObjectCommand({ Bucket, Key: objectKey(from) }));
      return true;
    },
    async *list(prefix) {
      const { s3, sdk } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: settings.keyPrefix + prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            key: object.Key.slice(settings.keyPrefix.length),
            size: Number(object.Size ?? 0),
            modified: object.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
