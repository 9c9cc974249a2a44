import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USER_ROLES } from "../../src/modules/accounts/index.ts";
import { accountWithLogin, LOGIN, LOGOUT, PASSWORD } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { nextClientAddress, startTestServer, type TestServer } from "../support/server.ts";

/**
 * Issue 21, "Security, second pass": answers carrying signed URLs, e-mail addresses or profiles had
 * no `Cache-Control: private, no-store`, and their `Vary` named only Accept-Encoding, so a shared
 * cache could keep one viewer's answer and give it to another. Now an answer that depends on the
 * viewer (a session, a cookie set, a mutation, anything that did not run as a query) is `private,
 * no-store`; an anonymous query's is `no-cache` (kept only if asked again before each use, by its
 * ETag); and every /graphql answer varies with the session, the language, the origin, the format
 * and the encoding. Stored answers and their 304s carry the same.
 */
const PRIVATE = "private, no-store";
const VARIES_WITH = ["Cookie", "Authorization", "Accept-Language", "Origin", "Accept", "Accept-Encoding"];
/** A query whose answer the response cache keeps (getThemes is storable). */
const STORABLE = "{ getThemes { id name } }";

const varyNames = (response: Response) =>
  (response.headers.get("vary") ?? "").split(",").map((name) => name.trim().toLowerCase());

/** The caching headers of an answer, and whether its Vary names everything it depends on (each once). */
function caching(response: Response) {
  const names = varyNames(response);
  return {
    status: response.status,
    cacheControl: response.headers.get("cache-control"),
    variesWithAll:
      VARIES_WITH.every((name) => names.includes(name.toLowerCase())) && new Set(names).size === names.length,
  };
}

describe(`Cache-Control and Vary on /graphql answers (${testDatabaseKind})`, () => {
  let server: TestServer;
  let member: { email: string; token: string };
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true, config: { production: true } });
    member = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
    admin = (await accountWithLogin(server, { profileType: 5, userRole: USER_ROLES.admin })).token;
  }, 120_000);
  afterAll(() => server?.close());

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "accept-encoding": "gzip, br",
        "x-forwarded-for": nextClientAddress(),
        ...headers,
      },
      body: JSON.stringify(body),
    });
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, { headers });

  it("keeps a logged-in viewer's answers out of every cache, with a cookie or a token", async () => {
    const me = "{ me { email profile { id } } }";
    const sessions: Record<string, string>[] = [
      { cookie: `session=${member.token}` },
      { authorization: `Bearer ${member.token}` },
    ];
    for (const session of sessions) {
      const response = await post({ query: me }, session);
      expect((await response.json()).data.me.email).toBe(member.email);
      expect(caching(response), JSON.stringify(session)).toEqual({
        status: 200,
        cacheControl: PRIVATE,
        variesWithAll: true,
      });
    }
  });

  it("sends a stored answer, from the early exit and as a 304, with the headers it was stored with", async () => {
    const session = { cookie: `session=${member.token}` };
    const first = await post({ query: STORABLE }, session);
    const again = await post({ query: STORABLE }, session);
    expect(again.headers.get("etag"), "the answer is a stored one").toBe(first.headers.get("etag"));
    expect(first.headers.get("etag")).toMatch(/^"/);
    for (const response of [first, again])
      expect(caching(response)).toEqual({ status: 200, cacheControl: PRIVATE, variesWithAll: true });

    // a GET by the same viewer: stored, then answered 304 to its ETag, the same headers each time
    const fresh = await get(STORABLE, session);
    const stored = await get(STORABLE, session);
    const notModified = await get(STORABLE, { ...session, "if-none-match": stored.headers.get("etag")! });
    expect(notModified.status).toBe(304);
    for (const response of [fresh, stored])
      expect(caching(response)).toEqual({ status: 200, cacheControl: PRIVATE, variesWithAll: true });
    expect(caching(notModified)).toEqual({ status: 304, cacheControl: PRIVATE, variesWithAll: true });
  });

  it("lets an anonymous query's answer be kept only if it is revalidated before each use (no-cache, with an ETag)", async () => {
    const fresh = await post({ query: STORABLE });
    const stored = await post({ query: STORABLE });
    const byGet = await get(STORABLE);
    const notModified = await get(STORABLE, { "if-none-match": byGet.headers.get("etag")! });
    for (const response of [fresh, stored, byGet]) {
      expect(caching(response)).toEqual({ status: 200, cacheControl: "no-cache", variesWithAll: true });
      expect(response.headers.get("etag")).toMatch(/^".+"$/);
    }
    expect(caching(notModified)).toEqual({ status: 304, cacheControl: "no-cache", variesWithAll: true });
    // an anonymous query the cache does not keep says the same
    expect(caching(await post({ query: "{ me { id } }" }))).toEqual({
      status: 200,
      cacheControl: "no-cache",
      variesWithAll: true,
    });
  });

  it("keeps every mutation's answer out of every cache: a login setting its cookie, a logout, a refused one, a viewer's", async () => {
    const login = await post({ query: LOGIN, variables: { email: member.email, password: PASSWORD } });
    expect(login.headers.get("set-cookie")).toMatch(/^session=/);
    const wrongLogin = await post({ query: LOGIN, variables: { email: member.email, password: "Nespravne123" } });
    expect((await wrongLogin.json()).errors[0].extensions.code).toBe("WRONG_CREDENTIALS");
    const contact = await post({ query: 'mutation { sendContactMail(name: "", email: "x", phone: "", message: "") }' });
    expect((await contact.json()).errors[0].extensions.code).toBe("VALIDATION_FAILED");
    const editMe = await post(
      {
        query: `mutation ($email: String!) { editMe(email: $email, fullname: "Jana Nová") { id } }`,
        variables: { email: member.email },
      },
      { authorization: `Bearer ${member.token}` },
    );
    const logout = await post({ query: LOGOUT }, { cookie: `session=${member.token}` });
    for (const [name, response] of Object.entries({ login, wrongLogin, contact, editMe, logout }))
      expect(caching(response), name).toEqual({ status: 200, cacheControl: PRIVATE, variesWithAll: true });
  });

  it("says the same on an upload's answer and its refusal, and on refusals made before GraphQL runs", async () => {
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append(
        "operations",
        JSON.stringify({
          query: "mutation ($files: [File!]!) { uploadMethodic(files: $files) { id } }",
          variables: { files: [null] },
        }),
      );
      form.append("map", JSON.stringify({ 0: ["variables.files.0"] }));
      form.append("0", new Blob(["not a pdf"], { type: "application/pdf" }), "metodika.pdf");
      return fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "x-graphql-upload": "1", ...headers },
        body: form,
      });
    };
    const refusedByGate = await upload({});
    expect(refusedByGate.status).toBe(401);
    const refusedFile = await upload({ authorization: `Bearer ${admin}` });
    expect((await refusedFile.json()).errors[0].extensions.code).toMatch(/^UPLOAD_/);
    const wrongType = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(wrongType.status).toBe(415);
    const malformed = await post({ query: "{ nope }" });
    const tooMany = await post({
      query: "query ($f: [Int!]) { getVideos(filters: $f) { count } }",
      variables: { f: Array.from({ length: 51 }, (_, i) => i + 1) },
    });
    for (const [name, response] of Object.entries({ refusedByGate, refusedFile, wrongType, malformed, tooMany })) {
      expect(caching(response), name).toEqual({ status: response.status, cacheControl: PRIVATE, variesWithAll: true });
    }
  });

  it("names Origin once when CORS answers too", async () => {
    const cors = await startTestServer({ env: { CORS_ORIGINS: "https://app.example.org" } });
    try {
      const response = await fetch(`${cors.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://app.example.org" },
        body: JSON.stringify({ query: STORABLE }),
      });
      expect(response.headers.get("access-control-allow-origin")).toBe("https://app.example.org");
      expect(caching(response)).toEqual({ status: 200, cacheControl: "no-cache", variesWithAll: true });
    } finally {
      await cors.close();
    }
  });
});
