import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, opendir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { randomUUID } from "node:crypto";

/**
 * Where uploaded files live: one port, two adapters. The local adapter keeps them in a folder
 * (DATA_DIR/uploads by default); the S3 adapter (file-store-s3.ts) in a bucket of any
 * S3-compatible service, so that several server processes on several machines share them.
 *
 * A key is a relative path with "/" between its segments ("methodics/12-metodika.pdf"): no empty,
 * "." or ".." segment, no backslash, no NUL. Every method refuses any other key, so no caller can
 * reach outside the store, whatever a client managed to put in a name.
 */
export type StoredFileInfo = { size: number; modified: Date };

/** Bytes start..end, both inclusive (HTTP's byte ranges). */
export type ByteRange = { start: number; end: number };

export interface FileStore {
  /** For the start-up log: never credentials. */
  readonly description: string;
  /**
   * Stores `size` bytes under the key, replacing what was there. A reader sees the old file or the
   * whole new one, never a part; a body that ends early (or runs long) fails the put, and no part of
   * it is kept (the S3 adapter then removes the key: some S3-compatible servers keep what arrived).
   */
  put(key: string, body: Readable | Uint8Array, options: { size: number; contentType: string }): Promise<void>;
  /** Size and time of the file, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** The file's bytes (or one range of them, which must lie within the file), or null when there is none. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes the file; removing one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Moves a file to another key (replacing what was there); false when there was nothing to move. */
  move(from: string, to: string): Promise<boolean>;
  /** Every file whose key starts with the prefix, in no particular order. */
  list(prefix: string): AsyncIterable<StoredFileInfo & { key: string }>;
}

const BAD_SEGMENT = /^\.{1,2}$/;

/** Whether a string may name a file in a store (see FileStore). */
export function isStoreKey(key: string): boolean {
  if (key === "" || key.length > 1024 || key.includes("\\") || key.includes("\0") || key.startsWith("/")) return false;
  return key.split("/").every((segment) => segment !== "" && !BAD_SEGMENT.test(segment));
}

export function checkStoreKey(key: string): string {
  if (!isStoreKey(key)) throw new Error(`Not a file store key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A body as a stream, checked to carry exactly `size` bytes (a short or long one fails the put).
 * The last chunk is held back until the body has ended at the right length, so a receiver that
 * counts bytes (an S3 server given the length) never gets a complete body from a wrong one.
 */
export async function* exactly(body: Readable | Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  let seen = 0;
  let pending: Uint8Array | undefined;
  for await (const chunk of body instanceof Uint8Array ? [body] : body) {
    seen += (chunk as Uint8Array).length;
    if (seen > size) throw new Error(`The body is longer than the ${size} bytes announced`);
    if (pending) yield pending;
    pending = chunk as Uint8Array;
  }
  if (seen !== size) throw new Error(`The body has ${seen} bytes, ${size} were announced`);
  if (pending) yield pending;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === "ENOENT";

/**
 * Files in a folder. A put writes beside the target (a hidden ".put-…" name) and renames it into
 * place, so a reader never sees half a file; those names are never keys, so never listed or served.
 */
export function localFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkStoreKey(key).split("/"));
  const statFile = async (file: string) => {
    const info = await stat(file).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)));
    return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
  };
  return {
    description: `local folder ${base}`,
    async put(key, body, { size }) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = path.join(path.dirname(file), `.put-${randomUUID()}`);
      try {
        await pipeline(exactly(body, size), createWriteStream(partial, { flags: "wx" }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    stat: async (key) => statFile(fileOf(key)),
    async get(key, range) {
      const file = fileOf(key);
      if (!(await statFile(file))) return null;
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // opened now, so that a file removed in between is "not there" rather than a broken stream
      return await new Promise<Readable | null>((resolve, reject) => {
        stream.once("open", () => resolve(stream));
        stream.once("error", (error) => (isMissing(error) ? resolve(null) : reject(error)));
      });
    },
    delete: async (key) => rm(fileOf(key), { force: true }),
    async move(from, to) {
      const target = fileOf(to);
      await mkdir(path.dirname(target), { recursive: true });
      return rename(fileOf(from), target).then(
        () => true,
        (error: unknown) => (isMissing(error) ? false : Promise.reject(error)),
      );
    },
    list: (prefix) => listFolder(base, prefix),
  };
}

async function* listFolder(base: string, prefix: string): AsyncGenerator<StoredFileInfo & { key: string }> {
  // from the deepest folder the prefix names in full, then filtered by the rest of it
  const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
  const pending = [folder];
  while (pending.length > 0) {
    const relative = pending.pop()!;
    const directory = await opendir(path.join(base, ...relative.split("/").filter(Boolean))).catch((error: unknown) =>
      isMissing(error) ? null : Promise.reject(error),
    );
    if (!directory) continue;
    for await (const entry of directory) {
      const key = relative === "" ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) pending.push(key);
      else if (entry.isFile() && key.startsWith(prefix) && !entry.name.startsWith(".put-")) {
        const info = await stat(path.join(base, ...key.split("/"))).catch(() => null);
        if (info) yield { key, size: info.size, modified: info.mtime };
      }
    }
  }
}
