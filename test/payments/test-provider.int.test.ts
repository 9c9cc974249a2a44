import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/connection.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { paymentStream } from "../../src/modules/payments/card-payment/events.ts";
import { confirmPaymentReported, createSubscriptionPayment } from "../../src/modules/payments/card-payment/handlers.ts";
import type { Payments } from "../../src/modules/payments/provider/setup.ts";
import { TEST_CARDS, type TestCard, TestPaymentProvider } from "../../src/modules/payments/provider/test-provider.ts";
import { ValidationError } from "../../src/shared/errors.ts";
import { testDatabaseKind, testDatabaseUrl } from "../support/database.ts";
import { type PaymentsTestContext, startPayments } from "./support.ts";

const card = (number: string, more: Partial<TestCard> = {}): TestCard => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
  ...more,
});

describe(`the built-in test provider (${testDatabaseKind})`, () => {
  let t: PaymentsTestContext;
  let provider: TestPaymentProvider;
  let payments: Payments;

  beforeAll(async () => {
    t = await startPayments();
    provider = new TestPaymentProvider(t.services.db, t.clock);
    payments = { config: { stripe: null, testCards: true, invoicing: null }, provider };
  }, 120_000);
  afterAll(() => t?.close());

  const start = (profileId = 7) =>
    createSubscriptionPayment(t.as(String(profileId)), payments, { subscriptionType: "single", profileId });

  it("4242 4242 4242 4242 succeeds, and the server sees it succeed", async () => {
    const { paymentId, clientSecret, provider: name } = await start();
    expect(name).toBe("test");
    expect(await provider.retrieveIntent(paymentId)).toMatchObject({
      status: "pending",
      amountCents: 890,
      currency: "eur",
    });
    expect(await provider.confirmCardPayment(clientSecret, card("4242 4242 4242 4242"))).toEqual({
      paymentId,
      status: "succeeded",
      error: null,
    });
    expect(await confirmPaymentReported(t.as("7"), payments, paymentId)).toMatchObject({
      status: "succeeded",
      profileId: 7,
    });
    expect(await t.eventTypes(paymentStream(paymentId))).toEqual(["PaymentIntentCreated", "PaymentSucceeded"]);
  });

  it("4000 0000 0000 0002 is declined; another card may then succeed", async () => {
    const { paymentId, clientSecret } = await start();
    expect(await provider.confirmCardPayment(clientSecret, card(TEST_CARDS.declined))).toEqual({
      paymentId,
      status: "failed",
      error: "CARD_DECLINED",
    });
    expect(await confirmPaymentReported(t.as("7"), payments, paymentId)).toMatchObject({
      status: "failed",
      failure: { code: "card_declined", message: "Your card was declined." },
    });
    expect(await provider.confirmCardPayment(clientSecret, card(TEST_CARDS.succeeds))).toMatchObject({
      status: "succeeded",
    });
    expect(await confirmPaymentReported(t.as("7"), payments, paymentId)).toMatchObject({ status: "succeeded" });
    expect(await t.eventTypes(paymentStream(paymentId))).toEqual([
      "PaymentIntentCreated",
      "PaymentFailed",
      "PaymentSucceeded",
    ]);
  });

  it("4000 0027 6000 3184 requires 3-D Secure until the customer authenticates, then succeeds", async () => {
    const { paymentId, clientSecret } = await start();
    expect(await provider.confirmCardPayment(clientSecret, card(TEST_CARDS.requiresAuthentication))).toEqual({
      paymentId,
      status: "requires_action",
      error: null,
    });
    expect(await confirmPaymentReported(t.as("7"), payments, paymentId)).toMatchObject({ status: "requires_action" });
    expect(await confirmPaymentReported(t.as("7"), payments, paymentId)).toMatchObject({ status: "requires_action" });
    expect(await provider.completeAuthentication(clientSecret, true)).toEqual({
      paymentId,
      status: "succeeded",
      error: null,
    });
    expect(await confirmPaymentReported(t.as("7"), payments, paymentId)).toMatchObject({ status: "succeeded" });
    expect(await t.eventTypes(paymentStream(paymentId))).toEqual([
      "PaymentIntentCreated",
      "PaymentActionRequired",
      "PaymentSucceeded",
    ]);
  });

  it("a refused authentication fails the attempt", async () => {
    const { paymentId, clientSecret } = await start();
    await provider.confirmCardPayment(clientSecret, card(TEST_CARDS.requiresAuthentication));
    expect(await provider.completeAuthentication(clientSecret, false)).toEqual({
      paymentId,
      status: "failed",
      error: "CARD_AUTHENTICATION_FAILED",
    });
    expect(await provider.retrieveIntent(paymentId)).toMatchObject({
      status: "failed",
      failure: { code: "payment_intent_authentication_failure" },
    });
    await expect(provider.completeAuthentication(clientSecret, true)).rejects.toMatchObject({
      code: "PAYMENT_NOT_CONFIRMABLE",
    });
  });

  it("a malformed card is refused field by field and changes nothing", async () => {
    const { paymentId, clientSecret } = await start();
    const error = await provider
      .confirmCardPayment(clientSecret, card("4242 4242 4242 4241", { expMonth: 1, expYear: 2026, cvc: "12" }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).issues).toEqual([
      { field: "number", code: "CARD_NUMBER_INVALID" },
      { field: "expiry", code: "CARD_EXPIRED" },
      { field: "cvc", code: "CARD_CVC_INVALID" },
    ]);
    // valid to the end of its month: the test clock says March 2026
    await expect(
      provider.confirmCardPayment(clientSecret, card(TEST_CARDS.succeeds, { expMonth: 2, expYear: 26 })),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(await provider.retrieveIntent(paymentId)).toMatchObject({ status: "pending", failure: null });
    expect(
      await provider.confirmCardPayment(clientSecret, card(TEST_CARDS.succeeds, { expMonth: 3, expYear: 26 })),
    ).toMatchObject({ status: "succeeded" });
  });

  it("a paid intent cannot be confirmed again, an unknown one not at all; only the last four digits are kept", async () => {
    const { paymentId, clientSecret } = await start();
    await provider.confirmCardPayment(clientSecret, card(TEST_CARDS.succeeds));
    await expect(provider.confirmCardPayment(clientSecret, card(TEST_CARDS.declined))).rejects.toMatchObject({
      code: "PAYMENT_NOT_CONFIRMABLE",
    });
    await expect(provider.confirmCardPayment(`${clientSecret}x`, card(TEST_CARDS.succeeds))).rejects.toMatchObject({
      code: "PAYMENT_NOT_FOUND",
    });
    await expect(provider.retrieveIntent("pi_test_missing")).rejects.toMatchObject({ code: "PAYMENT_NOT_FOUND" });
    const { rows } = await sql<{
      card_last4: string;
      stored: string;
    }>`SELECT card_last4, row_to_json(t)::text AS stored FROM test_payment_intents t WHERE id = ${paymentId}`.execute(
      t.services.db,
    );
    expect(rows[0]!.card_last4).toBe("4242");
    expect(rows[0]!.stored).not.toContain(TEST_CARDS.succeeds);
  });

  it("two confirmations of one intent at once: exactly one goes through", async () => {
    const { clientSecret } = await start();
    const outcomes = await Promise.allSettled([
      provider.confirmCardPayment(clientSecret, card(TEST_CARDS.succeeds)),
      provider.confirmCardPayment(clientSecret, card(TEST_CARDS.succeeds)),
    ]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({
      reason: { code: "PAYMENT_NOT_CONFIRMABLE" },
    });
  });

  it("another provider instance on the same database (another process) sees and continues the same intents", async () => {
    const { paymentId, clientSecret } = await start();
    await provider.confirmCardPayment(clientSecret, card(TEST_CARDS.requiresAuthentication));
    // a second process: its own connection pool on PostgreSQL; PGlite in memory has one connection only
    const { schema } = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(t.services.db))
      .rows[0]!;
    const second = testDatabaseUrl ? await openDatabase({ kind: "postgres", url: testDatabaseUrl, schema }) : undefined;
    try {
      const other = new TestPaymentProvider(second?.db ?? t.services.db, t.clock);
      expect(await other.retrieveIntent(paymentId)).toMatchObject({ status: "requires_action", amountCents: 890 });
      await other.completeAuthentication(clientSecret, true);
      expect(await provider.retrieveIntent(paymentId)).toMatchObject({ status: "succeeded" });
    } finally {
      await second?.close();
    }
  });
});

describe("the test provider after a restart", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-test-provider-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps its intents in the database, so a restarted server finishes a payment begun before", async () => {
    const clock = { now: () => new Date("2026-03-02T09:00:00Z") };
    const before = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    let intent;
    try {
      await migrateToLatest(before.db);
      intent = await new TestPaymentProvider(before.db, clock).createIntent({
        amountCents: 29900,
        currency: "eur",
        description: "škola",
        metadata: { plan: "school" },
      });
    } finally {
      await before.close();
    }
    const after = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const restarted = new TestPaymentProvider(after.db, clock);
      expect(await restarted.confirmCardPayment(intent.clientSecret, card(TEST_CARDS.succeeds))).toMatchObject({
        paymentId: intent.id,
        status: "succeeded",
      });
      expect(await restarted.retrieveIntent(intent.id)).toMatchObject({ status: "succeeded", amountCents: 29900 });
    } finally {
      await after.close();
    }
  }, 60_000);
});
