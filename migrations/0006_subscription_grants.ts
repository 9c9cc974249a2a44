import { type Kysely, sql } from "kysely";

/**
 * The ledger of subscriptions that payments owe to profiles (projections/payments-grants.ts): one
 * row per payment or order whose money was confirmed, written in the same transaction as the
 * projector's checkpoint, and marked once the profile has the subscription.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE subscription_grants (
      -- "payment-<intent id>" or "order-<number>": the profile takes each reference once
      reference        text PRIMARY KEY,
      profile_id       integer NOT NULL,
      -- the SubscriptionGrant (src/modules/payments/subscription-grant.ts) as derived from the event
      grant_data       jsonb NOT NULL,
      commit_position  bigint NOT NULL,
      prepare_position bigint NOT NULL,
      -- when the granting event was appended (the database's clock, like events.created_at)
      recorded_at      timestamptz NOT NULL,
      granted_at       timestamptz,
      attempts         integer NOT NULL DEFAULT 0,
      last_error       text
    )`.execute(db);
  // the sweeper's question: which grants are still owed, oldest first
  await sql`
    CREATE INDEX subscription_grants_owed ON subscription_grants (commit_position, prepare_position)
    WHERE granted_at IS NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE subscription_grants`.execute(db);
}
