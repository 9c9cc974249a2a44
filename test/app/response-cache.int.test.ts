import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { readdirSync, statSync } from "node:fs";
import { type IncomingHttpHeaders, request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webDistDir } from "../../src/app/server.ts";
import { readDemoAccounts } from "../../src/modules/demo/index.ts";
import { editVideo } from "../../src/modules/videos/index.ts";
import { fixedClock } from "../../src/shared/clock.ts";
import { bearer, login } from "../accounts/support.ts";
import { adminWriter } from "../media/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { nextClientAddress, startTestServer, type TestServer } from "../support/server.ts";
import { statementCounter } from "../support/statements.ts";

const HOME = `query ($offset: Int!) { getVideos(offset: $offset) { count videos { id slug title availability canPlay } } }`;
const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { id title canPlay mediaUrl } } }`;

/**
 * Stored answers to catalogue queries: given again without reading the database, per viewer, fresh
 * after any read model moves or any mutation, compressed, with an ETag; other queries never stored.
 */
describe(`response cache and compression (${testDatabaseKind})`, () => {
  let server: TestServer;
  // only what reads the catalogue's read models: the projection runner's own work is not the request's
  const counter = statementCounter(["video_cards", "videos"]);
  let subscriberToken: string;

  const post = (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextClientAddress(), ...headers },
      body: JSON.stringify({ query, variables }),
    });
  /** The answer and how many catalogue statements the server ran for it. */
  async function ask(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const { result, tables } = await counter.during(async () => {
      const response = await post(query, variables, headers);
      return { response, body: await response.json() };
    });
    expect(result.body.errors).toBeUndefined();
    return { ...result, statements: tables.length };
  }

  /** A POST whose body comes back as sent on the wire (fetch would decode it). */
  const rawPost = (body: string, acceptEncoding: string) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = request(`${server.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          "accept-encoding": acceptEncoding,
          "x-forwarded-for": nextClientAddress(),
        },
      });
      req.on("response", async (res) => {
        const chunks: Buffer[] = [];
        for await (const chunk of res) chunks.push(chunk as Buffer);
        resolve({ headers: res.headers, body: Buffer.concat(chunks) });
      });
      req.on("error", reject);
      req.end(body);
    });

  beforeAll(async () => {
    server = await startTestServer({
      demoData: true,
      // stored answers are keyed by a 10 s time slot: a still clock keeps a test's requests in one slot
      clock: fixedClock(new Date().toISOString()),
      observeQueries: (node) => counter.observe(node),
    });
    const subscriber = (await readDemoAccounts(server.dataDir)).find((account) =>
      account.email.startsWith("jednotlivec@"),
    )!;
    subscriberToken = await login(server, subscriber.email, subscriber.password);
  }, 120_000);
  afterAll(() => server?.close());

  it("answers the same query again without reading the database, until a read model moves", async () => {
    const first = await ask(HOME, { offset: 0 });
    expect(first.statements).toBe(1);
    const again = await ask(HOME, { offset: 0 });
    expect(again.statements).toBe(0);
    expect(again.body).toEqual(first.body);

    const video = first.body.data.getVideos.videos[0];
    await editVideo(adminWriter(server), video.id, { title: "Nový názov príbehu" });
    const afterEdit = await ask(HOME, { offset: 0 });
    expect(afterEdit.statements).toBe(1);
    expect(afterEdit.body.data.getVideos.videos[0].title).toBe("Nový názov príbehu");
  });

  it("keeps each viewer's answer apart: a subscriber never gets the anonymous answer, nor the reverse", async () => {
    const members = await ask(HOME, { offset: 0 });
    const slug = members.body.data.getVideos.videos.find((v: { availability: number }) => v.availability === 0).slug;
    const anonymous = await ask(VIDEO, { slug });
    expect(anonymous.body.data.getVideo.video).toMatchObject({ canPlay: false, mediaUrl: null });
    const subscriber = await ask(VIDEO, { slug }, bearer(subscriberToken));
    expect(subscriber.body.data.getVideo.video.canPlay).toBe(true);
    expect(subscriber.body.data.getVideo.video.mediaUrl).toMatch(/sig=/);
    expect((await ask(VIDEO, { slug })).body.data.getVideo.video).toMatchObject({ canPlay: false, mediaUrl: null });
  });

  it("never stores what reads state outside the read models, and keeps what no write touched", async () => {
    const me = `query { me { email } }`;
    expect((await ask(me, {}, bearer(subscriberToken))).body.data.me.email).toMatch(/^jednotlivec@/);
    await ask(HOME, { offset: 16 });
    expect((await ask(HOME, { offset: 16 })).statements).toBe(0);
    // a refused mutation changes nothing, so it keeps what is stored (it cannot be used to empty the cache)
    const refused = await post(`mutation { login(email: "nikto@example.sk", password: "Nespravne1") }`, {});
    expect((await refused.json()).errors?.length).toBeGreaterThan(0);
    expect((await ask(HOME, { offset: 16 })).statements).toBe(0);

    // a listener's saved place and a play counted touch no table the catalogue reads
    const books = `query { getAudiobooks { audiobooks { id slug } } }`;
    const book = (await ask(books, {})).body.data.getAudiobooks.audiobooks[0];
    const files = `query ($slug: String!) { getAudiobook(slug: $slug) { audioFiles { id } } }`;
    const file = (await ask(files, { slug: book.slug }, bearer(subscriberToken))).body.data.getAudiobook.audioFiles[0];
    const save = `mutation ($b: Int!, $f: Int!) { saveAudiobookPosition(audiobookId: $b, audioFileId: $f, seconds: 1) }`;
    const saved = await post(save, { b: book.id, f: file.id }, bearer(subscriberToken));
    const savedBody = await saved.json();
    expect(savedBody.errors).toBeUndefined();
    expect(savedBody.data.saveAudiobookPosition).toBe(true);
    const played = await post(`mutation ($f: Int!) { incrementPlayedStatistic(id: $f) }`, { f: file.id });
    expect((await played.json()).errors).toBeUndefined();
    expect((await ask(HOME, { offset: 16 })).statements).toBe(0);

    // a logout drops what was stored for its session (it read the session), not the anonymous answers
    const asSubscriber = await ask(HOME, { offset: 0 }, bearer(subscriberToken));
    expect((await ask(HOME, { offset: 0 }, bearer(subscriberToken))).statements).toBe(0);
    const logout = await post(`mutation { logout }`, {}, bearer(subscriberToken));
    expect((await logout.json()).errors).toBeUndefined();
    expect((await ask(me, {}, bearer(subscriberToken))).body.data.me).toBeNull();
    const afterLogout = await ask(HOME, { offset: 0 }, bearer(subscriberToken));
    expect(afterLogout.statements).toBe(1);
    const canPlay = (answer: typeof asSubscriber) =>
      answer.body.data.getVideos.videos.filter((video: { canPlay: boolean }) => video.canPlay).length;
    expect(canPlay(afterLogout)).toBeLessThan(canPlay(asSubscriber));
    expect((await ask(HOME, { offset: 16 })).statements).toBe(0);
  });

  it("computes an answer once for many identical requests that miss at the same time", async () => {
    const video = (await ask(HOME, { offset: 0 })).body.data.getVideos.videos[1];
    await editVideo(adminWriter(server), video.id, { title: "Súbežne čítaný príbeh" });
    const { result, tables } = await counter.during(() =>
      Promise.all(Array.from({ length: 10 }, () => post(HOME, { offset: 0 }).then((response) => response.json()))),
    );
    expect(tables.filter((table) => table === "video_cards")).toHaveLength(1);
    for (const body of result) expect(body.data.getVideos.videos[1].title).toBe("Súbežne čítaný príbeh");
  });

  it("sends stored answers compressed as the client accepts, and a GET revalidates with its ETag", async () => {
    const variables = { offset: 0 };
    const plain = await (await post(HOME, variables)).text();
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const raw = await rawPost(JSON.stringify({ query: HOME, variables }), encoding);
      expect(raw.headers["content-encoding"]).toBe(encoding);
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
      expect(raw.body.length).toBeLessThan(plain.length / 2);
      expect(decode(raw.body).toString()).toBe(plain);
    }
    const url = `${server.url}/graphql?query=${encodeURIComponent(HOME)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
    const first = await fetch(url, { headers: { accept: "application/json" } });
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    await first.arrayBuffer();
    const revalidated = await fetch(url, { headers: { accept: "application/json", "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
  });

  it("serves the client's assets precompressed when the build made the copies", async () => {
    const assets = path.join(webDistDir, "assets");
    // the largest script with a compressed copy: small chunks are not worth compressing
    const names = readdirSync(assets);
    const script = names
      .filter((name) => name.endsWith(".js") && names.includes(`${name}.br`))
      .sort((a, b) => statSync(path.join(assets, b)).size - statSync(path.join(assets, a)).size)[0];
    expect(script, "the client build with scripts/precompress.mjs").toBeDefined();
    const response = await fetch(`${server.url}/assets/${script}`, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect((await response.text()).length).toBeGreaterThan(1000);
  });
});
