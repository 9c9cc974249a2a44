import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDemoAccounts } from "../../src/modules/demo/index.ts";
import { bearer, login } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { nextClientAddress, startTestServer, type TestServer } from "../support/server.ts";

const HOME =
  "query Home($offset: Int!, $filters: [Int!], $search: String) { getVideos(offset: $offset, filters: $filters, search: $search) { count videos { id slug title availability canPlay } } }";
const CLIENT_ACCEPT = "application/graphql-response+json, application/json";

/**
 * The lean path of storable queries (src/app/lean-queries.ts): once Yoga has validated and run a
 * query's text, later requests of that text are answered without Yoga's HTTP layer. They must be
 * answered exactly as Yoga answers them, and whatever is not a clean answer must still be Yoga's.
 */
describe(`lean path of storable queries (${testDatabaseKind})`, () => {
  let server: TestServer;
  let subscriberToken: string;
  const answered = () => server.app.lean!.answered;

  /** A POST as the client sends it; `extensions` makes the lean path step aside (Yoga answers). */
  async function post(
    variables: Record<string, unknown>,
    options: { headers?: Record<string, string>; viaYoga?: boolean } = {},
  ) {
    const body = { query: HOME, operationName: "Home", variables, ...(options.viaYoga ? { extensions: {} } : {}) };
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: CLIENT_ACCEPT,
        "x-forwarded-for": nextClientAddress(),
        ...options.headers,
      },
      body: JSON.stringify(body),
    });
    const headers = Object.fromEntries(
      ["content-type", "cache-control", "vary"].map((name) => [name, response.headers.get(name)]),
    );
    return { status: response.status, headers, text: await response.text() };
  }

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    const subscriber = (await readDemoAccounts(server.dataDir)).find((account) =>
      account.email.startsWith("jednotlivec@"),
    )!;
    subscriberToken = await login(server, subscriber.email, subscriber.password);
    const first = await post({ offset: 0 }); // Yoga validates and runs it: the text is known from now on
    expect(JSON.parse(first.text).data.getVideos.count).toBeGreaterThan(16);
  }, 120_000);
  afterAll(() => server?.close());

  it("answers a known query byte for byte and header for header as Yoga does", async () => {
    const before = answered();
    const lean = await post({ offset: 16 });
    expect(answered()).toBe(before + 1);
    const yoga = await post({ offset: 16 }, { viaYoga: true });
    expect(answered()).toBe(before + 1);
    expect(lean).toEqual(yoga);
    expect(lean.headers["content-type"]).toBe("application/graphql-response+json; charset=utf-8");
    expect(JSON.parse(lean.text).data.getVideos.videos.length).toBeGreaterThan(0);

    // the type Accept asks for first, as Yoga chooses it
    const plainJson = await post({ offset: 1 }, { headers: { accept: "application/json" } });
    expect(plainJson.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answered()).toBe(before + 2);
  });

  it("answers each viewer with their own access", async () => {
    const anonymous = JSON.parse((await post({ offset: 2 })).text).data.getVideos.videos;
    const before = answered();
    const subscriber = JSON.parse((await post({ offset: 2 }, { headers: bearer(subscriberToken) })).text).data.getVideos
      .videos;
    expect(answered()).toBe(before + 1);
    const membersOnly = (videos: { availability: number; canPlay: boolean }[]) =>
      videos.filter((video) => video.availability === 0).map((video) => video.canPlay);
    expect(membersOnly(anonymous).length).toBeGreaterThan(0);
    expect(membersOnly(anonymous).every((canPlay) => !canPlay)).toBe(true);
    expect(membersOnly(subscriber).every((canPlay) => canPlay)).toBe(true);
  });

  it("leaves every refusal to Yoga, worded and coded as before", async () => {
    const before = answered();
    const refusals = [
      { variables: { offset: "x" }, status: 400, code: "BAD_USER_INPUT" },
      { variables: { offset: -1 }, status: 200, code: "VALIDATION_FAILED" },
      {
        variables: { offset: 0, filters: Array.from({ length: 51 }, (_, i) => i) },
        status: 200,
        code: "TOO_MANY_ITEMS",
      },
      { variables: { offset: 0, search: "a\u0000b" }, status: 200, code: "INPUT_INVALID_CHARACTERS" },
    ];
    for (const refusal of refusals) {
      const answer = await post(refusal.variables);
      const { errors } = JSON.parse(answer.text) as { errors: { extensions: { code: string } }[] };
      expect({ status: answer.status, code: errors[0]!.extensions.code }).toEqual({
        status: refusal.status,
        code: refusal.code,
      });
    }
    expect(answered()).toBe(before);
  });

  it("never learns a text Yoga refused: it is refused again, by Yoga", async () => {
    // a NUL written in the query itself: the search would drop it and answer, the hygiene refuses it
    const unclean = JSON.stringify({ query: '{ getVideos(offset: 0, search: "a\\u0000b") { count } }' });
    const before = answered();
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${server.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: CLIENT_ACCEPT, "x-forwarded-for": nextClientAddress() },
        body: unclean,
      });
      const { errors } = (await response.json()) as { errors?: { extensions: { code: string } }[] };
      expect(errors?.[0]?.extensions.code).toBe("INPUT_INVALID_CHARACTERS");
    }
    expect(answered()).toBe(before);
  });
});
