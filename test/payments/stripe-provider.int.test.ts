import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import { createSubscriptionPayment } from "../../src/modules/payments/card-payment/handlers.ts";
import type { Payments } from "../../src/modules/payments/provider/setup.ts";
import { StripePaymentProvider } from "../../src/modules/payments/provider/stripe-provider.ts";
import { TestPaymentProvider } from "../../src/modules/payments/provider/test-provider.ts";
import { handleStripeWebhook } from "../../src/modules/payments/webhooks/stripe.ts";
import { DomainError } from "../../src/shared/errors.ts";
import { testDatabaseKind } from "../support/database.ts";
import { StripeApiStub, type StripeIntentJson } from "../support/stripe-api-stub.ts";
import { type PaymentsTestContext, startPayments } from "./support.ts";

const WEBHOOK_SECRET = "whsec_test_living_library";
const settings = { secretKey: "sk_test_living_library", webhookSecret: WEBHOOK_SECRET };
const declined = {
  type: "card_error",
  code: "card_declined",
  decline_code: "generic_decline",
  message: "Your card was declined.",
};

const codeOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).code;
};

/** A webhook body as Stripe sends it, and its Stripe-Signature header made by the SDK's own test helper. */
function webhook(
  eventId: string,
  type: string,
  object: unknown,
  options: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return { payload, signature };
}

describe("Stripe adapter against a local Stripe API", () => {
  let stub: StripeApiStub;
  let stripe: StripePaymentProvider;

  beforeAll(async () => {
    stub = await StripeApiStub.start();
    stripe = new StripePaymentProvider(settings, stub.endpoint);
  });
  afterAll(() => stub?.close());

  it("creates a card payment intent for the amount and currency it is given", async () => {
    const intent = await stripe.createIntent({
      amountCents: 890,
      currency: "eur",
      description: "Predplatné",
      metadata: { plan: "single", profileId: "7" },
    });
    const request = stub.requests.at(-1)!;
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/v1/payment_intents");
    expect(request.authorization).toBe("Bearer sk_test_living_library");
    expect(Object.fromEntries(request.form)).toEqual({
      amount: "890",
      currency: "eur",
      description: "Predplatné",
      "metadata[plan]": "single",
      "metadata[profileId]": "7",
      "allowed_payment_method_types[0]": "card",
    });
    expect(intent).toEqual({
      id: intent.id,
      clientSecret: stub.intents.get(intent.id)!.client_secret,
      amountCents: 890,
      currency: "eur",
      status: "pending",
      failure: null,
    });
  });

  it("retrieves an intent as succeeded, waiting for 3-D Secure, declined, canceled or undecided", async () => {
    const { id } = await stripe.createIntent({ amountCents: 29900, currency: "eur", description: "x", metadata: {} });
    const statusAfter = async (changes: Parameters<StripeApiStub["update"]>[1]) => {
      stub.update(id, changes);
      const { status, failure, amountCents } = await stripe.retrieveIntent(id);
      expect(stub.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/payment_intents/${id}` });
      return { status, failure, amountCents };
    };
    expect(await statusAfter({ status: "requires_payment_method" })).toEqual({
      status: "pending",
      failure: null,
      amountCents: 29900,
    });
    expect(await statusAfter({ status: "requires_action" })).toEqual({
      status: "requires_action",
      failure: null,
      amountCents: 29900,
    });
    expect(await statusAfter({ status: "requires_payment_method", last_payment_error: declined })).toEqual({
      status: "failed",
      failure: { code: "generic_decline", message: "Your card was declined." },
      amountCents: 29900,
    });
    expect(await statusAfter({ status: "processing", last_payment_error: null })).toEqual({
      status: "pending",
      failure: null,
      amountCents: 29900,
    });
    expect(await statusAfter({ status: "succeeded" })).toEqual({
      status: "succeeded",
      failure: null,
      amountCents: 29900,
    });
    expect(await statusAfter({ status: "canceled", cancellation_reason: "abandoned" })).toEqual({
      status: "failed",
      failure: { code: "abandoned", message: "" },
      amountCents: 29900,
    });
  });

  it("an intent Stripe does not have is PAYMENT_NOT_FOUND", async () => {
    expect(await codeOf(stripe.retrieveIntent("pi_missing"))).toBe("PAYMENT_NOT_FOUND");
  });

  it("Stripe out of reach is PAYMENT_PROVIDER_UNAVAILABLE, for the customer to try again", async () => {
    const gone = await StripeApiStub.start();
    const unreachable = new StripePaymentProvider(settings, gone.endpoint);
    await gone.close();
    expect(await codeOf(unreachable.retrieveIntent("pi_1"))).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
  });
});

describe(`Stripe webhook (${testDatabaseKind})`, () => {
  let stub: StripeApiStub;
  let t: PaymentsTestContext;
  let payments: Payments;

  beforeAll(async () => {
    stub = await StripeApiStub.start();
    t = await startPayments();
    payments = {
      config: { stripe: null, testCards: true, invoicing: null },
      provider: new StripePaymentProvider(settings, stub.endpoint),
    };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await stub?.close();
  });

  const newPayment = async () => {
    const { paymentId } = await createSubscriptionPayment(t.as("17"), payments, {
      subscriptionType: "individual",
      profileId: 17,
    });
    return stub.intents.get(paymentId)!;
  };
  const deliver = (body: { payload: string; signature: string | undefined }) =>
    handleStripeWebhook(t.services, payments, body.payload, body.signature);

  it("accepts a payment_intent event signed with the webhook secret, and records it as the provider's doing", async () => {
    const intent = await newPayment();
    const result = await deliver(
      webhook("evt_ok_1", "payment_intent.succeeded", stub.update(intent.id, { status: "succeeded" })),
    );
    expect(result).toEqual({ eventId: "evt_ok_1", paymentId: intent.id });
    const events = await t.services.store.readStream(paymentStream(intent.id));
    expect(events.map((e) => [e.type, e.metadata.actor])).toEqual([
      ["PaymentIntentCreated", "17"],
      ["PaymentSucceeded", "provider"],
    ]);
    expect(events[1]!.data).toMatchObject({
      profileId: 17,
      amountCents: 890,
      source: "webhook",
      providerEventId: "evt_ok_1",
    });
  });

  it("refuses a forged, altered, unsigned or stale webhook, and records nothing", async () => {
    const intent = await newPayment();
    const succeeded: StripeIntentJson = { ...intent, status: "succeeded" };
    const before = await t.eventCount();
    const genuine = webhook("evt_forged", "payment_intent.succeeded", succeeded);
    const attempts = [
      webhook("evt_forged", "payment_intent.succeeded", succeeded, { secret: "whsec_someone_else" }),
      { payload: genuine.payload.replace('"amount":890', '"amount":1'), signature: genuine.signature },
      { payload: genuine.payload, signature: undefined },
      { payload: genuine.payload, signature: "t=1,v1=00" },
      webhook("evt_forged", "payment_intent.succeeded", succeeded, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ];
    for (const attempt of attempts) expect(await codeOf(deliver(attempt))).toBe("WEBHOOK_SIGNATURE_INVALID");
    expect(await t.eventCount()).toBe(before);
  });

  it("processes each Stripe event once: a redelivered old event changes nothing", async () => {
    const intent = await newPayment();
    const failedFirst = webhook(
      "evt_decline",
      "payment_intent.payment_failed",
      stub.update(intent.id, { status: "requires_payment_method", last_payment_error: declined }),
    );
    await deliver(failedFirst);
    await deliver(
      webhook(
        "evt_3ds",
        "payment_intent.requires_action",
        stub.update(intent.id, { status: "requires_action", last_payment_error: null }),
      ),
    );
    // Stripe delivers the decline again: it was handled already, so the payment stays waiting for 3-D Secure
    await deliver(failedFirst);
    await deliver(failedFirst);
    expect(await t.eventTypes(paymentStream(intent.id))).toEqual([
      "PaymentIntentCreated",
      "PaymentFailed",
      "PaymentActionRequired",
    ]);

    const success = webhook("evt_paid", "payment_intent.succeeded", stub.update(intent.id, { status: "succeeded" }));
    await deliver(success);
    await deliver(success);
    expect(await t.eventTypes(paymentStream(intent.id))).toEqual([
      "PaymentIntentCreated",
      "PaymentFailed",
      "PaymentActionRequired",
      "PaymentSucceeded",
    ]);
  });

  it("ignores events about anything but payment intents, and intents it did not create", async () => {
    const before = await t.eventCount();
    expect(await deliver(webhook("evt_charge", "charge.succeeded", { id: "ch_1", object: "charge" }))).toEqual({
      eventId: null,
      paymentId: null,
    });
    const foreign: StripeIntentJson = { ...(await newPayment()), id: "pi_made_elsewhere", status: "succeeded" };
    const afterCreate = await t.eventCount();
    expect(afterCreate).toBe(before + 1);
    await deliver(webhook("evt_foreign", "payment_intent.succeeded", foreign));
    expect(await t.eventCount()).toBe(afterCreate);
  });

  it("without a webhook secret, or with the test provider, there is no webhook", async () => {
    const { payload, signature } = webhook("evt_x", "payment_intent.succeeded", {});
    const withoutSecret: Payments = {
      ...payments,
      provider: new StripePaymentProvider({ ...settings, webhookSecret: null }, stub.endpoint),
    };
    expect(await codeOf(handleStripeWebhook(t.services, withoutSecret, payload, signature))).toBe(
      "WEBHOOK_NOT_CONFIGURED",
    );
    const testProvider: Payments = { ...payments, provider: new TestPaymentProvider(t.services.db, t.clock) };
    expect(await codeOf(handleStripeWebhook(t.services, testProvider, payload, signature))).toBe(
      "WEBHOOK_NOT_CONFIGURED",
    );
  });
});
