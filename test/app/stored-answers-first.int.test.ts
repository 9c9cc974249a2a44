import { type IncomingHttpHeaders, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDemoAccounts } from "../../src/modules/demo/index.ts";
import { bearer, login } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { nextClientAddress, startTestServer, type TestServer } from "../support/server.ts";

const HOME = `query ($offset: Int!) { getVideos(offset: $offset) { count videos { id slug title availability canPlay } } }`;
const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { id title canPlay mediaUrl } } }`;
/** Headers that differ between any two responses, or that only one path can know (its length). */
const PER_RESPONSE = new Set(["date", "content-length", "connection", "keep-alive", "transfer-encoding"]);

type Raw = { status: number; headers: IncomingHttpHeaders; body: string };

/** One request as sent, answered as received (no header added, no body decoded). */
const raw = (
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; chunked?: boolean },
) =>
  new Promise<Raw>((resolve, reject) => {
    const headers = { "x-forwarded-for": nextClientAddress(), ...options.headers };
    if (options.body !== undefined && !options.chunked)
      Object.assign(headers, { "content-length": String(Buffer.byteLength(options.body)) });
    const req = request(url, { method: options.method ?? "POST", headers });
    req.on("response", async (res) => {
      let body = "";
      for await (const chunk of res) body += String(chunk);
      resolve({ status: res.statusCode!, headers: res.headers, body });
    });
    req.on("error", reject);
    // written before the end, a body goes in chunks (no Content-Length); given to end(), it is sized
    if (options.chunked) req.write(options.body);
    req.end(options.chunked ? undefined : options.body);
  });

const withoutPerResponse = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)));

/**
 * A stored answer is sent before the Koa chain runs (src/app/graphql-http.ts, storedAnswersFirst):
 * with exactly the headers the chain sends, to exactly the requests the chain would have answered
 * with it, and never to another viewer, language, origin or kind of answer.
 */
describe(`stored answers sent ahead of the middleware chain (${testDatabaseKind})`, () => {
  let server: TestServer;
  let subscriberToken: string;
  const json = { "content-type": "application/json" };
  const body = (query: string, variables: Record<string, unknown>) => JSON.stringify({ query, variables });
  const graphql = () => `${server.url}/graphql`;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, env: { CORS_ORIGINS: "https://app.example.org" } });
    const subscriber = (await readDemoAccounts(server.dataDir)).find((account) =>
      account.email.startsWith("jednotlivec@"),
    )!;
    subscriberToken = await login(server, subscriber.email, subscriber.password);
  }, 120_000);
  afterAll(() => server?.close());

  it("sends a stored answer with the headers of the chain's answer, security headers included", async () => {
    const request = { headers: { ...json, "accept-language": "en" }, body: body(HOME, { offset: 0 }) };
    const computed = await raw(graphql(), request);
    const stored = await raw(graphql(), request);
    expect(computed.status).toBe(200);
    expect(stored.status).toBe(200);
    expect(stored.body).toBe(computed.body);
    expect(withoutPerResponse(stored.headers)).toEqual(withoutPerResponse(computed.headers));
    expect(stored.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(stored.headers["x-frame-options"]).toBe("DENY");
    expect(stored.headers["strict-transport-security"]).toBeUndefined();
    // a page of the chain carries the very same security headers
    const page = await raw(`${server.url}/sk/`, { method: "GET" });
    for (const name of [
      "content-security-policy",
      "permissions-policy",
      "x-frame-options",
      "x-content-type-options",
      "referrer-policy",
      "cross-origin-opener-policy",
    ]) {
      expect(stored.headers[name], name).toBe(page.headers[name]);
    }
  });

  it("adds HSTS when a trusted proxy says the request came over HTTPS, as the chain does", async () => {
    const request = { headers: { ...json, "x-forwarded-proto": "https" }, body: body(HOME, { offset: 16 }) };
    const computed = await raw(graphql(), request);
    const stored = await raw(graphql(), request);
    expect(computed.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(withoutPerResponse(stored.headers)).toEqual(withoutPerResponse(computed.headers));
  });

  it("keeps the CORS permission of the origin that asked, and gives it to no other origin", async () => {
    const request = (origin: string) => ({ headers: { ...json, origin }, body: body(HOME, { offset: 0 }) });
    await raw(graphql(), request("https://app.example.org"));
    const allowed = await raw(graphql(), request("https://app.example.org"));
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.example.org");
    const otherComputed = await raw(graphql(), request("https://evil.example.net"));
    const other = await raw(graphql(), request("https://evil.example.net"));
    expect(other.headers["access-control-allow-origin"]).not.toBe("https://evil.example.net");
    expect(withoutPerResponse(other.headers)).toEqual(withoutPerResponse(otherComputed.headers));
  });

  it("never gives a subscriber's answer to an anonymous visitor or to a bad token, nor the reverse", async () => {
    const members = JSON.parse((await raw(graphql(), { headers: json, body: body(HOME, { offset: 0 }) })).body);
    const slug = members.data.getVideos.videos.find((v: { availability: number }) => v.availability === 0).slug;
    const ask = async (headers: Record<string, string>) =>
      JSON.parse((await raw(graphql(), { headers: { ...json, ...headers }, body: body(VIDEO, { slug }) })).body).data
        .getVideo.video;
    for (let time = 0; time < 2; time++) {
      expect((await ask(bearer(subscriberToken))).mediaUrl).toMatch(/sig=/);
      expect((await ask({ cookie: `session=${subscriberToken}` })).mediaUrl).toMatch(/sig=/);
      expect(await ask({})).toMatchObject({ canPlay: false, mediaUrl: null });
      expect(await ask(bearer("A".repeat(43)))).toMatchObject({ canPlay: false, mediaUrl: null });
      expect(await ask({ cookie: `session=${"A".repeat(43)}` })).toMatchObject({ canPlay: false, mediaUrl: null });
    }
  });

  it("keeps answers apart by language and by the kind of answer asked for (JSON or an event stream)", async () => {
    const request = (headers: Record<string, string>) => ({
      headers: { ...json, ...headers },
      body: body(`query { getVideos(offset: 0) { count } }`, {}),
    });
    const stream = await raw(graphql(), request({ accept: "text/event-stream" }));
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    for (let time = 0; time < 2; time++) {
      const plain = await raw(graphql(), request({}));
      expect(plain.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(plain.body).data.getVideos.count).toBeGreaterThan(0);
    }
  });

  it("answers a stored request the chain would refuse as the chain does: wrong type, no length, too large", async () => {
    const stored = body(HOME, { offset: 32 });
    expect((await raw(graphql(), { headers: json, body: stored })).status).toBe(200);
    expect((await raw(graphql(), { headers: json, body: stored })).status).toBe(200);
    const asForm = await raw(graphql(), { headers: { "content-type": "text/plain" }, body: stored });
    expect(asForm.status).toBe(415);
    expect(JSON.parse(asForm.body).errors[0].extensions.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const unsized = await raw(graphql(), { headers: json, body: stored, chunked: true });
    expect(unsized.status).toBe(411);
    expect(JSON.parse(unsized.body).errors[0].extensions.code).toBe("LENGTH_REQUIRED");
    const padded = stored.replace("{", `{"pad":"${" ".repeat(300 * 1024)}",`);
    const large = await raw(graphql(), { headers: json, body: padded });
    expect(large.status).toBe(413);
    expect(JSON.parse(large.body).errors[0].extensions.code).toBe("REQUEST_TOO_LARGE");
  });

  it("answers a GET from the store with a 304 to a client that has it, with the security headers", async () => {
    const url = `${graphql()}?query=${encodeURIComponent(HOME)}&variables=${encodeURIComponent(JSON.stringify({ offset: 0 }))}`;
    const first = await raw(url, { method: "GET" });
    const etag = first.headers.etag!;
    const again = await raw(url, { method: "GET", headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    expect(again.headers["content-security-policy"]).toBe(first.headers["content-security-policy"]);
    expect((await raw(url, { method: "GET", headers: { "if-none-match": '"other"' } })).status).toBe(200);
  });
});
