import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, bearer, DAY, ok, type TestClock, testClock } from "../accounts/support.ts";
import { get, partsOf, statusOf, withQuery } from "../media/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type Admin, createAudiobook, GET_AUDIOBOOK, libraryAdmin } from "./support.ts";

const LIST = `query ($offset: Int, $filters: [Int!], $search: String) {
  getAudiobooks(offset: $offset, filters: $filters, search: $search) {
    count pagination { page pageSize pageCount offset } audiobooks { slug title excerpt availability language { abbreviation } canPlay openedStatistic }
  } }`;
const FILES = `query ($slug: String!) { getAudiobook(slug: $slug) { canPlay accessDenial audioFiles { url playedStatistic } material { url } methodics { name url } openedStatistic } }`;
const PDF = `query ($name: String!) { getPdfUrl(name: $name) }`;

/** The demo catalogue's audiobooks: three in Slovak, three in English, one of each availability per language. */
const FREE = "cesta-domov";
const TESTING = "hlasy-z-osady";
const SUBSCRIPTION = "nevidim-ale-pocujem";

describe(`audiobooks: who gets which files (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: Admin;
  let subscriber: Record<string, string>;
  let trial: Record<string, string>;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ demoData: true, clock });
    admin = await libraryAdmin(server);
    const running = (accessLevel: "full" | "trial") => ({
      accessLevel,
      startDate: new Date(Date.now() - DAY),
      expirationDate: new Date(Date.now() + 30 * DAY),
    });
    subscriber = bearer(
      (
        await accountWithLogin(server, {
          profileType: 1,
          subscription: running("full"),
          details: { street: "Hlavná 1", zip: "811 01", city: "Bratislava", country: "Slovensko" },
        })
      ).token,
    );
    trial = bearer(
      (
        await accountWithLogin(server, {
          profileType: 4,
          subscription: running("trial"),
          details: { phone: "+421 900 123 456" },
        })
      ).token,
    );
  }, 120_000);
  afterAll(() => server?.close());

  const files = async (slug: string, headers: Record<string, string> = {}) =>
    ok(await server.graphql(FILES, { slug }, headers)).getAudiobook;

  it("lists the six demo audiobooks, 10 a page, filtered by language (any of those given) and found without accents", async () => {
    const all = ok(await server.graphql(LIST, {})).getAudiobooks;
    expect(all.count).toBe(6);
    expect(all.pagination).toEqual({ page: 0, pageSize: 10, pageCount: 1, offset: 0 });
    expect(all.audiobooks.map((a: { language: { abbreviation: string } }) => a.language.abbreviation)).toEqual([
      "SK",
      "SK",
      "SK",
      "EN",
      "EN",
      "EN",
    ]);
    const languages: { id: number; abbreviation: string }[] = ok(
      await server.graphql(`{ getLanguages { id abbreviation } }`),
    ).getLanguages;
    const idOf = (abbreviation: string) => languages.find((l) => l.abbreviation === abbreviation)!.id;
    expect(ok(await server.graphql(LIST, { filters: [idOf("EN")] })).getAudiobooks.count).toBe(3);
    expect(ok(await server.graphql(LIST, { filters: [idOf("EN"), idOf("SK")] })).getAudiobooks.count).toBe(6);
    expect(ok(await server.graphql(LIST, { filters: [idOf("CZ")] })).getAudiobooks).toMatchObject({
      count: 0,
      audiobooks: [],
    });
    expect(
      ok(await server.graphql(LIST, { search: "NEVIDIM pocu" })).getAudiobooks.audiobooks.map(
        (a: { slug: string }) => a.slug,
      ),
    ).toEqual([SUBSCRIPTION]);
    expect(ok(await server.graphql(LIST, { offset: 10 })).getAudiobooks).toMatchObject({
      count: 6,
      audiobooks: [],
      pagination: { page: 1 },
    });
    for (const card of all.audiobooks) expect(card.excerpt).not.toMatch(/<|>/);
    expect((await server.graphql(LIST, { offset: -1 })).errors?.[0]?.extensions).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ field: "offset", code: "OFFSET_INVALID" }],
    });
  });

  it("gives a guest the free audiobook's plain paths and no paths of members-only ones, with the gate to show", async () => {
    const free = await files(FREE);
    expect(free.canPlay).toBe(true);
    expect(free.audioFiles[0].url).toBe(`/demo/audiobooks/${FREE}-1.mp3`);
    expect(free.material.url).toBe(`/demo/audiobooks/${FREE}.pdf`);
    for (const slug of [TESTING, SUBSCRIPTION]) {
      const closed = await files(slug);
      expect(closed).toMatchObject({ canPlay: false, accessDenial: "SIGN_IN", material: { url: null } });
      expect(closed.audioFiles.every((file: { url: string | null }) => file.url === null)).toBe(true);
      expect(closed.methodics.every((m: { url: string | null }) => m.url === null)).toBe(true);
    }
    expect((await files(SUBSCRIPTION, trial)).accessDenial).toBe("UPGRADE_REQUIRED");
    expect((await files(TESTING, trial)).canPlay).toBe(true);
  });

  it("serves a free MP3 to anybody, in byte ranges", async () => {
    const response = await get(server, `/demo/audiobooks/${FREE}-1.mp3`, { range: "bytes=0-99" });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it("refuses a members-only MP3 or e-book fetched by its raw path; the signed URL works with ranges for its viewer only", async () => {
    expect(await statusOf(server, `/demo/audiobooks/${SUBSCRIPTION}-1.mp3`)).toBe(403);
    expect(await statusOf(server, `/demo/audiobooks/${SUBSCRIPTION}.pdf`)).toBe(403);
    const granted = await files(SUBSCRIPTION, subscriber);
    const signed: string = granted.audioFiles[0].url;
    expect(signed).toMatch(new RegExp(`^/demo/audiobooks/${SUBSCRIPTION}-1\\.mp3\\?exp=\\d+&v=\\w+&sig=`));
    const ranged = await get(server, signed, { range: "bytes=10-19", ...subscriber });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("cache-control")).toMatch(/^private, max-age=\d+$/);
    expect((await ranged.arrayBuffer()).byteLength).toBe(10);
    expect(await statusOf(server, granted.material.url, subscriber)).toBe(200);
    // for its viewer only: another signed-in listener, or nobody, is refused
    expect(await statusOf(server, signed, trial)).toBe(403);
    expect(await statusOf(server, signed)).toBe(403);
    const { path, exp, v, sig } = partsOf(signed);
    // another signature: its first character changed (a fixed ending could be the real one's)
    const forged = `${sig[0] === "A" ? "B" : "A"}${sig.slice(1)}`;
    expect(await statusOf(server, withQuery(path, { exp, v, sig: forged }), subscriber)).toBe(403);
    expect(await statusOf(server, withQuery(path, { exp: String(Number(exp) + 3600), v, sig }), subscriber)).toBe(403);
    expect(
      await statusOf(server, withQuery(`/demo/audiobooks/${SUBSCRIPTION}-2.mp3`, { exp, v, sig }), subscriber),
    ).toBe(403);
  });

  it("refuses a signed URL once it has expired", async () => {
    const signed: string = (await files(SUBSCRIPTION, subscriber)).audioFiles[1].url;
    expect(await statusOf(server, signed, subscriber)).toBe(200);
    clock.advance(6 * 60 * 60 * 1000);
    try {
      expect(await statusOf(server, signed, subscriber)).toBe(403);
    } finally {
      clock.advance(-6 * 60 * 60 * 1000);
    }
  });

  it("opens an audiobook's methodology in the PDF viewer for viewers who may listen only", async () => {
    const [methodic] = await admin.methodic("metodika-audioknihy.pdf");
    await createAudiobook(server, admin, {
      title: "S metodikou",
      availability: 0,
      methodics: [{ url: methodic!.url, name: methodic!.name, order: 1 }],
    });
    expect(ok(await server.graphql(PDF, { name: methodic!.name })).getPdfUrl).toBeNull();
    const url: string = ok(await server.graphql(PDF, { name: methodic!.name }, subscriber)).getPdfUrl;
    expect(url).toMatch(/^\/uploads\/methodics\/\d+-metodika-audioknihy\.pdf\?exp=/);
    expect(await statusOf(server, url, subscriber)).toBe(200);
    expect(await statusOf(server, partsOf(url).path, subscriber)).toBe(403);
  });

  it("shows the counters to library admins only", async () => {
    expect((await files(FREE)).openedStatistic).toBeNull();
    expect((await files(FREE, subscriber)).audioFiles[0].playedStatistic).toBeNull();
    const seen = ok(await server.graphql(FILES, { slug: FREE }, admin.headers)).getAudiobook;
    expect(seen.openedStatistic).toBe(0);
    expect(seen.audioFiles[0].playedStatistic).toBe(0);
  });
});
