import type { ColumnType } from "kysely";

/**
 * The payments module's tables (types only: src/db/database.ts assembles them into `Database`):
 * two read models written by the payments projector (projections/payments.ts, migrations/0005),
 * the ledger of owed subscriptions written by the payments-grants projector
 * (projections/payments-grants.ts, migrations/0006), and the built-in test provider's own store.
 */
export type PaymentsTables = {
  money_events: MoneyEventsTable;
  payment_orders: PaymentOrdersTable;
  subscription_grants: SubscriptionGrantsTable;
  test_payment_intents: TestPaymentIntentsTable;
};

/** int8 columns come back as a string from `pg` and as a number from PGlite; they are written as strings. */
type Int8 = ColumnType<string | number, string, string>;

/** One row per money event, for a profile's audit trail. */
export interface MoneyEventsTable {
  event_id: string;
  /** The event's global position: the trail is listed in the order things happened. */
  commit_position: Int8;
  prepare_position: Int8;
  /** null while a card payment made before registering has no profile yet. */
  profile_id: number | null;
  /** The payment's or order's stream: "payment-pi_…" or "order-12". */
  reference: string;
  type: string;
  /** The acting user id, or "system" / "provider" / "anonymous". */
  actor: string;
  amount_cents: number;
  occurred_at: Date;
  /** A failure code, the variable symbol, the day a transfer arrived…; null when there is nothing to add. */
  detail: string | null;
}

export type PaymentOrderStatus = "awaiting_payment" | "paid" | "expired";

/** One row per bank-transfer order. */
export interface PaymentOrdersTable {
  order_number: number;
  variable_symbol: string;
  profile_id: number;
  plan_id: string;
  amount_cents: number;
  status: PaymentOrderStatus;
  placed_at: Date;
  /** "YYYY-MM-DD" in the library's calendar (text, so neither driver turns it into a local-midnight Date). */
  due_date: string;
  paid_at: Date | null;
  expired_at: Date | null;
}

/**
 * What a payment owes a profile, as the ledger keeps it (JSON): the grant of grants/owed.ts, whose
 * plan id is checked when the row is read back.
 */
export type OwedGrantRecord = {
  profileId: number;
  /** null when a product is owed (`product`: a webinar or pack, by its source's kind and id). */
  planId: string | null;
  product?: { kind: string; id: number; title: string } | undefined;
  amountCents?: number | undefined;
  period: { unit: "day" | "month" | "year"; count: number };
  /** ISO: when the money was confirmed. */
  paidAt: string;
  source: { method: "card"; paymentId: string } | { method: "bank_transfer"; orderNumber: number };
  /** "payment-<id>" or "order-<number>". */
  reference: string;
};

/** One row per subscription a payment owes a profile; `granted_at` once the profile has it. */
export interface SubscriptionGrantsTable {
  reference: string;
  profile_id: number;
  grant_data: ColumnType<OwedGrantRecord, string, string>;
  commit_position: Int8;
  prepare_position: Int8;
  recorded_at: Date;
  granted_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

/** The test provider's raw status names are Stripe's, so the two adapters map them alike. */
export type TestIntentStatus = "requires_payment_method" | "requires_action" | "succeeded";

/** Payment intents of the built-in test provider: shared by every process on the database, kept over restarts. */
export interface TestPaymentIntentsTable {
  id: string;
  client_secret: string;
  amount_cents: number;
  currency: string;
  description: string;
  metadata: ColumnType<Record<string, string>, string, string>;
  status: TestIntentStatus;
  last_error_code: string | null;
  last_error_message: string | null;
  /** The last four digits of the card last tried; never the whole number. */
  card_last4: string | null;
  created_at: Date;
  updated_at: Date;
}
