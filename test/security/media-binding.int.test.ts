import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setProfileEnabled } from "../../src/modules/accounts/index.ts";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { signedMediaUrl, urlSigningKey } from "../../src/modules/media/index.ts";
import { accountWithLogin, bearer, DAY, ok, SECOND, type TestClock, testClock } from "../accounts/support.ts";
import { type Admin, libraryAdmin } from "../audiobooks/support.ts";
import { get, partsOf, statusOf } from "../media/support.ts";
import { openDatabase } from "../../src/db/connection.ts";
import { createTestDatabase, testDatabaseKind, testDatabaseUrl } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { statementCounter } from "../support/statements.ts";
import { tinyPdf } from "../uploads/support/files.ts";

/**
 * Issue 21, "Security, second pass": signed media URLs were bearer tokens that outlived the
 * access. A buyer's URL still streamed for the rest of its ~5 h after removeWebinarAdmission, and
 * another viewer's URL worked with any session or none. A URL now opens only with the session of
 * the viewer it was signed for, and stops within 60 s of that viewer's access ending (an admission
 * removed, a profile disabled, a subscription run out with no event), in byte ranges that cost no
 * query once the first has been decided.
 */
const WEBINAR = `query ($slug: String!) { getWebinar(slug: $slug) { webinar { canPlay mediaUrl materials { url } } } }`;
const EDIT = `mutation ($title: String, $price: Float, $availableFor: Int, $mediaUrl: String, $materials: [MaterialInput!]) {
  editWebinar(title: $title, price: $price, availableFor: $availableFor, mediaUrl: $mediaUrl, materials: $materials) }`;
const ADMIT = `mutation ($p: Int!, $w: Int!) { addWebinarAsAdmin(profileId: $p, webinarId: $w) { id } }`;
const REMOVE = `mutation ($id: Int!) { removeWebinarAdmission(webinarAdmissionId: $id) }`;
const VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { mediaUrl } } }`;
const AUDIOBOOK = `query ($slug: String!) { getAudiobook(slug: $slug) { audioFiles { url } } }`;
/** The demo's subscription audiobook. */
const SUBSCRIPTION_AUDIOBOOK = "nevidim-ale-pocujem";
const MINUTE = 60 * SECOND;

type Account = { token: string; profileId: number };
const cookie = (account: Account) => ({ cookie: `session=${account.token}` });

describe(`media URLs bound to their viewer and to the access that allowed them (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: Admin;
  let buyer: Account;
  let subscriber: Account;
  let webinarId: number;
  /** A subscription video of the demo: its file is the webinar's recording too. */
  let videoSlug: string;
  const statements = statementCounter(["media_files", "sessions", "webinar_admissions", "videos", "audiobooks"]);

  const subscriptionUntil = (end: Date) => ({
    accessLevel: "full" as const,
    startDate: new Date(clock.now().getTime() - DAY),
    expirationDate: end,
  });
  const newSubscriber = async (end = new Date(clock.now().getTime() + 30 * DAY)): Promise<Account> =>
    accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
      subscription: subscriptionUntil(end),
    });
  const webinarAs = async (account: Account) =>
    ok(await server.graphql(WEBINAR, { slug: "prednaska-o-pocuvani" }, bearer(account.token))).getWebinar.webinar;
  const admit = async (account: Account): Promise<number> =>
    ok(await admin.graphql(ADMIT, { p: account.profileId, w: webinarId })).addWebinarAsAdmin.id;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ demoData: true, clock, observeQueries: (node) => statements.observe(node) });
    admin = await libraryAdmin(server);
    const video = await server.services.db
      .selectFrom("videos")
      .select(["slug", "media_url"])
      .where("availability", "=", 0)
      .where("visible", "=", true)
      .orderBy("sort_order")
      .executeTakeFirstOrThrow();
    videoSlug = video.slug;
    const [material] = await admin.upload("uploadMaterial", [
      { name: "podklady.pdf", bytes: tinyPdf("Podklady k prednáške") },
    ]);
    webinarId = ok(
      await admin.graphql(EDIT, {
        title: "Prednáška o počúvaní",
        price: 9.9,
        availableFor: 30,
        mediaUrl: video.media_url,
        materials: [{ url: material!.url, name: "Podklady" }],
      }),
    ).editWebinar;
    buyer = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
    });
    subscriber = await newSubscriber();
    await admit(buyer);
  }, 120_000);
  afterAll(() => server?.close());

  it("opens a buyer's URL only with the buyer's session: not with another viewer's, nor an admin's, nor with none", async () => {
    const { mediaUrl, materials } = await webinarAs(buyer);
    expect(partsOf(mediaUrl).sig).toBeTruthy();
    for (const url of [mediaUrl, materials[0].url]) {
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(buyer) }), url).toBe(206);
      expect(await statusOf(server, url, { range: "bytes=0-99", ...bearer(buyer.token) }), url).toBe(206);
      // the subscriber may watch the same recording as a video, but through a URL of its own
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(subscriber) }), url).toBe(403);
      expect(await statusOf(server, url, admin.headers), url).toBe(403);
      expect(await statusOf(server, url, { range: "bytes=0-99" }), url).toBe(403);
    }
    const own = ok(await server.graphql(VIDEO, { slug: videoSlug }, bearer(subscriber.token))).getVideo.video.mediaUrl;
    expect(partsOf(own).path).toBe(partsOf(mediaUrl).path);
    expect(await statusOf(server, own, cookie(subscriber))).toBe(200);
  });

  it("opens a URL signed for nobody in particular for nobody", async () => {
    const { path } = partsOf((await webinarAs(buyer)).mediaUrl);
    const forAnyone = signedMediaUrl(await urlSigningKey(server.services), path, "anonymous", clock.now());
    expect(await statusOf(server, forAnyone)).toBe(403);
    expect(await statusOf(server, forAnyone, cookie(buyer))).toBe(403);
  });

  it("answers byte ranges with Content-Range, and once decided they cost no query", async () => {
    clock.advance(MINUTE); // nothing decided earlier is kept
    const url = (await webinarAs(buyer)).materials[0].url as string;
    const ranges = ["bytes=0-9", "bytes=10-19", "bytes=20-29", "bytes=30-39", "bytes=40-49"];
    const first = await statements.during(() =>
      Promise.all(ranges.map((range) => get(server, url, { range, ...cookie(buyer) }))),
    );
    for (const [index, response] of first.result.entries()) {
      expect(response.status).toBe(206);
      expect(response.headers.get("content-range")).toMatch(new RegExp(`^bytes ${index * 10}-${index * 10 + 9}/\\d+$`));
      await response.arrayBuffer();
    }
    // asked at once, the first ranges share the lookups: the file's owners, the session, the admissions
    expect(first.tables.sort()).toEqual(["media_files", "sessions", "webinar_admissions"]);
    const next = await statements.during(async () => {
      for (const range of ranges) expect(await statusOf(server, url, { range, ...cookie(buyer) })).toBe(206);
    });
    expect(next.tables).toEqual([]);
  });

  it("stops a buyer's URL within 60 s of removeWebinarAdmission, and opens it again once re-admitted", async () => {
    const other = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "Hlavná 2", city: "Nitra", country: "Slovensko" },
    });
    const admissionId = await admit(other);
    const { mediaUrl, materials } = await webinarAs(other);
    for (const url of [mediaUrl, materials[0].url])
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(other) })).toBe(206);

    expect(ok(await admin.graphql(REMOVE, { id: admissionId })).removeWebinarAdmission).toBe(true);
    expect((await webinarAs(other)).mediaUrl).toBeNull();
    clock.advance(MINUTE);
    for (const url of [mediaUrl, materials[0].url])
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(other) }), url).toBe(403);

    await admit(other);
    clock.advance(MINUTE);
    expect(await statusOf(server, mediaUrl, { range: "bytes=0-99", ...cookie(other) })).toBe(206);
  });

  it("stops a subscriber's video and audiobook URLs within 60 s of the profile being disabled", async () => {
    const disabled = await newSubscriber();
    const urls = [
      ok(await server.graphql(VIDEO, { slug: videoSlug }, bearer(disabled.token))).getVideo.video.mediaUrl,
      ok(await server.graphql(AUDIOBOOK, { slug: SUBSCRIPTION_AUDIOBOOK }, bearer(disabled.token))).getAudiobook
        .audioFiles[0].url,
    ];
    for (const url of urls)
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(disabled) }), url).toBe(206);
    await setProfileEnabled({ services: server.services, commandContext: systemContext() }, disabled.profileId, false);
    clock.advance(MINUTE);
    for (const url of urls)
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(disabled) }), url).toBe(403);
  });

  // moves the clock by hours: keep last
  it("stops a subscriber's URLs within 60 s of the subscription running out, which no event announces", async () => {
    const ending = await newSubscriber(new Date(clock.now().getTime() + 60 * MINUTE));
    const urls = [
      ok(await server.graphql(VIDEO, { slug: videoSlug }, bearer(ending.token))).getVideo.video.mediaUrl,
      ok(await server.graphql(AUDIOBOOK, { slug: SUBSCRIPTION_AUDIOBOOK }, bearer(ending.token))).getAudiobook
        .audioFiles[0].url,
    ];
    for (const url of urls)
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(ending) }), url).toBe(206);
    clock.advance(59 * MINUTE);
    for (const url of urls)
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(ending) }), url).toBe(206);
    clock.advance(2 * MINUTE); // a minute after the end, the URLs still hours from their own expiry
    for (const url of urls)
      expect(await statusOf(server, url, { range: "bytes=0-99", ...cookie(ending) }), url).toBe(403);
    // the subscriber whose subscription runs on is not affected
    const own = ok(await server.graphql(VIDEO, { slug: videoSlug }, bearer(subscriber.token))).getVideo.video.mediaUrl;
    expect(await statusOf(server, own, cookie(subscriber))).toBe(200);
  });
});

describe.skipIf(!testDatabaseUrl)(
  "a removed admission stops the URL in another server process too (PostgreSQL)",
  () => {
    let first: TestServer;
    let second: TestServer;
    const clock = testClock();

    beforeAll(async () => {
      const database = await createTestDatabase();
      first = await startTestServer({ clock, database });
      second = await startTestServer({
        clock,
        database: await openDatabase({ kind: "postgres", url: testDatabaseUrl!, schema: database.schema! }),
      });
    }, 120_000);
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it("refuses within 60 s in the process that had opened the URL, with no message between the processes", async () => {
      const admin = await libraryAdmin(first);
      const webinarId = ok(
        await admin.graphql(EDIT, {
          title: "Dva procesy",
          price: 5,
          availableFor: 30,
          mediaUrl: "/demo/media/story-1.mp4",
        }),
      ).editWebinar;
      const buyer = await accountWithLogin(first, {
        profileType: 1,
        details: { street: "Hlavná 1", city: "Nitra", country: "Slovensko" },
      });
      const admissionId = ok(await admin.graphql(ADMIT, { p: buyer.profileId, w: webinarId })).addWebinarAsAdmin.id;
      const { mediaUrl } = ok(await first.graphql(WEBINAR, { slug: "dva-procesy" }, bearer(buyer.token))).getWebinar
        .webinar;
      expect(await statusOf(second, mediaUrl, { range: "bytes=0-99", ...cookie(buyer) })).toBe(206);

      expect(ok(await admin.graphql(REMOVE, { id: admissionId })).removeWebinarAdmission).toBe(true);
      clock.advance(MINUTE);
      expect(await statusOf(second, mediaUrl, { range: "bytes=0-99", ...cookie(buyer) })).toBe(403);
    });
  },
);
