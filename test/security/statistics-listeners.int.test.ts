import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountWithLogin, bearer, DAY, ok, type TestClock, testClock } from "../accounts/support.ts";
import { type Admin, createAudiobook, libraryAdmin } from "../audiobooks/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * Issue 21, low 3: a guest without the listener cookie got a fresh listener id on every call, so
 * 10 cookie-less `incrementOpenedStatistic` calls counted 10, and any made-up cookie value counted
 * too. Now the cookie is signed by the server, and a call without a valid one is the listener of
 * its address that day, whose id the answer hands back as the cookie.
 */
const OPENED = `mutation ($id: Int!) { incrementOpenedStatistic(id: $id) }`;
const COUNTERS = `query ($id: Int!) { getAudiobookAsAdmin(audiobookId: $id) { openedStatistic } }`;

describe(`audiobook statistics counted once per listener (${testDatabaseKind})`, () => {
  let server: TestServer;
  let admin: Admin;
  let clock: TestClock;
  let audiobooks = 0;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock });
    admin = await libraryAdmin(server);
  }, 60_000);
  afterAll(() => server?.close());

  const freeAudiobook = async () =>
    (await createAudiobook(server, admin, { availability: 2, title: `Počítané ${++audiobooks}` })).id;
  const opened = async (id: number) =>
    ok(await admin.graphql(COUNTERS, { id })).getAudiobookAsAdmin.openedStatistic as number;

  /** One call as a client makes it: from `address`, with `cookie` when given; returns the listener cookie the answer set. */
  async function open(id: number, address: string, headers: Record<string, string> = {}): Promise<string | undefined> {
    const response = await fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-forwarded-for": address,
        ...headers,
      },
      body: JSON.stringify({ query: OPENED, variables: { id } }),
    });
    const body = await response.json();
    expect(body.errors).toBeUndefined();
    return response.headers
      .getSetCookie()
      .find((c) => c.startsWith("ll_listener="))
      ?.split(";")[0];
  }

  it("counts 10 cookie-less calls from one address once (in a row and at once)", async () => {
    const id = await freeAudiobook();
    for (let i = 0; i < 5; i++) await open(id, "192.0.2.10");
    await Promise.all(Array.from({ length: 5 }, () => open(id, "192.0.2.10")));
    expect(await opened(id)).toBe(1);
  });

  it("counts calls with made-up or tampered cookie values once: they count as no cookie", async () => {
    const id = await freeAudiobook();
    const issued = (await open(id, "192.0.2.20"))!; // a real cookie, issued to this address
    const [guestId, signature] = issued.slice("ll_listener=".length).split(".");
    const forged = [
      "ll_listener=AAAAAAAAAAAAAAAAAAAAAA", // the old form: any 22 characters
      ...Array.from({ length: 5 }, (_, i) => `ll_listener=forged-listener-${String(i).padStart(7, "0")}`),
      `ll_listener=BBBBBBBBBBBBBBBBBBBBBB.${signature}`, // another id under a real signature
      `ll_listener=${guestId}.${"A".repeat(22)}`, // the real id under a made-up signature
      `ll_listener=${guestId}.${signature}.${signature}`,
    ];
    for (const cookie of forged) await open(id, "192.0.2.21", { cookie });
    // one for the address that got the cookie, one for the address that forged: never one per value
    expect(await opened(id)).toBe(2);
  });

  it("counts a browser once across days and addresses while it keeps its cookie, whether its first call had one or not", async () => {
    const id = await freeAudiobook();
    const cookie = await open(id, "192.0.2.30");
    expect(cookie).toMatch(/^ll_listener=[\w-]{22}\.[\w-]{22}$/);
    for (let day = 1; day <= 3; day++) {
      clock.advance(DAY);
      expect(await open(id, `192.0.2.${30 + day}`, { cookie: cookie! })).toBeUndefined(); // a valid cookie is kept as it is
    }
    expect(await opened(id)).toBe(1);
    // the first cookie-less call and the browser's later calls with the cookie it got are one listener
    const another = await freeAudiobook();
    const handedBack = await open(another, "192.0.2.40");
    await open(another, "192.0.2.40", { cookie: handedBack! });
    await open(another, "192.0.2.41", { cookie: handedBack! });
    expect(await opened(another)).toBe(1);
  });

  it("counts a client that refuses cookies at most once per address and day", async () => {
    const id = await freeAudiobook();
    await open(id, "192.0.2.50");
    await open(id, "192.0.2.51");
    expect(await opened(id)).toBe(2);
    await open(id, "192.0.2.50");
    expect(await opened(id)).toBe(2);
    clock.advance(DAY);
    await open(id, "192.0.2.50");
    await open(id, "192.0.2.50");
    expect(await opened(id)).toBe(3);
  });

  it("counts a signed-in user once, whatever address or cookie their calls come with", async () => {
    const id = await freeAudiobook();
    const details = { street: "Hlavná 1", zip: "811 01", city: "Bratislava", country: "Slovensko" };
    const user = bearer((await accountWithLogin(server, { profileType: 1, details })).token);
    for (const [i, cookie] of ["", "ll_listener=AAAAAAAAAAAAAAAAAAAAAA", "ll_listener=forged.value"].entries()) {
      expect(await open(id, `192.0.2.${60 + i}`, { ...user, ...(cookie ? { cookie } : {}) })).toBeUndefined();
    }
    expect(await opened(id)).toBe(1);
  });
});
