import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import { bearer, login, ok, uniqueEmail } from "../accounts/support.ts";
import { testDatabaseKind } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";
import {
  accountCounts,
  CARDS,
  COMPLETE_TEST_AUTHENTICATION,
  CONFIRM_TEST_CARD,
  expectCode,
  FULL_PROFILE,
  GET_SUBSCRIPTION_INTENT,
  GET_VIDEO,
  individualForm,
  paidTestIntent,
  REGISTER_INDIVIDUAL,
  REGISTER_ORGANISATION,
  runningSubscriptions,
  schoolForm,
} from "./graphql-support.ts";

/**
 * Registering a paid profile over GraphQL with the built-in test provider, as the client does it:
 * getSubscriptionIntent → the card form (confirmTestCardPayment) → registerIndividual with the
 * intent. The subscription exists when the registration answers.
 */
describe(`paid registration by card (${testDatabaseKind})`, () => {
  let server: TestServer;
  let subscriptionVideo: string;

  beforeAll(async () => {
    server = await startTestServer({ demoData: true });
    const row = await server.services.db
      .selectFrom("videos")
      .select("slug")
      .where("availability", "=", 0)
      .where("visible", "=", true)
      .executeTakeFirstOrThrow();
    subscriptionVideo = row.slug;
  }, 120_000);
  afterAll(() => server?.close());

  const paymentEvents = async (paymentId: string) =>
    (await server.services.store.readStream(paymentStream(paymentId))).map((e) => e.type);

  it("offers the plans at the server's prices, and the test provider's card form", async () => {
    const data = ok(
      await server.graphql(
        `{ getPlans { id profileTypeId priceCents priceText periodUnit periodCount seats } paymentSettings { provider publishableKey bankTransfer } }`,
      ),
    );
    expect(data.getPlans).toEqual([
      {
        id: "single",
        profileTypeId: 1,
        priceCents: 890,
        priceText: "8,90 €",
        periodUnit: "month",
        periodCount: 1,
        seats: 1,
      },
      {
        id: "school",
        profileTypeId: 2,
        priceCents: 29900,
        priceText: "299,00 €",
        periodUnit: "year",
        periodCount: 1,
        seats: 10,
      },
      {
        id: "firm",
        profileTypeId: 3,
        priceCents: 29900,
        priceText: "299,00 €",
        periodUnit: "year",
        periodCount: 1,
        seats: 3,
      },
      {
        id: "trial",
        profileTypeId: 4,
        priceCents: 0,
        priceText: "0,00 €",
        periodUnit: "day",
        periodCount: 30,
        seats: 1,
      },
    ]);
    expect(data.paymentSettings).toEqual({ provider: "test", publishableKey: null, bankTransfer: true });
    // no Stripe, so no Stripe webhook either
    expect((await fetch(`${server.url}/webhooks/stripe`, { method: "POST", body: "{}" })).status).toBe(404);
  });

  it("card success: pay, register, log in — the profile has a running full subscription and plays subscription videos", async () => {
    const intent = await paidTestIntent(server, "individual");
    expect(intent).toMatchObject({
      amountCents: 890,
      amountText: "8,90 €",
      currency: "eur",
      provider: "test",
      confirmation: { status: "succeeded", error: null },
    });

    const form = individualForm();
    const before = Date.now();
    expect(
      ok(await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }))
        .registerIndividual,
    ).toEqual({
      paid: true,
      invoiceUrl: null,
      order: null,
    });

    const token = await login(server, form.email);
    const profile = ok(await server.graphql(FULL_PROFILE, {}, bearer(token))).getFullProfile;
    expect(profile).toMatchObject({ profileType: { name: "single" }, userLimit: 1, orders: [] });
    const [subscription] = runningSubscriptions(profile, new Date());
    expect(subscription).toMatchObject({ accessLevel: "full", description: "Platba kartou" });
    // one month from the moment the server saw the payment succeed
    const start = new Date(subscription!.startDate).getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(subscription!.expirationDate).getTime() - start).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(new Date(subscription!.expirationDate).getTime() - start).toBeLessThanOrEqual(31 * 86_400_000);

    const { video } = ok(await server.graphql(GET_VIDEO, { slug: subscriptionVideo }, bearer(token))).getVideo;
    expect(video).toMatchObject({ availability: 0, canPlay: true });
    expect(video.mediaUrl).toBeTruthy();
    expect(await paymentEvents(intent.paymentId)).toEqual([
      "PaymentIntentCreated",
      "PaymentSucceeded",
      "PaymentAssigned",
    ]);
  });

  it("card declined: the card form says so, the registration is refused, and nothing is created", async () => {
    const intent = await paidTestIntent(server, "single", CARDS.declined);
    expect(intent.confirmation).toEqual({ status: "failed", error: "Karta bola zamietnutá" });
    const before = await accountCounts(server);
    const form = individualForm();
    const refused = expectCode(
      await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }),
      "CARD_DECLINED",
    );
    expect(refused.message).toBe("Karta bola zamietnutá");
    expect(await accountCounts(server)).toEqual(before);
    expectCode(
      await server.graphql(`mutation ($e: String!, $p: String!) { login(email: $e, password: $p) }`, {
        e: form.email,
        p: form.password,
      }),
      "WRONG_CREDENTIALS",
    );
    // the payment's own history keeps the decline, for support staff
    expect(await paymentEvents(intent.paymentId)).toEqual(["PaymentIntentCreated", "PaymentFailed"]);

    // another card on the same intent goes through, and the same form then registers
    ok(
      await server.graphql(CONFIRM_TEST_CARD, {
        clientSecret: intent.clientSecret,
        cardNumber: CARDS.succeeds,
        expiry: "12/34",
        cvc: "123",
      }),
    );
    expect(
      ok(await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }))
        .registerIndividual.paid,
    ).toBe(true);
  });

  it("3-D Secure: refused while the bank's authentication is pending, accepted once it is approved", async () => {
    const intent = await paidTestIntent(server, "single", CARDS.authenticate);
    expect(intent.confirmation).toEqual({ status: "requires_action", error: null });
    const form = individualForm();
    const before = await accountCounts(server);
    expectCode(
      await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }),
      "PAYMENT_REQUIRES_ACTION",
    );
    expect(await accountCounts(server)).toEqual(before);

    const approved = ok(
      await server.graphql(COMPLETE_TEST_AUTHENTICATION, { clientSecret: intent.clientSecret, approved: true }),
    );
    expect(approved.completeTestCardAuthentication).toEqual({ status: "succeeded", error: null });
    expect(
      ok(await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }))
        .registerIndividual.paid,
    ).toBe(true);
    const profile = ok(await server.graphql(FULL_PROFILE, {}, bearer(await login(server, form.email)))).getFullProfile;
    expect(runningSubscriptions(profile, new Date())).toHaveLength(1);
    expect(await paymentEvents(intent.paymentId)).toEqual([
      "PaymentIntentCreated",
      "PaymentActionRequired",
      "PaymentSucceeded",
      "PaymentAssigned",
    ]);
  });

  it("a refused authentication is CARD_AUTHENTICATION_FAILED", async () => {
    const intent = await paidTestIntent(server, "single", CARDS.authenticate);
    const refused = ok(
      await server.graphql(
        COMPLETE_TEST_AUTHENTICATION,
        { clientSecret: intent.clientSecret, approved: false },
        { "accept-language": "en" },
      ),
    );
    expect(refused.completeTestCardAuthentication).toEqual({
      status: "failed",
      error: "The card payment could not be authenticated",
    });
    expectCode(
      await server.graphql(REGISTER_INDIVIDUAL, {
        ...individualForm(),
        paymentMethod: "stripe",
        intent: intent.paymentId,
      }),
      "CARD_AUTHENTICATION_FAILED",
    );
  });

  it("an intent is used once: a second registration with it is PAYMENT_ALREADY_USED and creates nothing", async () => {
    const intent = await paidTestIntent(server, "single");
    ok(
      await server.graphql(REGISTER_INDIVIDUAL, {
        ...individualForm(),
        paymentMethod: "stripe",
        intent: intent.paymentId,
      }),
    );
    const before = await accountCounts(server);
    expectCode(
      await server.graphql(REGISTER_INDIVIDUAL, {
        ...individualForm(),
        paymentMethod: "stripe",
        intent: intent.paymentId,
      }),
      "PAYMENT_ALREADY_USED",
    );
    expect(await accountCounts(server)).toEqual(before);
  });

  it("two registrations racing for one intent: one profile gets it, the other is undone", async () => {
    const intent = await paidTestIntent(server, "single");
    const before = await accountCounts(server);
    const forms = [individualForm(), individualForm()];
    const answers = await Promise.all(
      forms.map((form) =>
        server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }),
      ),
    );
    expect(answers.filter((a) => a.data?.registerIndividual?.paid)).toHaveLength(1);
    const loser = answers.find((a) => a.errors)!;
    expect(loser.errors![0]!.extensions?.code).toBe("PAYMENT_ALREADY_USED");
    const after = await accountCounts(server);
    // the winner's profile and user; the loser's user deleted, its profile disabled (its address free again)
    expect(after.users).toBe(before.users + 1);
    expect(after.subscriptions).toBe(before.subscriptions + 1);
    const loserForm = forms[answers.indexOf(loser)]!;
    expect(
      ok(await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "single", email: loserForm.email }))
        .getSubscriptionIntent.paymentId,
    ).toBeTruthy();
  });

  it("the client cannot choose the amount: a single plan's intent never registers a school", async () => {
    const intent = await paidTestIntent(server, "single");
    const before = await accountCounts(server);
    expectCode(
      await server.graphql(REGISTER_ORGANISATION, {
        ...schoolForm(),
        paymentMethod: "stripe",
        intent: intent.paymentId,
      }),
      "PAYMENT_PLAN_MISMATCH",
    );
    expect(await accountCounts(server)).toEqual(before);
    // the intent is still the single plan's, for the person who paid it
    expect(
      ok(
        await server.graphql(REGISTER_INDIVIDUAL, {
          ...individualForm(),
          paymentMethod: "stripe",
          intent: intent.paymentId,
        }),
      ).registerIndividual.paid,
    ).toBe(true);
    // and there is no way to say an amount: the schema has no such argument
    expectCode(
      await server.graphql(
        `mutation { getSubscriptionIntent(subscriptionType: "single", email: "a@b.sk", amountCents: 1) { paymentId } }`,
      ),
      "GRAPHQL_VALIDATION_FAILED",
    );
  });

  it("a school registers by card with its motivation, for a year and ten seats", async () => {
    const intent = await paidTestIntent(server, "school");
    expect(intent.amountCents).toBe(29900);
    const form = schoolForm();
    expect(
      ok(await server.graphql(REGISTER_ORGANISATION, { ...form, paymentMethod: "stripe", intent: intent.paymentId }))
        .registerOrganisation.paid,
    ).toBe(true);
    const profile = ok(await server.graphql(FULL_PROFILE, {}, bearer(await login(server, form.email)))).getFullProfile;
    expect(profile).toMatchObject({ profileType: { name: "school" }, userLimit: 10 });
    const [subscription] = runningSubscriptions(profile, new Date());
    expect(
      new Date(subscription!.expirationDate).getTime() - new Date(subscription!.startDate).getTime(),
    ).toBeGreaterThan(364 * 86_400_000);
    const row = await server.services.db
      .selectFrom("profiles")
      .select(["motivation", "affected_count"])
      .where("id", "=", profile.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ motivation: "Etická výchova a dejepis", affected_count: 120 });
  });

  it("validates the whole form before the payment is looked at: every issue at once, nothing used", async () => {
    const intent = await paidTestIntent(server, "school");
    const before = await accountCounts(server);
    const bad = {
      ...schoolForm("not-an-address"),
      password: "short",
      phone: "12",
      motivation: " ",
      affectedCount: -1,
      terms: false,
      moreTerms: false,
    };
    const error = expectCode(
      await server.graphql(
        REGISTER_ORGANISATION,
        { ...bad, paymentMethod: "stripe", intent: intent.paymentId },
        { "accept-language": "en" },
      ),
      "VALIDATION_FAILED",
    );
    expect(
      Object.fromEntries((error.extensions!.fields as { field: string; code: string }[]).map((f) => [f.field, f.code])),
    ).toEqual({
      email: "EMAIL_INVALID",
      password: "PASSWORD_TOO_SHORT",
      phone: "PHONE_INVALID",
      motivation: "REQUIRED",
      affectedCount: "AFFECTED_COUNT_INVALID",
      terms: "TERMS_REQUIRED",
      moreTerms: "PERSONAL_DATA_CONSENT_REQUIRED",
    });
    expect(await accountCounts(server)).toEqual(before);
    expect(await paymentEvents(intent.paymentId)).toEqual(["PaymentIntentCreated"]);

    const firm = { ...schoolForm(), profileType: 3, organizationId: null, organizationVatId: null };
    const firmError = expectCode(
      await server.graphql(REGISTER_ORGANISATION, { ...firm, paymentMethod: "card", intent: null }),
      "VALIDATION_FAILED",
    );
    expect(
      Object.fromEntries(
        (firmError.extensions!.fields as { field: string; code: string }[]).map((f) => [f.field, f.code]),
      ),
    ).toEqual({
      organizationId: "REQUIRED",
      organizationVatId: "REQUIRED",
      motivation: "NOT_FOR_PROFILE_TYPE",
      affectedCount: "NOT_FOR_PROFILE_TYPE",
      intent: "PAYMENT_INTENT_REQUIRED",
    });
    const method = expectCode(
      await server.graphql(REGISTER_INDIVIDUAL, { ...individualForm(), paymentMethod: "cash" }),
      "VALIDATION_FAILED",
    );
    expect(method.extensions!.fields).toEqual([
      {
        field: "paymentMethod",
        code: "PAYMENT_METHOD_INVALID",
        message: "Vyberte spôsob platby: kartou alebo prevodom na účet",
      },
    ]);
    expectCode(
      await server.graphql(REGISTER_ORGANISATION, { ...schoolForm(), profileType: 4, paymentMethod: "invoice" }),
      "PROFILE_TYPE_INVALID",
    );
    expect(await accountCounts(server)).toEqual(before);
  });

  it("an address already registered is refused before anyone pays for it, and before a payment is used", async () => {
    const form = individualForm();
    const intent = await paidTestIntent(server, "single");
    ok(await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: intent.paymentId }));
    expectCode(
      await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "single", email: form.email.toUpperCase() }),
      "EMAIL_TAKEN",
    );
    const other = await paidTestIntent(server, "single");
    expectCode(
      await server.graphql(REGISTER_INDIVIDUAL, { ...form, paymentMethod: "stripe", intent: other.paymentId }),
      "EMAIL_TAKEN",
    );
    // refused before the payment was even looked at: it is still free for a registration that works
    expect(await paymentEvents(other.paymentId)).toEqual(["PaymentIntentCreated"]);
    expectCode(
      await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "trial", email: uniqueEmail("x") }),
      "PLAN_NOT_PURCHASABLE",
    );
    expectCode(
      await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "gold", email: uniqueEmail("x") }),
      "PLAN_UNKNOWN",
    );
    expectCode(
      await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "single", email: "nobody" }),
      "VALIDATION_FAILED",
    );
  });

  it("the test card form checks the card and the intent", async () => {
    const intent = ok(
      await server.graphql(GET_SUBSCRIPTION_INTENT, { subscriptionType: "single", email: uniqueEmail("karta") }),
    ).getSubscriptionIntent;
    const bad = expectCode(
      await server.graphql(CONFIRM_TEST_CARD, {
        clientSecret: intent.clientSecret,
        cardNumber: "4242 4242 4242 4241",
        expiry: "13-34",
        cvc: "1",
      }),
      "VALIDATION_FAILED",
    );
    expect((bad.extensions!.fields as { field: string }[]).map((f) => f.field)).toEqual(["expiry"]);
    const badCard = expectCode(
      await server.graphql(CONFIRM_TEST_CARD, {
        clientSecret: intent.clientSecret,
        cardNumber: "4242 4242 4242 4241",
        expiry: "01/20",
        cvc: "1",
      }),
      "VALIDATION_FAILED",
    );
    expect(
      Object.fromEntries(
        (badCard.extensions!.fields as { field: string; code: string }[]).map((f) => [f.field, f.code]),
      ),
    ).toEqual({
      cardNumber: "CARD_NUMBER_INVALID",
      expiry: "CARD_EXPIRED",
      cvc: "CARD_CVC_INVALID",
    });
    expectCode(
      await server.graphql(CONFIRM_TEST_CARD, {
        clientSecret: "pi_nope_secret_x",
        cardNumber: CARDS.succeeds,
        expiry: "12/34",
        cvc: "123",
      }),
      "PAYMENT_NOT_FOUND",
    );
    ok(
      await server.graphql(CONFIRM_TEST_CARD, {
        clientSecret: intent.clientSecret,
        cardNumber: CARDS.succeeds,
        expiry: "12/2034",
        cvc: "123",
      }),
    );
    expectCode(
      await server.graphql(CONFIRM_TEST_CARD, {
        clientSecret: intent.clientSecret,
        cardNumber: CARDS.succeeds,
        expiry: "12/34",
        cvc: "123",
      }),
      "PAYMENT_NOT_CONFIRMABLE",
    );
  });
});
