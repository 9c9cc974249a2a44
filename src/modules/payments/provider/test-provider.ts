import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../../db/database.ts";
import type { Clock } from "../../../shared/clock.ts";
import { DomainError, type FieldIssue, ValidationError } from "../../../shared/errors.ts";
import type { TestIntentStatus, TestPaymentIntentsTable } from "../tables.ts";
import type { CreateIntentRequest, PaymentFailure, PaymentProvider, ProviderIntent } from "./provider.ts";

/**
 * The built-in card provider used when no Stripe key is configured: the same intent flow as Stripe,
 * with Stripe's test card numbers, and no money involved. Its intents live in the database
 * (test_payment_intents), so every server process and a restart see the same ones.
 *
 *   createIntent → the client gets the client secret → confirmCardPayment(secret, card)
 *     4242 4242 4242 4242 (or any other valid number)  succeeded
 *     4000 0000 0000 0002                              declined (the intent can be tried again)
 *     4000 0027 6000 3184                              requires_action, until completeAuthentication
 *   → the client reports the payment, and the server retrieves the intent as it would from Stripe.
 * Only the last four digits of a card are stored.
 */
export const TEST_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  requiresAuthentication: "4000002760003184",
} as const;

export type TestCard = { number: string; expMonth: number; expYear: number; cvc: string };

/** What the client's card form shows after a step: the error code is one of the localised messages. */
export type TestConfirmation = {
  paymentId: string;
  status: "succeeded" | "requires_action" | "failed";
  error: "CARD_DECLINED" | "CARD_AUTHENTICATION_FAILED" | null;
};

/**
 * Where a confirmation step leaves the intent. The failures carry Stripe's own codes and texts, so
 * the audit trail reads the same whichever provider took the card.
 */
type Step = { status: TestIntentStatus; failure: PaymentFailure | null; error: TestConfirmation["error"] };
const steps = {
  succeeded: { status: "succeeded", failure: null, error: null },
  challenged: { status: "requires_action", failure: null, error: null },
  declined: {
    status: "requires_payment_method",
    failure: { code: "card_declined", message: "Your card was declined." },
    error: "CARD_DECLINED",
  },
  authenticationFailed: {
    status: "requires_payment_method",
    failure: {
      code: "payment_intent_authentication_failure",
      message: "We are unable to authenticate your payment method.",
    },
    error: "CARD_AUTHENTICATION_FAILED",
  },
} as const satisfies Record<string, Step>;

/** A card can be tried while the intent waits for one, or instead of a pending authentication; never after it succeeded. */
const confirmable: TestIntentStatus[] = ["requires_payment_method", "requires_action"];

export class TestPaymentProvider implements PaymentProvider {
  readonly name = "test" as const;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const id = `pi_test_${randomBytes(12).toString("hex")}`;
    const now = this.clock.now();
    const row = await this.db
      .insertInto("test_payment_intents")
      .values({
        id,
        client_secret: `${id}_secret_${randomBytes(16).toString("hex")}`,
        amount_cents: request.amountCents,
        currency: request.currency,
        description: request.description,
        metadata: JSON.stringify(request.metadata),
        status: "requires_payment_method",
        last_error_code: null,
        last_error_message: null,
        card_last4: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return intentOf(row);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    const row = await this.db
      .selectFrom("test_payment_intents")
      .selectAll()
      .where("id", "=", intentId)
      .executeTakeFirst();
    if (!row) throw new DomainError("PAYMENT_NOT_FOUND");
    return intentOf(row);
  }

  /**
   * The client confirms the intent with a card, as Stripe.js's confirmCardPayment does. A malformed
   * card is a ValidationError and changes nothing; a declined card is a failed attempt, and the
   * intent can be confirmed again with another card. A succeeded intent cannot be confirmed again.
   */
  async confirmCardPayment(clientSecret: string, card: TestCard): Promise<TestConfirmation> {
    const number = validateCard(card, this.clock.now());
    const step =
      number === TEST_CARDS.declined
        ? steps.declined
        : number === TEST_CARDS.requiresAuthentication
          ? steps.challenged
          : steps.succeeded;
    return this.move(clientSecret, confirmable, step, number.slice(-4));
  }

  /** The customer's answer to the bank's 3-D Secure challenge (the test form's approve / refuse buttons). */
  async completeAuthentication(clientSecret: string, approved: boolean): Promise<TestConfirmation> {
    return this.move(clientSecret, ["requires_action"], approved ? steps.succeeded : steps.authenticationFailed);
  }

  /**
   * One conditional UPDATE: of two processes confirming the same intent at once, the second sees the
   * first's result in its WHERE and changes nothing, so an intent never succeeds twice.
   */
  private async move(
    clientSecret: string,
    from: TestIntentStatus[],
    step: Step,
    cardLast4?: string,
  ): Promise<TestConfirmation> {
    const row = await this.db
      .updateTable("test_payment_intents")
      .set({
        status: step.status,
        last_error_code: step.failure?.code ?? null,
        last_error_message: step.failure?.message ?? null,
        ...(cardLast4 ? { card_last4: cardLast4 } : {}),
        updated_at: this.clock.now(),
      })
      .where("client_secret", "=", clientSecret)
      .where("status", "in", from)
      .returning("id")
      .executeTakeFirst();
    if (!row) {
      const exists = await this.db
        .selectFrom("test_payment_intents")
        .select("id")
        .where("client_secret", "=", clientSecret)
        .executeTakeFirst();
      if (!exists) throw new DomainError("PAYMENT_NOT_FOUND");
      throw new DomainError("PAYMENT_NOT_CONFIRMABLE");
    }
    const status = step.status === "requires_payment_method" ? "failed" : step.status;
    return { paymentId: row.id, status, error: step.error };
  }
}

function intentOf(row: Selectable<TestPaymentIntentsTable>): ProviderIntent {
  const failure = row.last_error_code ? { code: row.last_error_code, message: row.last_error_message ?? "" } : null;
  const status =
    row.status === "succeeded"
      ? "succeeded"
      : row.status === "requires_action"
        ? "requires_action"
        : failure
          ? "failed"
          : "pending";
  return {
    id: row.id,
    clientSecret: row.client_secret,
    amountCents: row.amount_cents,
    currency: row.currency,
    status,
    failure,
  };
}

/** The card's number (digits only) when the card could be charged; otherwise every problem at once. */
function validateCard(card: TestCard, now: Date): string {
  const issues: FieldIssue[] = [];
  const number = String(card.number ?? "").replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) issues.push({ field: "number", code: "CARD_NUMBER_INVALID" });
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const validMonth = Number.isInteger(card.expMonth) && card.expMonth >= 1 && card.expMonth <= 12;
  // a card is valid to the end of its expiry month
  if (!validMonth || !Number.isInteger(year) || Date.UTC(year, card.expMonth, 1) <= now.getTime())
    issues.push({ field: "expiry", code: "CARD_EXPIRED" });
  if (!/^\d{3,4}$/.test(String(card.cvc ?? ""))) issues.push({ field: "cvc", code: "CARD_CVC_INVALID" });
  if (issues.length > 0) throw new ValidationError(issues);
  return number;
}

/** The check digit every real card number carries. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}
