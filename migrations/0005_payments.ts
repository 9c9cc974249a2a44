import { type Kysely, sql } from "kysely";

/**
 * Payments: the audit trail of money events and the bank-transfer orders (read models of the
 * payments projector), and the built-in test provider's payment intents.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE money_events (
      -- keyed by the event, so a projector retry or a rebuild writes each row once
      event_id         uuid PRIMARY KEY,
      commit_position  bigint NOT NULL,
      prepare_position bigint NOT NULL,
      profile_id       integer,
      reference        text NOT NULL,
      type             text NOT NULL,
      actor            text NOT NULL,
      amount_cents     integer NOT NULL,
      occurred_at      timestamptz NOT NULL,
      detail           text
    )`.execute(db);
  // a profile's trail, in the order the events happened
  await sql`CREATE INDEX money_events_by_profile ON money_events (profile_id, commit_position, prepare_position)`.execute(
    db,
  );
  // a payment assigned to a profile after it was made gives its earlier rows that profile
  await sql`CREATE INDEX money_events_by_reference ON money_events (reference)`.execute(db);

  await sql`
    CREATE TABLE payment_orders (
      order_number    integer PRIMARY KEY,
      variable_symbol text NOT NULL UNIQUE,
      profile_id      integer NOT NULL,
      plan_id         text NOT NULL,
      amount_cents    integer NOT NULL,
      status          text NOT NULL CHECK (status IN ('awaiting_payment', 'paid', 'expired')),
      placed_at       timestamptz NOT NULL,
      -- a calendar date of the library's time zone, kept as text: both drivers would read a date
      -- column as a Date at the server's local midnight
      due_date        text NOT NULL CHECK (due_date ~ '^\\d{4}-\\d{2}-\\d{2}$'),
      paid_at         timestamptz,
      expired_at      timestamptz
    )`.execute(db);
  // the expiry job's question: which unpaid orders are past their due date
  await sql`CREATE INDEX payment_orders_awaiting_by_due_date ON payment_orders (due_date) WHERE status = 'awaiting_payment'`.execute(
    db,
  );
  await sql`CREATE INDEX payment_orders_by_profile ON payment_orders (profile_id)`.execute(db);

  await sql`
    CREATE TABLE test_payment_intents (
      id                 text PRIMARY KEY,
      -- the client confirms with the secret, as Stripe.js does
      client_secret      text NOT NULL UNIQUE,
      amount_cents       integer NOT NULL,
      currency           text NOT NULL,
      description        text NOT NULL,
      metadata           jsonb NOT NULL,
      status             text NOT NULL CHECK (status IN ('requires_payment_method', 'requires_action', 'succeeded')),
      last_error_code    text,
      last_error_message text,
      card_last4         text,
      created_at         timestamptz NOT NULL,
      updated_at         timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE test_payment_intents`.execute(db);
  await sql`DROP TABLE payment_orders`.execute(db);
  await sql`DROP TABLE money_events`.execute(db);
}
