import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startJobs } from "../../src/app/jobs.ts";
import { commandRunner } from "../../src/eventstore/pipeline.ts";
import { profileStream } from "../../src/modules/accounts/index.ts";
import { expireOverdueOrders, placeBankTransferOrder } from "../../src/modules/payments/bank-transfer/handlers.ts";
import { paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import { assignPayment, confirmPaymentReported } from "../../src/modules/payments/card-payment/handlers.ts";
import { grantSubscriptionOf } from "../../src/modules/payments/grants/apply.ts";
import { sweepOwedGrants } from "../../src/modules/payments/grants/sweeper.ts";
import { paymentJobs } from "../../src/modules/payments/jobs.ts";
import type { Payments } from "../../src/modules/payments/provider/setup.ts";
import { accountWithLogin, bearer, DAY, type TestClock, testClock } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import { paidTestIntent } from "./graphql-support.ts";
import { environmentPayments } from "./support.ts";

/**
 * The bridge from payments to subscriptions when the request that confirmed the money did not
 * finish the job: the ledger (projections/payments-grants.ts) keeps what is owed, and the sweeper
 * grants it — once, however many times and from however many places it is tried.
 */
describe(`owed subscriptions: the ledger and the sweeper (${testDatabaseKind})`, () => {
  let server: TestServer;
  let clock: TestClock;
  let payments: Payments;

  beforeAll(async () => {
    clock = testClock();
    server = await startTestServer({ clock });
    payments = environmentPayments(server.services);
  }, 120_000);
  afterAll(() => server?.close());

  /** A handler context acting as `actor`, waiting for the read models as a request does. */
  const as = (actor: string) => {
    const commandContext = { actor, correlationId: `grants-test-${actor}` };
    return { services: server.services, commandContext, run: commandRunner(server.services, commandContext) };
  };
  const singleProfile = () =>
    accountWithLogin(server, { profileType: 1, details: { street: "Hlavná 1", city: "Žilina", country: "Slovensko" } });
  /**
   * A card payment of the profile whose success is recorded, and nothing more: what is left when
   * the process stops between recording the payment and granting it.
   */
  const recordedButNotGranted = async (account: { profileId: number; userId: number; token: string }) => {
    const intent = await paidTestIntent(server, "single", undefined, bearer(account.token));
    await confirmPaymentReported(as(String(account.userId)), payments, intent.paymentId);
    return intent.paymentId;
  };
  const subscriptionEvents = async (profileId: number) =>
    (await server.services.store.readStream(profileStream(profileId)))
      .filter((e) => e.type.startsWith("Subscription"))
      .map((e) => [e.type, e.data.reference]);
  const ledgerRow = (reference: string) =>
    server.services.db
      .selectFrom("subscription_grants")
      .selectAll()
      .where("reference", "=", reference)
      .executeTakeFirst();

  it("records what a confirmed payment owes, and the sweeper grants it once (after its grace period)", async () => {
    const account = await singleProfile();
    const paymentId = await recordedButNotGranted(account);
    const reference = paymentStream(paymentId);
    expect(await ledgerRow(reference)).toMatchObject({ profile_id: account.profileId, granted_at: null, attempts: 0 });
    expect(await subscriptionEvents(account.profileId)).toEqual([]);

    // the request that recorded it is presumed to be granting it still
    expect((await sweepOwedGrants(server.services, { graceMs: 60_000 })).granted).not.toContain(reference);
    expect(await subscriptionEvents(account.profileId)).toEqual([]);

    expect((await sweepOwedGrants(server.services, { graceMs: 0 })).granted).toContain(reference);
    expect(await subscriptionEvents(account.profileId)).toEqual([["SubscriptionStarted", reference]]);
    expect((await ledgerRow(reference))!.granted_at).toBeInstanceOf(Date);
    expect((await sweepOwedGrants(server.services, { graceMs: 0 })).granted).not.toContain(reference);

    // the client's report arriving late grants nothing more
    await grantSubscriptionOf(as(String(account.userId)), reference);
    expect(await subscriptionEvents(account.profileId)).toEqual([["SubscriptionStarted", reference]]);
  });

  it("the request's grant and two sweepers at the same moment: one subscription", async () => {
    const account = await singleProfile();
    const reference = paymentStream(await recordedButNotGranted(account));
    await Promise.all([
      grantSubscriptionOf(as(String(account.userId)), reference),
      sweepOwedGrants(server.services, { graceMs: 0 }),
      sweepOwedGrants(server.services, { graceMs: 0 }),
    ]);
    expect(await subscriptionEvents(account.profileId)).toEqual([["SubscriptionStarted", reference]]);
  });

  it("two payments of one profile granted at the same moment both count: the second extends the first", async () => {
    const account = await singleProfile();
    const first = paymentStream(await recordedButNotGranted(account));
    const second = paymentStream(await recordedButNotGranted(account));
    await Promise.all([grantSubscriptionOf(as("a"), first), grantSubscriptionOf(as("b"), second)]);
    const events = await server.services.store.readStream(profileStream(account.profileId));
    const start = events.find((e) => e.type === "SubscriptionStarted")!.data as {
      startDate: string;
      expirationDate: string;
    };
    const extension = events.find((e) => e.type === "SubscriptionExtended")!.data as { expirationDate: string };
    const twoMonths = new Date(start.startDate);
    twoMonths.setUTCMonth(twoMonths.getUTCMonth() + 2);
    expect(Math.abs(new Date(extension.expirationDate).getTime() - twoMonths.getTime())).toBeLessThanOrEqual(3600_000); // a summer-time hour at most
    expect(new Date(extension.expirationDate).getTime()).toBeGreaterThan(new Date(start.expirationDate).getTime());
  });

  it("a grant that cannot be applied stays owed, with its error, and is tried again at each sweep", async () => {
    const account = await singleProfile();
    const intent = await paidTestIntent(server, "single");
    await confirmPaymentReported(as("anonymous"), payments, intent.paymentId);
    // given to a profile that does not exist (nothing in the product does this; a bug might)
    await assignPayment(as("anonymous"), { paymentId: intent.paymentId, profileId: 999_999, planId: "single" });
    const reference = paymentStream(intent.paymentId);
    for (let sweep = 1; sweep <= 2; sweep++) {
      expect((await sweepOwedGrants(server.services, { graceMs: 0 })).failed).toContain(reference);
      expect(await ledgerRow(reference)).toMatchObject({
        granted_at: null,
        attempts: sweep,
        last_error: "PROFILE_NOT_FOUND",
      });
    }
    // and it holds no one else up
    const other = paymentStream(await recordedButNotGranted(account));
    expect((await sweepOwedGrants(server.services, { graceMs: 0 })).granted).toContain(other);
  });

  it("a rebuild of the ledger's projector replays every grant event and grants nothing again", async () => {
    const before = await server.services.db
      .selectFrom("subscriptions")
      .select(["id", "expiration_date"])
      .orderBy("id")
      .execute();
    const eventsBefore = await server.services.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    await server.services.runner.rebuild("payments-grants");
    const { granted } = await sweepOwedGrants(server.services, { graceMs: 0 });
    expect(granted).toEqual([]);
    expect(
      await server.services.db.selectFrom("subscriptions").select(["id", "expiration_date"]).orderBy("id").execute(),
    ).toEqual(before);
    const eventsAfter = await server.services.db
      .selectFrom("events")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(eventsAfter.n)).toBe(Number(eventsBefore.n));
  });

  it("the process's timers sweep owed grants and expire overdue orders on their own", async () => {
    const account = await singleProfile();
    const reference = paymentStream(await recordedButNotGranted(account));
    const { orderNumber } = await placeBankTransferOrder(as(String(account.userId)), payments, {
      profileId: account.profileId,
      subscriptionType: "single",
      buyer: { name: "Ján Platca", street: "Hlavná 1", city: "Žilina", country: "Slovensko" },
    });
    clock.advance(15 * DAY);
    // the module's job definitions, run by the app's scheduler on short intervals
    const jobs = startJobs(
      paymentJobs(server.services, payments, { sweepEveryMs: 20, expiryEveryMs: 20, resumeEveryMs: 20, graceMs: 0 }),
      () => {},
    );
    try {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const order = await server.services.db
          .selectFrom("payment_orders")
          .select("status")
          .where("order_number", "=", orderNumber)
          .executeTakeFirstOrThrow();
        const granted = (await subscriptionEvents(account.profileId)).length > 0;
        if (order.status === "expired" && granted) break;
        if (Date.now() > deadline) throw new Error(`order ${order.status}, granted ${granted}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await jobs.stop();
    }
    expect(await subscriptionEvents(account.profileId)).toEqual([["SubscriptionStarted", reference]]);
    expect(await expireOverdueOrders(as("system"))).toEqual([]);
  });
});
