import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editVideo } from "../../src/modules/videos/index.ts";
import { ok } from "../accounts/support.ts";
import { adminWriter, get } from "../media/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { tinyPdf, tinyPng } from "./support/files.ts";
import { sendUpload, UPLOAD_METHODIC, UPLOAD_THUMBNAIL } from "./support/http.ts";
import { type LocalS3, startLocalS3 } from "./support/s3.ts";
import { libraryAdmin } from "./support/setup.ts";

/**
 * Uploads served by the media module's /uploads/ route from the file store, on disk and in an S3
 * bucket: with byte ranges, under the media rules (unreferenced: 404 to visitors; public: to
 * anyone; members-only: with a signed URL), and to a library admin before any item refers to them.
 */
type Store = { name: string; s3: boolean };

describe.each<Store>([
  { name: "on disk", s3: false },
  { name: "in S3 (s3rver)", s3: true },
])(`serving uploads $name (${testDatabaseKind})`, ({ s3: useS3 }) => {
  let server: TestServer;
  let s3: LocalS3 | undefined;
  let admin: Record<string, string>;
  let freeVideo: number;
  let lockedVideo: { id: number; slug: string };
  const png = tinyPng();
  const pdf = Buffer.concat([tinyPdf("Metodika"), Buffer.alloc(2000, 0x25)]);

  const upload = async (query: string, files: Parameters<typeof sendUpload>[2]) =>
    (await sendUpload(server, query, files, admin)).data;

  beforeAll(async () => {
    s3 = useS3 ? await startLocalS3() : undefined;
    server = await startTestServer({ demoData: true, env: s3?.env ?? {} });
    admin = await libraryAdmin(server);
    const video = (availability: number) =>
      server.services.db
        .selectFrom("videos")
        .select(["id", "slug"])
        .where("availability", "=", availability)
        .where("visible", "=", true)
        .orderBy("sort_order")
        .executeTakeFirstOrThrow();
    freeVideo = (await video(2)).id;
    lockedVideo = await video(0);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it("keeps the bytes where the configuration says", async () => {
    const url: string = (await upload(UPLOAD_THUMBNAIL, { file: { name: "kde.png", bytes: png } })).uploadThumbnail;
    expect(existsSync(path.join(server.dataDir, "uploads", url.slice("/uploads/".length)))).toBe(!useS3);
    expect((await server.services.files.stat(url.slice("/uploads/".length)))?.size).toBe(png.length);
  });

  it("shows a library admin an upload no item refers to yet (not cached), and nobody else", async () => {
    const url: string = (await upload(UPLOAD_THUMBNAIL, { file: { name: "nahlad.png", bytes: png } })).uploadThumbnail;
    const preview = await get(server, url, admin);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await preview.arrayBuffer())).toEqual(png);
    const token = admin.authorization!.replace("Bearer ", "");
    expect((await get(server, url, { cookie: `session=${token}`, range: "bytes=0-7" })).status).toBe(206);
    const visitor = await get(server, url);
    expect([visitor.status, await visitor.text()]).toEqual([404, "Not Found"]);
  });

  it("serves a thumbnail an item refers to to anyone, whole and by byte ranges", async () => {
    const url: string = (await upload(UPLOAD_THUMBNAIL, { file: { name: "obalka.png", bytes: png } })).uploadThumbnail;
    await editVideo(adminWriter(server), freeVideo, { thumbnail: url });
    const whole = await get(server, url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(png);
    const range = await get(server, url, { range: "bytes=8-15" });
    expect([range.status, range.headers.get("content-range"), range.headers.get("content-length")]).toEqual([
      206,
      `bytes 8-15/${png.length}`,
      "8",
    ]);
    expect(Buffer.from(await range.arrayBuffer())).toEqual(png.subarray(8, 16));
    const tail = await get(server, url, { range: "bytes=-12" });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(png.subarray(png.length - 12));
    const beyond = await get(server, url, { range: `bytes=${png.length}-` });
    expect([beyond.status, beyond.headers.get("content-range")]).toEqual([416, `bytes */${png.length}`]);
    await beyond.arrayBuffer();
    const head = await fetch(new URL(url, server.url), { method: "HEAD" });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(png.length)]);
  });

  it("serves a members-only methodology only with the signed URL the API gives, by ranges too", async () => {
    const [methodic] = (await upload(UPLOAD_METHODIC, { files: [{ name: "Metodika.pdf", bytes: pdf }] }))
      .uploadMethodic;
    await editVideo(adminWriter(server), lockedVideo.id, {
      methodics: [{ url: methodic.url, name: methodic.name, order: 1 }],
    });
    expect((await get(server, methodic.url)).status).toBe(403);
    const shown = ok(
      await server.graphql(
        `query ($slug: String!) { getVideo(slug: $slug) { video { methodics { url name } } } }`,
        { slug: lockedVideo.slug },
        admin,
      ),
    );
    const signed = shown.getVideo.video.methodics.find((m: { name: string }) => m.name === "Metodika.pdf")
      .url as string;
    expect(signed).toMatch(/\?exp=\d+&v=\d+&sig=/);
    // signed for the admin who asked: opened with that admin's session
    const range = await get(server, signed, { range: "bytes=0-4", ...admin });
    expect([range.status, range.headers.get("cache-control")]).toEqual([
      206,
      expect.stringMatching(/^private, max-age=\d+$/),
    ]);
    expect(Buffer.from(await range.arrayBuffer()).toString()).toBe("%PDF-");
    const whole = await get(server, signed, admin);
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(pdf);
  });

  it("answers 404 for a referenced path whose file is gone, and for keys a store cannot hold", async () => {
    const url: string = (await upload(UPLOAD_THUMBNAIL, { file: { name: "zmizne.png", bytes: png } })).uploadThumbnail;
    await editVideo(adminWriter(server), freeVideo, { thumbnail: url });
    await server.services.files.delete(url.slice("/uploads/".length));
    expect((await get(server, url)).status).toBe(404);
    expect((await get(server, "/uploads/a%5Cb.png", admin)).status).toBe(404);
  });
});
