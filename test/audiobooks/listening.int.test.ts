import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keepPlace } from "../../src/modules/audiobooks/positions.ts";
import { writeLimits } from "../../src/shared/limits.ts";
import { accountWithLogin, bearer, DAY, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { type Admin, AS_ADMIN, createAudiobook, libraryAdmin } from "./support.ts";

const PLAYED = `mutation ($id: Int!) { incrementPlayedStatistic(id: $id) }`;
const LISTENED = `mutation ($id: Int!) { incrementListenedStatistic(id: $id) }`;
const OPENED = `mutation ($id: Int!) { incrementOpenedStatistic(id: $id) }`;
const EBOOK = `mutation ($id: Int!) { incrementDownloadedEbookStatistic(id: $id) }`;
const SAVE = `mutation ($audiobookId: Int!, $audioFileId: Int!, $seconds: Float!) { saveAudiobookPosition(audiobookId: $audiobookId, audioFileId: $audioFileId, seconds: $seconds) }`;
const COUNTERS = `query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { openedStatistic downloadedEbookStatistic audioFiles { id playedStatistic listenedStatistic } } }`;
const RESUME = `query ($slug: String!) { getAudiobook(slug: $slug) { resumePosition { audioFileId seconds } } }`;

describe(`audiobook statistics and positions (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;
  let free: { id: number; slug: string; files: { id: number; durationSeconds: number }[] };
  let members: { id: number; slug: string; files: { id: number; durationSeconds: number }[] };
  let subscriber: Record<string, string>;

  /** A call as a browser makes it: its cookie and client address, and the cookie the answer sets. */
  async function call(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-forwarded-for": "203.0.113.7",
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return {
      body: (await response.json()) as { data?: any; errors?: { extensions?: Record<string, any> }[] },
      setCookie: response.headers.getSetCookie(),
    };
  }
  let lastAddress = 0;
  const fresh = () => ({ "x-forwarded-for": `203.0.113.${100 + ++lastAddress}` });
  const counters = async (id: number) => ok(await admin.graphql(COUNTERS, { id })).getAudiobookAsAdmin;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await libraryAdmin(server);
    const withFiles = async (availability: number, title: string) => {
      const { id, slug } = await createAudiobook(server, admin, { availability, title });
      return { id, slug, files: ok(await admin.graphql(AS_ADMIN, { id })).getAudiobookAsAdmin.audioFiles };
    };
    free = await withFiles(2, "Voľne");
    members = await withFiles(0, "Pre predplatiteľov");
    const address = { street: "Hlavná 1", zip: "811 01", city: "Bratislava", country: "Slovensko" };
    subscriber = bearer(
      (
        await accountWithLogin(server, {
          profileType: 1,
          details: address,
          subscription: {
            accessLevel: "full",
            startDate: new Date(Date.now() - DAY),
            expirationDate: new Date(Date.now() + 30 * DAY),
          },
        })
      ).token,
    );
  }, 60_000);
  afterAll(() => server?.close());

  it("counts a guest once per file: the first call gives the browser an HttpOnly listener cookie, replays with it count nothing", async () => {
    const first = await call(PLAYED, { id: free.files[0]!.id }, fresh());
    expect(first.body.data).toEqual({ incrementPlayedStatistic: true });
    const cookie = first.setCookie.find((c) => c.startsWith("ll_listener="))!;
    expect(cookie).toMatch(/^ll_listener=[\w-]{22}\.[\w-]{22}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Strict$/);
    const jar = { cookie: cookie.split(";")[0]!, ...fresh() };
    for (let i = 0; i < 5; i++) {
      const again = await call(PLAYED, { id: free.files[0]!.id }, jar);
      expect(again.body.data).toEqual({ incrementPlayedStatistic: false });
      expect(again.setCookie).toEqual([]);
    }
    expect((await call(PLAYED, { id: free.files[1]!.id }, jar)).body.data).toEqual({ incrementPlayedStatistic: true });
    expect((await counters(free.id)).audioFiles.map((f: { playedStatistic: number }) => f.playedStatistic)).toEqual([
      1, 1,
    ]);
  });

  it("counts a signed-in listener once whatever browser cookie they send, and another guest as another listener", async () => {
    const id = free.files[0]!.id;
    expect((await call(PLAYED, { id }, { ...subscriber, ...fresh() })).body.data.incrementPlayedStatistic).toBe(true);
    expect(
      (await call(PLAYED, { id }, { ...subscriber, cookie: "ll_listener=AAAAAAAAAAAAAAAAAAAAAA", ...fresh() })).body
        .data.incrementPlayedStatistic,
    ).toBe(false);
    expect((await call(PLAYED, { id }, fresh())).body.data.incrementPlayedStatistic).toBe(true);
    expect((await counters(free.id)).audioFiles[0].playedStatistic).toBe(3);
  });

  it("counts concurrent replays of one call once", async () => {
    const from = fresh(); // without a cookie, every call is the listener of this address today
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(LISTENED, { id: free.files[1]!.id }, from)),
    );
    expect(answers.filter((a) => a.body.data?.incrementListenedStatistic === true)).toHaveLength(1);
    expect(answers.filter((a) => a.body.data?.incrementListenedStatistic === false)).toHaveLength(9);
    expect((await counters(free.id)).audioFiles[1].listenedStatistic).toBe(1);
  });

  it("counts openings and e-book downloads once per listener, and nothing for a listener who may not play", async () => {
    const jar = { cookie: "ll_listener=opening-listener-00000001", ...fresh() };
    for (const query of [OPENED, EBOOK]) {
      expect(Object.values((await call(query, { id: free.id }, jar)).body.data!)).toEqual([true]);
      expect(Object.values((await call(query, { id: free.id }, jar)).body.data!)).toEqual([false]);
    }
    expect(await counters(free.id)).toMatchObject({ openedStatistic: 1, downloadedEbookStatistic: 1 });
    for (const query of [OPENED, EBOOK])
      expect(Object.values((await call(query, { id: members.id }, jar)).body.data!)).toEqual([false]);
    expect((await call(PLAYED, { id: members.files[0]!.id }, jar)).body.data).toEqual({
      incrementPlayedStatistic: false,
    });
    expect((await call(PLAYED, { id: members.files[0]!.id }, { ...subscriber, ...fresh() })).body.data).toEqual({
      incrementPlayedStatistic: true,
    });
    expect(await counters(members.id)).toMatchObject({
      openedStatistic: 0,
      downloadedEbookStatistic: 0,
      audioFiles: [{ playedStatistic: 1 }, { playedStatistic: 0 }],
    });
    expect((await call(PLAYED, { id: 999_999 }, fresh())).body.errors?.[0]?.extensions?.code).toBe(
      "AUDIO_FILE_NOT_FOUND",
    );
    expect((await call(OPENED, { id: 999_999 }, fresh())).body.errors?.[0]?.extensions?.code).toBe(
      "AUDIOBOOK_NOT_FOUND",
    );
  });

  it("limits the statistics calls of one client address", async () => {
    const from = { "x-forwarded-for": "198.51.100.77", cookie: "ll_listener=rate-limited-listener-0001" };
    const codes: string[] = [];
    for (let sent = 0; sent < writeLimits.statisticsPerClient.freeAttempts + 3; sent += 25) {
      const batch = await Promise.all(Array.from({ length: 25 }, () => call(OPENED, { id: free.id }, from)));
      codes.push(...batch.map((a) => a.body.errors?.[0]?.extensions?.code ?? "OK"));
    }
    expect(codes.filter((code) => code === "OK")).toHaveLength(writeLimits.statisticsPerClient.freeAttempts);
    expect(new Set(codes.filter((code) => code !== "OK"))).toEqual(new Set(["TOO_MANY_ATTEMPTS"]));
    // another address is not held up; its forged cookie counts as none, so it is another listener
    expect(
      (await call(OPENED, { id: free.id }, { ...from, "x-forwarded-for": "198.51.100.78" })).body.errors,
    ).toBeUndefined();
    expect((await counters(free.id)).openedStatistic).toBe(3);
  });

  it("remembers where a signed-in listener stopped; guests are asked to sign in, bad places are refused", async () => {
    const [first, second] = free.files;
    expect(
      (await call(SAVE, { audiobookId: free.id, audioFileId: second!.id, seconds: 3.5 }, fresh())).body.errors?.[0]
        ?.extensions?.code,
    ).toBe("LOGIN_REQUIRED");
    expect(ok(await server.graphql(RESUME, { slug: free.slug }, subscriber)).getAudiobook.resumePosition).toBeNull();
    expect(
      ok(await server.graphql(SAVE, { audiobookId: free.id, audioFileId: second!.id, seconds: 3.5 }, subscriber))
        .saveAudiobookPosition,
    ).toBe(true);
    expect(ok(await server.graphql(RESUME, { slug: free.slug }, subscriber)).getAudiobook.resumePosition).toEqual({
      audioFileId: second!.id,
      seconds: 3.5,
    });
    expect(ok(await server.graphql(RESUME, { slug: free.slug })).getAudiobook.resumePosition).toBeNull();
    expect(ok(await server.graphql(RESUME, { slug: free.slug }, admin.headers)).getAudiobook.resumePosition).toBeNull();
    const refused = async (variables: Record<string, unknown>) =>
      (await server.graphql(SAVE, variables, subscriber)).errors?.[0]?.extensions;
    expect(await refused({ audiobookId: free.id, audioFileId: first!.id, seconds: -1 })).toMatchObject({
      code: "VALIDATION_FAILED",
      fields: [{ field: "seconds", code: "POSITION_INVALID" }],
    });
    expect(
      await refused({ audiobookId: free.id, audioFileId: first!.id, seconds: first!.durationSeconds + 60 }),
    ).toMatchObject({ fields: [{ field: "seconds", code: "POSITION_INVALID" }] });
    expect(await refused({ audiobookId: free.id, audioFileId: members.files[0]!.id, seconds: 1 })).toMatchObject({
      code: "AUDIO_FILE_NOT_FOUND",
    });
    expect(await refused({ audiobookId: 0, audioFileId: first!.id, seconds: 1 })).toMatchObject({
      code: "VALIDATION_FAILED",
    });
    expect(ok(await server.graphql(RESUME, { slug: free.slug }, subscriber)).getAudiobook.resumePosition).toEqual({
      audioFileId: second!.id,
      seconds: 3.5,
    });
    // a place is a row written in place: saves add nothing to the event log, however many
    const logLength = async () =>
      Number((await sql<{ n: string }>`SELECT count(*) AS n FROM events`.execute(server.services.db)).rows[0]!.n);
    const before = await logLength();
    for (const seconds of [4, 5, 6, 7, 8])
      ok(await server.graphql(SAVE, { audiobookId: free.id, audioFileId: second!.id, seconds }, subscriber));
    expect(await logLength()).toBe(before);
    expect(ok(await server.graphql(RESUME, { slug: free.slug }, subscriber)).getAudiobook.resumePosition).toEqual({
      audioFileId: second!.id,
      seconds: 8,
    });
  });

  it("keeps the place saved last when two saves overtake each other on the way", async () => {
    const userId = ok(await server.graphql(`{ me { id } }`, {}, subscriber)).me.id as string;
    const [first, second] = free.files;
    const at = (ms: number) => new Date(Date.parse("2030-01-01T00:00:00Z") + ms);
    await keepPlace(server.services.db, {
      userId,
      audiobookId: free.id,
      audioFileId: second!.id,
      seconds: 2,
      savedAt: at(2000),
    });
    await keepPlace(server.services.db, {
      userId,
      audiobookId: free.id,
      audioFileId: first!.id,
      seconds: 1,
      savedAt: at(1000),
    });
    expect(ok(await server.graphql(RESUME, { slug: free.slug }, subscriber)).getAudiobook.resumePosition).toEqual({
      audioFileId: second!.id,
      seconds: 2,
    });
    await keepPlace(server.services.db, {
      userId,
      audiobookId: free.id,
      audioFileId: first!.id,
      seconds: 1,
      savedAt: at(3000),
    });
    expect(ok(await server.graphql(RESUME, { slug: free.slug }, subscriber)).getAudiobook.resumePosition).toEqual({
      audioFileId: first!.id,
      seconds: 1,
    });
  });

  it("forgets every listener's place in an audiobook that is deleted", async () => {
    const placesIn = async (audiobookId: number) =>
      Number(
        (
          await sql<{
            n: string;
          }>`SELECT count(*) AS n FROM audiobook_positions WHERE audiobook_id = ${audiobookId}`.execute(
            server.services.db,
          )
        ).rows[0]!.n,
      );
    const file = members.files[0]!;
    ok(await server.graphql(SAVE, { audiobookId: members.id, audioFileId: file.id, seconds: 1 }, subscriber));
    expect(await placesIn(members.id)).toBe(1);
    ok(await admin.graphql(`mutation ($id: Int!) { deleteAudiobook(id: $id) }`, { id: members.id }));
    expect(await placesIn(members.id)).toBe(0);
  });
});
