import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionChangeFor } from "../../src/modules/accounts/subscriptions/decide.ts";
import { paymentEvents, paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import {
  assignPayment,
  confirmPaymentReported,
  createSubscriptionPayment,
} from "../../src/modules/payments/card-payment/handlers.ts";
import { owedGrantOf, subscriptionGrantFor } from "../../src/modules/payments/grants/owed.ts";
import { listMoneyEvents } from "../../src/modules/payments/history/queries.ts";
import type { Payments } from "../../src/modules/payments/provider/setup.ts";
import { StripePaymentProvider } from "../../src/modules/payments/provider/stripe-provider.ts";
import { handleStripeWebhook } from "../../src/modules/payments/webhooks/stripe.ts";
import { DomainError } from "../../src/shared/errors.ts";
import { testDatabaseKind } from "../support/database.ts";
import { StripeApiStub } from "../support/stripe-api-stub.ts";
import { type PaymentsTestContext, startPayments } from "./support.ts";

const WEBHOOK_SECRET = "whsec_card_payments";

/**
 * Card payments end to end on a real database and the Stripe adapter (against a local Stripe API):
 * the client's report and the signed webhook converge on one payment stream.
 */
describe(`card payments (${testDatabaseKind})`, () => {
  let stub: StripeApiStub;
  let t: PaymentsTestContext;
  let payments: Payments;
  let eventNumber = 0;

  beforeAll(async () => {
    stub = await StripeApiStub.start();
    t = await startPayments();
    payments = {
      config: { stripe: null, testCards: true, invoicing: null },
      provider: new StripePaymentProvider({ secretKey: "sk_test_1", webhookSecret: WEBHOOK_SECRET }, stub.endpoint),
    };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  /** Stripe moves the intent to `status` and sends its webhook. */
  const stripeSends = (paymentId: string, status: string) => {
    const object = stub.update(paymentId, { status });
    const payload = JSON.stringify({
      id: `evt_${++eventNumber}`,
      object: "event",
      type: `payment_intent.${status}`,
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
  };
  const deliver = (body: { payload: string; signature: string }) =>
    handleStripeWebhook(t.services, payments, body.payload, body.signature);
  const successes = async (paymentId: string) =>
    (await t.eventTypes(paymentStream(paymentId))).filter((type) => type === "PaymentSucceeded").length;
  const grantsOf = async (paymentId: string) =>
    (await t.services.store.readStream(paymentStream(paymentId)))
      .map((e) => owedGrantOf(paymentEvents.decode(e)!))
      .filter(Boolean);

  it("the server creates the intent for the plan's price: 8,90 € a month, 299,00 € a school's year", async () => {
    const single = await createSubscriptionPayment(t.as("5"), payments, {
      subscriptionType: "individual",
      profileId: 5,
    });
    expect(single).toMatchObject({ amountCents: 890, currency: "eur", provider: "stripe" });
    expect(stub.requests.at(-1)!.form.get("amount")).toBe("890");
    expect(single.clientSecret).toBe(stub.intents.get(single.paymentId)!.client_secret);

    const school = await createSubscriptionPayment(t.as("6"), payments, { subscriptionType: "school", profileId: 6 });
    expect(stub.requests.at(-1)!.form.get("amount")).toBe("29900");
    expect(school.amountCents).toBe(29900);
  });

  it("an unknown plan or the free trial is refused before Stripe is asked", async () => {
    const asked = stub.requests.length;
    for (const subscriptionType of ["trial", "platinum"]) {
      await expect(
        createSubscriptionPayment(t.as("5"), payments, { subscriptionType, profileId: 5 }),
      ).rejects.toBeInstanceOf(DomainError);
    }
    expect(stub.requests.length).toBe(asked);
  });

  it("client's report first, then the webhook twice: one PaymentSucceeded", async () => {
    const { paymentId } = await createSubscriptionPayment(t.as("7"), payments, {
      subscriptionType: "single",
      profileId: 7,
    });
    const webhookBody = stripeSends(paymentId, "succeeded");
    expect(await confirmPaymentReported(t.as("7"), payments, paymentId)).toMatchObject({
      status: "succeeded",
      profileId: 7,
      planId: "single",
    });
    await deliver(webhookBody);
    await deliver(stripeSends(paymentId, "succeeded"));
    expect(await successes(paymentId)).toBe(1);
    const [success] = (await t.services.store.readStream(paymentStream(paymentId))).filter(
      (e) => e.type === "PaymentSucceeded",
    );
    expect(success!.metadata.actor).toBe("7");
    expect(await grantsOf(paymentId)).toHaveLength(1);
  });

  it("the webhook first, then the client's report: one PaymentSucceeded, and the report does not ask Stripe again", async () => {
    const { paymentId } = await createSubscriptionPayment(t.as("8"), payments, {
      subscriptionType: "single",
      profileId: 8,
    });
    await deliver(stripeSends(paymentId, "succeeded"));
    const asked = stub.requests.length;
    expect(await confirmPaymentReported(t.as("8"), payments, paymentId)).toMatchObject({ status: "succeeded" });
    expect(stub.requests.length).toBe(asked);
    expect(await successes(paymentId)).toBe(1);
    const [success] = (await t.services.store.readStream(paymentStream(paymentId))).filter(
      (e) => e.type === "PaymentSucceeded",
    );
    expect(success!.metadata.actor).toBe("provider");
  });

  it("the report and the webhook at the same moment: one PaymentSucceeded", async () => {
    for (let round = 0; round < 5; round++) {
      const { paymentId } = await createSubscriptionPayment(t.as("9"), payments, {
        subscriptionType: "single",
        profileId: 9,
      });
      const body = stripeSends(paymentId, "succeeded");
      await Promise.all([
        confirmPaymentReported(t.as("9"), payments, paymentId),
        deliver(body),
        deliver(body),
        confirmPaymentReported(t.as("9"), payments, paymentId),
      ]);
      expect(await successes(paymentId)).toBe(1);
    }
  });

  it("access waits for the server to see the success: a report while 3-D Secure is pending or after a decline grants nothing", async () => {
    const { paymentId } = await createSubscriptionPayment(t.as("10"), payments, {
      subscriptionType: "single",
      profileId: 10,
    });
    stub.update(paymentId, { status: "requires_action" });
    expect(await confirmPaymentReported(t.as("10"), payments, paymentId)).toMatchObject({ status: "requires_action" });
    stub.update(paymentId, {
      status: "requires_payment_method",
      last_payment_error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    });
    expect(await confirmPaymentReported(t.as("10"), payments, paymentId)).toMatchObject({
      status: "failed",
      failure: { code: "card_declined", message: "Your card was declined." },
    });
    expect(await grantsOf(paymentId)).toEqual([]);
    // another card, and it goes through
    stub.update(paymentId, { status: "succeeded", last_payment_error: null });
    expect(await confirmPaymentReported(t.as("10"), payments, paymentId)).toMatchObject({ status: "succeeded" });
    expect(await t.eventTypes(paymentStream(paymentId))).toEqual([
      "PaymentIntentCreated",
      "PaymentActionRequired",
      "PaymentFailed",
      "PaymentSucceeded",
    ]);
  });

  it("a report of a payment the server never created is PAYMENT_NOT_FOUND, and records nothing", async () => {
    const before = await t.eventCount();
    await expect(confirmPaymentReported(t.as("anonymous"), payments, "pi_not_ours")).rejects.toMatchObject({
      code: "PAYMENT_NOT_FOUND",
    });
    expect(await t.eventCount()).toBe(before);
  });

  it("paying before registering: the payment goes to the new profile once, and grants its subscription then", async () => {
    const { paymentId } = await createSubscriptionPayment(t.as("anonymous"), payments, {
      subscriptionType: "individual",
    });
    await deliver(stripeSends(paymentId, "succeeded"));
    expect(await confirmPaymentReported(t.as("anonymous"), payments, paymentId)).toMatchObject({
      status: "succeeded",
      profileId: null,
    });
    expect(await grantsOf(paymentId)).toEqual([]);

    t.clock.set("2026-03-02T09:05:00Z");
    await assignPayment(t.as("anonymous"), { paymentId, profileId: 30, planId: "single" });
    await assignPayment(t.as("anonymous"), { paymentId, profileId: 30, planId: "single" });
    await expect(
      assignPayment(t.as("anonymous"), { paymentId, profileId: 31, planId: "single" }),
    ).rejects.toMatchObject({ code: "PAYMENT_ALREADY_USED" });

    const [grant] = await grantsOf(paymentId);
    expect(grant).toMatchObject({ profileId: 30, planId: "single", reference: paymentStream(paymentId) });
    // counted from the moment the success was seen
    expect(subscriptionChangeFor(subscriptionGrantFor(grant!), [])).toMatchObject({
      kind: "start",
      startDate: "2026-03-02T09:00:00.000Z",
      expirationDate: "2026-04-02T08:00:00.000Z",
    });

    // the new profile's trail shows the whole payment, including what happened before it existed
    const trail = await listMoneyEvents(t.services.db, 30);
    expect(trail.map((e) => [e.type, e.actor, e.amountCents])).toEqual([
      ["PaymentIntentCreated", "anonymous", 890],
      ["PaymentSucceeded", "provider", 890],
      ["PaymentAssigned", "anonymous", 890],
    ]);
    expect(trail.every((e) => e.reference === paymentStream(paymentId))).toBe(true);
  });

  it("the trail of a profile lists its money events in order, and a rebuild of the read model gives the same rows", async () => {
    await t.settle();
    const trail = await listMoneyEvents(t.services.db, 10);
    expect(trail.map((e) => e.type)).toEqual([
      "PaymentIntentCreated",
      "PaymentActionRequired",
      "PaymentFailed",
      "PaymentSucceeded",
    ]);
    expect(trail.find((e) => e.type === "PaymentFailed")!.detail).toBe("card_declined");
    for (let i = 1; i < trail.length; i++)
      expect(trail[i]!.occurredAt.getTime()).toBeGreaterThanOrEqual(trail[i - 1]!.occurredAt.getTime());

    const live = await t.readModels();
    expect(live.money_events!.length).toBeGreaterThan(20);
    await t.runner.rebuild("payments");
    expect(await t.readModels()).toEqual(live);
  });
});
