import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoAccount, readDemoAccounts } from "../../src/modules/demo/accounts.ts";
import {
  SIGNED_URL_LIFETIME_SECONDS,
  SIGNED_URL_WINDOW_SECONDS,
  signedMediaUrl,
} from "../../src/modules/media/index.ts";
import { bearer, login, ok, SECOND, type TestClock, testClock } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { get, partsOf, rawStatus, statusOf, withQuery } from "./support.ts";

const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { availability canPlay mediaUrl thumbnail methodics { name url } } } }`;
const SUBSCRIBER = "jednotlivec@demo.zivakniznica.sk";
const TRIAL = "skuska@demo.zivakniznica.sk";

/**
 * The file route of /demo/ and /uploads/ over HTTP, on the demo installation: members-only media
 * only through the signed URLs the API gives to entitled viewers, public media to anyone.
 */
describe(`media file access (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let demo: DemoAccount[];
  /** A visible demo video of each availability (0 subscription, 1 testing, 2 free). */
  const slugs = new Map<number, string>();
  const rawMedia = new Map<number, string>();
  const tokens = new Map<string, string>();

  /** The viewer's session as the browser sends it with a file request: the HttpOnly cookie. */
  const sessionOf = (email: string) => ({ cookie: `session=${tokens.get(email)}` });
  const videoAs = async (availability: number, email?: string) =>
    ok(await server.graphql(VIDEO, { slug: slugs.get(availability) }, email ? bearer(tokens.get(email)!) : {})).getVideo
      .video;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ demoData: true, clock });
    demo = await readDemoAccounts(server.dataDir);
    for (const email of [SUBSCRIBER, TRIAL])
      tokens.set(email, await login(server, email, demo.find((a) => a.email === email)!.password));
    for (const availability of [0, 1, 2]) {
      const row = await server.services.db
        .selectFrom("videos")
        .select(["slug", "media_url"])
        .where("availability", "=", availability)
        .where("visible", "=", true)
        .orderBy("sort_order")
        .executeTakeFirstOrThrow();
      slugs.set(availability, row.slug);
      rawMedia.set(availability, row.media_url!);
    }
    // the demo shares files only between videos of one availability: a members-only file stays members-only
    expect(rawMedia.get(0)).not.toBe(rawMedia.get(2));
  }, 120_000);
  afterAll(() => server?.close());

  it("refuses members-only media to anyone without a signature, though the path is guessable", async () => {
    for (const availability of [0, 1]) {
      const response = await get(server, rawMedia.get(availability)!);
      expect(response.status, rawMedia.get(availability)).toBe(403);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toBe("Forbidden");
      expect(await statusOf(server, rawMedia.get(availability)!, { range: "bytes=0-99" })).toBe(403);
    }
    expect((await videoAs(0)).mediaUrl).toBeNull();
  });

  it("serves a subscriber's signed URL whole and in byte ranges, for the browser's cache only", async () => {
    const video = await videoAs(0, SUBSCRIBER);
    expect(video.canPlay).toBe(true);
    const parts = partsOf(video.mediaUrl);
    expect(parts.path).toBe(rawMedia.get(0));
    expect(parts.sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = readFileSync(path.join("demo", rawMedia.get(0)!.replace(/^\/demo\//, "")));

    const whole = await get(server, video.mediaUrl, sessionOf(SUBSCRIBER));
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const secondsLeft = Number(parts.exp) - Math.floor(clock.now().getTime() / 1000);
    expect(whole.headers.get("cache-control")).toBe(`private, max-age=${secondsLeft}`);
    expect(Buffer.from(await whole.arrayBuffer()).equals(file)).toBe(true);

    const range = await get(server, video.mediaUrl, { range: "bytes=100-199", ...sessionOf(SUBSCRIBER) });
    expect(range.status).toBe(206);
    expect(range.headers.get("content-range")).toBe(`bytes 100-199/${file.length}`);
    expect(Buffer.from(await range.arrayBuffer()).equals(file.subarray(100, 200))).toBe(true);
    expect(
      await statusOf(server, video.mediaUrl, { range: `bytes=${file.length + 10}-`, ...sessionOf(SUBSCRIBER) }),
    ).toBe(416);

    const head = await fetch(new URL(video.mediaUrl, server.url), {
      method: "HEAD",
      headers: bearer(tokens.get(SUBSCRIBER)!),
    });
    expect([head.status, head.headers.get("content-length")]).toEqual([200, String(file.length)]);
  });

  it("signs with the random key kept in the database when URL_SIGNING_SECRET is not set", async () => {
    const { mediaUrl } = await videoAs(0, SUBSCRIBER);
    const { value } = await server.services.db
      .selectFrom("server_secrets")
      .select("value")
      .where("name", "=", "url-signing")
      .executeTakeFirstOrThrow();
    expect(Buffer.from(value, "base64").length).toBe(32);
    expect(signedMediaUrl(Buffer.from(value, "base64"), rawMedia.get(0)!, partsOf(mediaUrl).v, clock.now())).toBe(
      mediaUrl,
    );
  });

  it("gives the same viewer the same URL for a while, so the browser cache keeps working", async () => {
    expect((await videoAs(0, SUBSCRIBER)).mediaUrl).toBe((await videoAs(0, SUBSCRIBER)).mediaUrl);
  });

  it("refuses the signed URL with a changed path, viewer, expiry or signature", async () => {
    const { mediaUrl } = await videoAs(0, SUBSCRIBER);
    const { path: signedPath, exp, v, sig } = partsOf(mediaUrl);
    const otherMembersFile = rawMedia.get(1)!;
    const changed = [
      withQuery(otherMembersFile, { exp, v, sig }),
      withQuery(signedPath, { exp, v: String(Number(v) + 1), sig }),
      withQuery(signedPath, { exp, v: "anonymous", sig }),
      withQuery(signedPath, { exp: String(Number(exp) + SIGNED_URL_WINDOW_SECONDS), v, sig }),
      withQuery(signedPath, { exp: String(Number(exp) - SIGNED_URL_WINDOW_SECONDS), v, sig }),
      withQuery(signedPath, { exp, v, sig: `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}` }),
      withQuery(signedPath, { exp, v }),
      `${mediaUrl}&sig=${sig}`, // a second signature parameter
    ];
    // with the viewer's own session: the signature alone refuses them
    for (const url of changed) expect(await statusOf(server, url, sessionOf(SUBSCRIBER)), url).toBe(403);
  });

  it("gives a trial user signed URLs for testing videos (1) but not for subscription ones (0)", async () => {
    const testing = await videoAs(1, TRIAL);
    expect(testing.canPlay).toBe(true);
    expect(partsOf(testing.mediaUrl).path).toBe(rawMedia.get(1));
    expect(await statusOf(server, testing.mediaUrl, { range: "bytes=0-9", ...sessionOf(TRIAL) })).toBe(206);

    const subscription = await videoAs(0, TRIAL);
    expect([subscription.canPlay, subscription.mediaUrl]).toEqual([false, null]);
    expect(subscription.methodics.every((m: { url: string | null }) => m.url === null)).toBe(true);
  });

  it("serves free media, thumbnails, methodologies and theme icons to anyone without a signature", async () => {
    const free = await videoAs(2);
    expect(free.mediaUrl).toBe(rawMedia.get(2));
    const locked = await videoAs(0);
    const { getThemes } = ok(await server.graphql(`{ getThemes { svgPath } }`));
    for (const url of [free.mediaUrl, free.thumbnail, free.methodics[0].url, locked.thumbnail, getThemes[0].svgPath]) {
      const response = await get(server, url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
      await response.arrayBuffer();
    }
    expect(await statusOf(server, free.mediaUrl, { range: "bytes=0-9" })).toBe(206);
  });

  it("gives methodologies of members-only videos only to entitled viewers, signed", async () => {
    expect((await videoAs(0)).methodics.every((m: { url: string | null }) => m.url === null)).toBe(true);
    const methodics = (await videoAs(0, SUBSCRIBER)).methodics as { name: string; url: string }[];
    expect(methodics.length).toBeGreaterThan(0);
    for (const methodic of methodics) {
      expect(partsOf(methodic.url).v).toBe(partsOf((await videoAs(0, SUBSCRIBER)).mediaUrl).v);
      const response = await get(server, methodic.url, sessionOf(SUBSCRIBER));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      await response.arrayBuffer();
    }
  });

  it("answers 404 for a file no item refers to, even when it exists, and for a file that does not exist", async () => {
    mkdirSync(path.join(server.dataDir, "uploads"), { recursive: true });
    writeFileSync(path.join(server.dataDir, "uploads", "not-referenced.pdf"), "%PDF-1.4 left behind by an upload");
    for (const url of ["/uploads/not-referenced.pdf", "/demo/media/no-such-story.mp4", "/uploads/", "/demo/"]) {
      const response = await get(server, url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toBe("Not Found"); // not the client's index.html
    }
  });

  it("refuses path traversal, dot-files and malformed encodings without a server error", async () => {
    const expectations: [string, number][] = [
      ["/demo/../package.json", 404],
      ["/demo/media/../../package.json", 404],
      ["/demo/..%2Fpackage.json", 404],
      ["/demo/media/..%2F..%2Fpackage.json", 404],
      ["/demo/%2e%2e/package.json", 404],
      ["/uploads/..%2F..%2Fpglite", 404],
      ["/demo/.hidden", 404],
      ["/demo/media/%2Egit", 404],
      ["/demo/media/story-1.mp4%00", 404],
      ["/demo/%E0%A4%A", 400],
      ["/uploads/%E0%A4%A", 400],
      ["/demo/media/%ZZ.mp4", 400],
    ];
    for (const [url, status] of expectations) expect(await rawStatus(server, url), url).toBe(status);
  });

  it("refuses a signed URL once it has expired; the API then gives a fresh one", async () => {
    const { mediaUrl } = await videoAs(0, SUBSCRIBER);
    expect(await statusOf(server, mediaUrl, sessionOf(SUBSCRIBER))).toBe(200);
    clock.advance((SIGNED_URL_LIFETIME_SECONDS + SIGNED_URL_WINDOW_SECONDS) * SECOND);
    expect(await statusOf(server, mediaUrl, sessionOf(SUBSCRIBER))).toBe(403);
    const fresh = (await videoAs(0, SUBSCRIBER)).mediaUrl;
    expect(fresh).not.toBe(mediaUrl);
    expect(await statusOf(server, fresh, sessionOf(SUBSCRIBER))).toBe(200);
  });
});
