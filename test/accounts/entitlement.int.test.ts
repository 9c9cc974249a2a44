import { statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import {
  grantSubscription,
  profileStream,
  setProfileEnabled,
  type SubscriptionGrant,
} from "../../src/modules/accounts/index.ts";
import {
  DEMO_ACCOUNTS_FILE,
  type DemoAccount,
  demoAccountEmails,
  readDemoAccounts,
} from "../../src/modules/demo/accounts.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { accountWithLogin, bearer, DAY, login, ok, type TestClock, testClock } from "./support.ts";

const GET_VIDEO = `query ($slug: String!) { getVideo(slug: $slug) { video { availability canPlay mediaUrl } } }`;

/**
 * What a viewer may play, decided by the token: anonymous visitors free videos (2), any registered
 * user with a running trial or subscription testing ones (1), a profile with a running full
 * subscription every video (0), administrators everything. Runs on the demo installation, whose
 * demo accounts it also checks.
 */
describe(`entitlement through getVideo, and the demo accounts (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let demo: DemoAccount[];
  const slugs = new Map<number, string>();
  const system = () => ({ services: server.services, commandContext: systemContext() });
  /** What a payment confirmed at `paidAt` buys a firm: a year of full access. */
  const paidYear = (profileId: number, paidAt: Date, reference: string): SubscriptionGrant => ({
    profileId,
    reference,
    profileType: 3,
    accessLevel: "full",
    period: { unit: "year", count: 1 },
    paidAt: paidAt.toISOString(),
    description: "Platba kartou",
  });
  /** Appends one event as the system would, and waits until the read models show it. */
  const recordEvent = async (stream: string, type: string, data: Record<string, unknown>) => {
    const metadata = {
      eventId: randomUUID(),
      correlationId: "entitlement-test",
      causationId: "entitlement-test",
      actor: "system",
      schemaVersion: 1,
    };
    const { position } = await server.services.store.appendToStream(
      stream,
      [{ type, data, metadata }],
      "stream_exists",
    );
    await server.services.projections.waitFor(position);
  };
  const demoLogin = (email: string) => login(server, email, demo.find((a) => a.email === email)!.password);
  /** The availabilities (0, 1, 2) this token plays. */
  const playable = async (token?: string) => {
    const plays: number[] = [];
    for (const [availability, slug] of [...slugs].sort()) {
      const { video } = ok(await server.graphql(GET_VIDEO, { slug }, token ? bearer(token) : {})).getVideo;
      expect(video.availability).toBe(availability);
      expect(video.mediaUrl !== null).toBe(video.canPlay);
      if (video.canPlay) plays.push(availability);
    }
    return plays;
  };

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ demoData: true, clock });
    demo = await readDemoAccounts(server.dataDir);
    for (const availability of [0, 1, 2]) {
      const row = await server.services.db
        .selectFrom("videos")
        .select("slug")
        .where("availability", "=", availability)
        .where("visible", "=", true)
        .executeTakeFirstOrThrow();
      slugs.set(availability, row.slug);
    }
  }, 120_000);
  afterAll(() => server?.close());

  it("creates the demo accounts with generated passwords kept in DATA_DIR, readable by the owner only", () => {
    expect(demo.map((a) => a.email)).toEqual(demoAccountEmails);
    expect(demoAccountEmails).toEqual([
      "admin@demo.zivakniznica.sk",
      "jednotlivec@demo.zivakniznica.sk",
      "skola@demo.zivakniznica.sk",
      "ucitel1@demo.zivakniznica.sk",
      "ucitel2@demo.zivakniznica.sk",
      "firma@demo.zivakniznica.sk",
      "skuska@demo.zivakniznica.sk",
    ]);
    expect(new Set(demo.map((a) => a.password)).size).toBe(demo.length);
    expect(statSync(path.join(server.dataDir, DEMO_ACCOUNTS_FILE)).mode & 0o777).toBe(0o600);
  });

  it("gives each demo account its profile", async () => {
    const profileOf = async (email: string) =>
      ok(
        await server.graphql(
          `{ me { userRole { name } userRoleId } getFullProfile { profileType { name } userCount subscriptions { accessLevel } } }`,
          {},
          bearer(await demoLogin(email)),
        ),
      );
    expect(await profileOf("admin@demo.zivakniznica.sk")).toEqual({
      me: { userRole: { name: "admin" }, userRoleId: 1 },
      getFullProfile: { profileType: { name: "admin" }, userCount: 1, subscriptions: [] },
    });
    expect((await profileOf("jednotlivec@demo.zivakniznica.sk")).getFullProfile).toEqual({
      profileType: { name: "single" },
      userCount: 1,
      subscriptions: [{ accessLevel: "full" }],
    });
    expect((await profileOf("skola@demo.zivakniznica.sk")).getFullProfile).toEqual({
      profileType: { name: "school" },
      userCount: 3,
      subscriptions: [{ accessLevel: "full" }],
    });
    expect(await profileOf("ucitel1@demo.zivakniznica.sk")).toMatchObject({
      me: { userRole: { name: "user" }, userRoleId: 3 },
    });
    expect((await profileOf("firma@demo.zivakniznica.sk")).getFullProfile).toMatchObject({
      profileType: { name: "firm" },
      subscriptions: [{ accessLevel: "full" }],
    });
    expect((await profileOf("skuska@demo.zivakniznica.sk")).getFullProfile).toMatchObject({
      profileType: { name: "trial" },
      subscriptions: [{ accessLevel: "trial" }],
    });
  });

  it("lets anonymous visitors play free videos only", async () => expect(await playable()).toEqual([2]));

  it("lets a trial user play testing videos but keeps the gate on subscription ones", async () =>
    expect(await playable(await demoLogin("skuska@demo.zivakniznica.sk"))).toEqual([1, 2]));

  it("lets full subscribers, the users of their profile included, play every video", async () => {
    expect(await playable(await demoLogin("jednotlivec@demo.zivakniznica.sk"))).toEqual([0, 1, 2]);
    expect(await playable(await demoLogin("ucitel2@demo.zivakniznica.sk"))).toEqual([0, 1, 2]);
  });

  it("lets administrators play everything without a subscription", async () =>
    expect(await playable(await demoLogin("admin@demo.zivakniznica.sk"))).toEqual([0, 1, 2]));

  it("gives a registered user without any subscription free videos only", async () => {
    const firm = await accountWithLogin(server, {
      profileType: 3,
      details: {
        phone: "+421 2 1234 5678",
        organizationName: "Bez predplatného s.r.o.",
        organizationId: "1",
        organizationVatId: "SK1",
        street: "A 1",
        city: "B",
        country: "C",
      },
    });
    expect(await playable(firm.token)).toEqual([2]);
    const paid = paidYear(firm.profileId, clock.now(), "payment-test-1");
    expect(await grantSubscription(system(), paid)).toBe(true);
    expect(await playable(firm.token)).toEqual([0, 1, 2]);
    // the same payment again grants nothing
    expect(await grantSubscription(system(), paid)).toBe(false);
    // a cancellation (no command makes one today; the event is honoured all the same) ends it at once
    const { id: subscriptionId } = await server.services.db
      .selectFrom("subscriptions")
      .select("id")
      .where("profile_id", "=", firm.profileId)
      .executeTakeFirstOrThrow();
    await recordEvent(profileStream(firm.profileId), "SubscriptionCancelled", {
      profileId: firm.profileId,
      subscriptionId,
      cancelledAt: clock.now().toISOString(),
    });
    expect(await playable(firm.token)).toEqual([2]);
  });

  it("does not count a subscription that starts later", async () => {
    const single = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "A 1", city: "B", country: "C" },
    });
    const tomorrow = new Date(clock.now().getTime() + DAY);
    await grantSubscription(system(), {
      ...paidYear(single.profileId, tomorrow, "payment-test-2"),
      profileType: 1,
      period: { unit: "month", count: 1 },
    });
    expect(await playable(single.token)).toEqual([2]);
  });

  it("treats a disabled profile's tokens as anonymous", async () => {
    const single = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "A 1", city: "B", country: "C" },
      subscription: {
        accessLevel: "full",
        startDate: clock.now(),
        expirationDate: new Date(clock.now().getTime() + 30 * DAY),
      },
    });
    expect(await playable(single.token)).toEqual([0, 1, 2]);
    await setProfileEnabled(system(), single.profileId, false);
    expect(await playable(single.token)).toEqual([2]);
  });

  // moves the clock: keep last
  it("stops counting expired subscriptions: the trial after 30 days, a full one at its expiration", async () => {
    const single = await accountWithLogin(server, {
      profileType: 1,
      details: { street: "A 1", city: "B", country: "C" },
      subscription: {
        accessLevel: "full",
        startDate: clock.now(),
        expirationDate: new Date(clock.now().getTime() + 40 * DAY),
      },
    });
    clock.advance(30 * DAY + 1000);
    expect(await playable(await demoLogin("skuska@demo.zivakniznica.sk"))).toEqual([2]);
    expect(await playable(await login(server, single.email))).toEqual([0, 1, 2]);
    clock.advance(10 * DAY);
    expect(await playable(await login(server, single.email))).toEqual([2]);
  });
});
