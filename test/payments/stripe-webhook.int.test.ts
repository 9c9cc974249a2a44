import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileStream } from "../../src/modules/accounts/events.ts";
import { paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import { accountWithLogin, bearer, login, ok } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  accountCounts,
  ADD_INDIVIDUAL_SUBSCRIPTION,
  ADD_ORGANISATION_SUBSCRIPTION,
  CONFIRM_TEST_CARD,
  expectCode,
  FULL_PROFILE,
  GET_PROFILE_SUBSCRIPTION_INTENT,
  GET_SUBSCRIPTION_INTENT,
  individualForm,
  REGISTER_INDIVIDUAL,
  REGISTER_ORGANISATION,
  runningSubscriptions,
  schoolForm,
} from "./graphql-support.ts";
import { StripeApiStub } from "../support/stripe-api-stub.ts";

const WEBHOOK_SECRET = "whsec_living_library_http";

/**
 * Card payments through Stripe (the adapter against a local Stripe API), over HTTP: the client's
 * report (the `intent` argument) and Stripe's signed webhook both confirm a payment; whichever comes
 * first grants the subscription, and the other changes nothing.
 */
describe(`Stripe over HTTP: the client's report and the webhook (${testDatabaseKind})`, () => {
  let stub: StripeApiStub;
  let server: TestServer;
  let eventNumber = 0;
  const single = { street: "Hlavná 1", city: "Trnava", country: "Slovensko" };

  beforeAll(async () => {
    stub = await StripeApiStub.start();
    server = await startTestServer({
      payments: {
        // as in production without INVOICE_*: no bank transfer
        config: {
          invoicing: null,
          testCards: false,
          stripe: { secretKey: "sk_test_http", publishableKey: "pk_test_http", webhookSecret: WEBHOOK_SECRET },
        },
        stripeEndpoint: stub.endpoint,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await stub?.close();
  });

  /** Stripe's card step succeeded; the signed event it then sends (Stripe-Signature made by the SDK's own helper). */
  const stripeSucceeds = (paymentId: string, options: { secret?: string } = {}) => {
    const object = stub.update(paymentId, { status: "succeeded" });
    const payload = JSON.stringify({
      id: `evt_http_${++eventNumber}`,
      object: "event",
      type: "payment_intent.succeeded",
      data: { object },
    });
    return {
      payload,
      signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET }),
    };
  };
  const deliver = (body: { payload: string; signature?: string }) =>
    fetch(`${server.url}/webhooks/stripe`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(body.signature ? { "stripe-signature": body.signature } : {}),
      },
      body: body.payload,
    });
  const paymentEvents = async (paymentId: string) =>
    (await server.services.store.readStream(paymentStream(paymentId))).map((e) => [e.type, e.metadata.actor]);
  const grantsOf = async (profileId: number) =>
    (await server.services.store.readStream(profileStream(profileId)))
      .filter((e) => e.type.startsWith("Subscription"))
      .map((e) => [e.type, e.data.reference]);

  it("tells the client to show Stripe Elements with the publishable key, and has no test card form", async () => {
    expect(
      ok(await server.graphql(`{ paymentSettings { provider publishableKey bankTransfer } }`)).paymentSettings,
    ).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_http",
      bankTransfer: false,
    });
    expectCode(
      await server.graphql(CONFIRM_TEST_CARD, {
        clientSecret: "pi_1_secret_1",
        cardNumber: "4242424242424242",
        expiry: "12/34",
        cvc: "123",
      }),
      "PAYMENT_PROVIDER_NOT_TEST",
    );
  });

  it("without a configured seller, paying by invoice is refused before anything is created", async () => {
    const before = await accountCounts(server);
    expectCode(
      await server.graphql(REGISTER_ORGANISATION, { ...schoolForm(), paymentMethod: "invoice" }),
      "BANK_TRANSFER_UNAVAILABLE",
    );
    expect(await accountCounts(server)).toEqual(before);
    const school = await accountWithLogin(server, {
      profileType: 2,
      details: { phone: "+421900111222", organizationName: "ZŠ", street: "A 1", city: "B", country: "C" },
    });
    expectCode(
      await server.graphql(ADD_ORGANISATION_SUBSCRIPTION, { intent: null }, bearer(school.token)),
      "BANK_TRANSFER_UNAVAILABLE",
    );
  });

  it("charges what the plan costs, whatever the client would like: Stripe is asked for 8,90 € and 299,00 €", async () => {
    const single = ok(
      await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "individual", email: "a.platca@example.sk" }),
    ).getSubscriptionIntent;
    expect(stub.requests.at(-1)!.form.get("amount")).toBe("890");
    expect(single).toMatchObject({
      amountCents: 890,
      provider: "stripe",
      clientSecret: stub.intents.get(single.paymentId)!.client_secret,
    });
    ok(await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "school", email: "b.platca@example.sk" }));
    expect(stub.requests.at(-1)!.form.get("amount")).toBe("29900");

    // the single plan's 8,90 € paid at Stripe cannot buy a school's year
    await deliver(stripeSucceeds(single.paymentId));
    const before = await accountCounts(server);
    expectCode(
      await server.graphql(REGISTER_ORGANISATION, {
        ...schoolForm(),
        paymentMethod: "stripe",
        intent: single.paymentId,
      }),
      "PAYMENT_PLAN_MISMATCH",
    );
    expect(await accountCounts(server)).toEqual(before);
  });

  it("report first, then the webhook twice: one payment, one subscription, every delivery answered 200", async () => {
    const account = await accountWithLogin(server, { profileType: 1, details: single });
    const intent = ok(
      await server.graphql(GET_PROFILE_SUBSCRIPTION_INTENT, { subscriptionType: "single" }, bearer(account.token)),
    ).getProfileSubscriptionIntent;
    const webhook = stripeSucceeds(intent.paymentId);
    expect(
      ok(await server.graphql(ADD_INDIVIDUAL_SUBSCRIPTION, { intent: intent.paymentId }, bearer(account.token)))
        .addIndividualSubscription.paid,
    ).toBe(true);
    for (let delivery = 0; delivery < 2; delivery++) {
      const response = await deliver(webhook);
      expect(response.status).toBe(200);
    }
    expect((await deliver(stripeSucceeds(intent.paymentId))).status).toBe(200); // a new event id about the same success
    expect(await paymentEvents(intent.paymentId)).toEqual([
      ["PaymentIntentCreated", String(account.userId)],
      ["PaymentSucceeded", String(account.userId)],
    ]);
    expect(await grantsOf(account.profileId)).toEqual([["SubscriptionStarted", paymentStream(intent.paymentId)]]);
  });

  it("the webhook first: the subscription is granted without the client, and the report that follows changes nothing", async () => {
    const account = await accountWithLogin(server, { profileType: 1, details: single });
    const intent = ok(
      await server.graphql(GET_PROFILE_SUBSCRIPTION_INTENT, { subscriptionType: "single" }, bearer(account.token)),
    ).getProfileSubscriptionIntent;
    const webhook = stripeSucceeds(intent.paymentId);
    expect((await deliver(webhook)).status).toBe(200);
    // the customer closed the browser after paying: the access is there anyway
    const profile = ok(await server.graphql(FULL_PROFILE, {}, bearer(account.token))).getFullProfile;
    expect(runningSubscriptions(profile, new Date())).toHaveLength(1);

    const asked = stub.requests.length;
    expect(
      ok(await server.graphql(ADD_INDIVIDUAL_SUBSCRIPTION, { intent: intent.paymentId }, bearer(account.token)))
        .addIndividualSubscription.paid,
    ).toBe(true);
    expect(stub.requests.length).toBe(asked); // it knew the payment had succeeded
    expect((await deliver(webhook)).status).toBe(200);
    expect(await paymentEvents(intent.paymentId)).toEqual([
      ["PaymentIntentCreated", String(account.userId)],
      ["PaymentSucceeded", "provider"],
    ]);
    expect(await grantsOf(account.profileId)).toEqual([["SubscriptionStarted", paymentStream(intent.paymentId)]]);
  });

  it("report and webhook at the same moment: one subscription", async () => {
    const account = await accountWithLogin(server, { profileType: 1, details: single });
    const intent = ok(
      await server.graphql(GET_PROFILE_SUBSCRIPTION_INTENT, { subscriptionType: "single" }, bearer(account.token)),
    ).getProfileSubscriptionIntent;
    const webhook = stripeSucceeds(intent.paymentId);
    const [report, first, second] = await Promise.all([
      server.graphql(ADD_INDIVIDUAL_SUBSCRIPTION, { intent: intent.paymentId }, bearer(account.token)),
      deliver(webhook),
      deliver(webhook),
    ]);
    expect(ok(report).addIndividualSubscription.paid).toBe(true);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await paymentEvents(intent.paymentId)).filter(([type]) => type === "PaymentSucceeded")).toHaveLength(1);
    expect(await grantsOf(account.profileId)).toEqual([["SubscriptionStarted", paymentStream(intent.paymentId)]]);
  });

  it("paying before registering: the webhook records the payment, the registration takes it once", async () => {
    const form = individualForm();
    const intent = ok(
      await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "single", email: form.email }),
    ).getSubscriptionIntent;
    const webhook = stripeSucceeds(intent.paymentId);
    expect((await deliver(webhook)).status).toBe(200);
    expect(
      ok(await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }))
        .registerIndividual.paid,
    ).toBe(true);
    expect((await deliver(webhook)).status).toBe(200);
    const token = await login(server, form.email);
    const profile = ok(await server.graphql(FULL_PROFILE, {}, bearer(token))).getFullProfile;
    expect(runningSubscriptions(profile, new Date())).toHaveLength(1);
    expect((await paymentEvents(intent.paymentId)).map(([type]) => type)).toEqual([
      "PaymentIntentCreated",
      "PaymentSucceeded",
      "PaymentAssigned",
    ]);
    expect(await grantsOf(profile.id)).toEqual([["SubscriptionStarted", paymentStream(intent.paymentId)]]);
  });

  it("a forged, unsigned or tampered webhook is refused with 400 and records nothing", async () => {
    const account = await accountWithLogin(server, { profileType: 1, details: single });
    const intent = ok(
      await server.graphql(GET_PROFILE_SUBSCRIPTION_INTENT, { subscriptionType: "single" }, bearer(account.token)),
    ).getProfileSubscriptionIntent;
    const genuine = stripeSucceeds(intent.paymentId);
    const attempts = [
      stripeSucceeds(intent.paymentId, { secret: "whsec_someone_else" }),
      { payload: genuine.payload },
      { payload: genuine.payload.replace('"amount":890', '"amount":1'), signature: genuine.signature },
    ];
    for (const attempt of attempts) {
      const response = await deliver(attempt);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "WEBHOOK_SIGNATURE_INVALID" });
    }
    expect(await paymentEvents(intent.paymentId)).toEqual([["PaymentIntentCreated", String(account.userId)]]);
    expect(await grantsOf(account.profileId)).toEqual([]);
    expect((await fetch(`${server.url}/webhooks/stripe`)).status).toBe(405);
  });
});
