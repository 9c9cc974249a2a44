import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FileStore, isStoreKey, localFileStore } from "../../src/shared/file-store.ts";
import { s3FileStore } from "../../src/shared/file-store-s3.ts";
import { type LocalS3, startLocalS3 } from "./support/s3.ts";

/**
 * The FileStore contract, run against both adapters: the local folder and an S3 bucket (a real
 * S3-compatible server, s3rver, started here on a free port).
 */
const readAll = async (stream: Readable | null): Promise<Buffer | null> => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};
const collect = async (store: FileStore, prefix: string) => {
  const keys: { key: string; size: number }[] = [];
  for await (const { key, size } of store.list(prefix)) keys.push({ key, size });
  return keys.sort((a, b) => a.key.localeCompare(b.key));
};
/** A stream of chunks, as a multipart body arrives. */
const chunked = (bytes: Buffer, size = 7) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)),
  );

type Adapter = { name: string; open(): Promise<{ store: FileStore; close(): Promise<void> }> };

const adapters: Adapter[] = [
  {
    name: "local folder",
    async open() {
      const root = mkdtempSync(path.join(tmpdir(), "file-store-"));
      return { store: localFileStore(root), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async open() {
      const s3: LocalS3 = await startLocalS3("library/");
      return { store: s3FileStore(s3.settings), close: () => s3.close() };
    },
  },
];

describe.each(adapters)("the file store: $name", (adapter) => {
  let store: FileStore;
  let close: () => Promise<void>;
  beforeAll(async () => ({ store, close } = await adapter.open()));
  afterAll(() => close?.());

  it("stores bytes from a stream and from a buffer, and gives them back whole or by range", async () => {
    const bytes = randomBytes(100_000);
    await store.put("methodics/1-metodika.pdf", chunked(bytes, 4096), {
      size: bytes.length,
      contentType: "application/pdf",
    });
    await store.put("icons/2-ikona.svg", Buffer.from("<svg/>"), { size: 6, contentType: "image/svg+xml" });
    expect(await readAll(await store.get("methodics/1-metodika.pdf"))).toEqual(bytes);
    expect(await readAll(await store.get("methodics/1-metodika.pdf", { start: 10, end: 19 }))).toEqual(
      bytes.subarray(10, 20),
    );
    expect(await readAll(await store.get("methodics/1-metodika.pdf", { start: 99_999, end: 99_999 }))).toEqual(
      bytes.subarray(99_999),
    );
    expect((await readAll(await store.get("icons/2-ikona.svg")))!.toString()).toBe("<svg/>");
    const info = await store.stat("methodics/1-metodika.pdf");
    expect(info?.size).toBe(100_000);
    expect(Math.abs(info!.modified.getTime() - Date.now())).toBeLessThan(120_000);
  });

  it("says a file is not there: stat, get and get of a range are null, delete and move are no errors", async () => {
    expect(await store.stat("nothing/here.pdf")).toBeNull();
    expect(await store.get("nothing/here.pdf")).toBeNull();
    expect(await store.get("nothing/here.pdf", { start: 0, end: 9 })).toBeNull();
    await expect(store.delete("nothing/here.pdf")).resolves.toBeUndefined();
    expect(await store.move("nothing/here.pdf", "nothing/there.pdf")).toBe(false);
  });

  it("replaces a file put again, and deletes it", async () => {
    await store.put("thumbnails/3-a.png", Buffer.from("first"), { size: 5, contentType: "image/png" });
    await store.put("thumbnails/3-a.png", Buffer.from("second"), { size: 6, contentType: "image/png" });
    expect((await readAll(await store.get("thumbnails/3-a.png")))!.toString()).toBe("second");
    await store.delete("thumbnails/3-a.png");
    expect(await store.stat("thumbnails/3-a.png")).toBeNull();
  });

  it("stores nothing when the body is shorter or longer than announced", async () => {
    await expect(
      store.put("materials/4-short.pdf", chunked(Buffer.from("abc")), { size: 10, contentType: "application/pdf" }),
    ).rejects.toThrow();
    await expect(
      store.put("materials/5-long.pdf", chunked(Buffer.from("abcdefghijkl")), {
        size: 10,
        contentType: "application/pdf",
      }),
    ).rejects.toThrow();
    expect(await store.stat("materials/4-short.pdf")).toBeNull();
    expect(await store.stat("materials/5-long.pdf")).toBeNull();
    expect(await collect(store, "materials/")).toEqual([]);
  });

  it("moves a file to another key, and back", async () => {
    await store.put("audio/6-kapitola 1.mp3", Buffer.from("ID3 audio"), { size: 9, contentType: "audio/mpeg" });
    expect(await store.move("audio/6-kapitola 1.mp3", ".swept/audio/6-kapitola 1.mp3")).toBe(true);
    expect(await store.stat("audio/6-kapitola 1.mp3")).toBeNull();
    expect((await readAll(await store.get(".swept/audio/6-kapitola 1.mp3")))!.toString()).toBe("ID3 audio");
    expect(await store.move(".swept/audio/6-kapitola 1.mp3", "audio/6-kapitola 1.mp3")).toBe(true);
    expect(await store.stat(".swept/audio/6-kapitola 1.mp3")).toBeNull();
    expect(await store.stat("audio/6-kapitola 1.mp3")).toMatchObject({ size: 9 });
  });

  it("lists the files under a prefix, with letters beyond ASCII in their keys", async () => {
    await store.put("list/a/čítanka.pdf", Buffer.from("1"), { size: 1, contentType: "application/pdf" });
    await store.put("list/a/b/zošit.pdf", Buffer.from("22"), { size: 2, contentType: "application/pdf" });
    await store.put("list/ab.pdf", Buffer.from("333"), { size: 3, contentType: "application/pdf" });
    expect(await collect(store, "list/a/")).toEqual([
      { key: "list/a/b/zošit.pdf", size: 2 },
      { key: "list/a/čítanka.pdf", size: 1 },
    ]);
    expect((await collect(store, "list/a")).map((file) => file.key)).toEqual([
      "list/a/b/zošit.pdf",
      "list/a/čítanka.pdf",
      "list/ab.pdf",
    ]);
    expect(await collect(store, "list/none/")).toEqual([]);
  });

  it("refuses keys that could leave the store", async () => {
    for (const key of ["", "/etc/passwd", "../outside.pdf", "a/../../b", "a//b", "a/./b", "a\\b", "a\0b", "a/"]) {
      expect(isStoreKey(key), key).toBe(false);
      await expect(store.put(key, Buffer.from("x"), { size: 1, contentType: "text/plain" }), key).rejects.toThrow(
        /Not a file store key/,
      );
      await expect(store.get(key), key).rejects.toThrow(/Not a file store key/);
      await expect(store.delete(key), key).rejects.toThrow(/Not a file store key/);
    }
  });
});
