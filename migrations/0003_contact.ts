import { type Kysely, sql } from "kysely";

/**
 * The contact-mail reactor's ledger: one row per ContactMessageReceived event, written in the same
 * transaction as the reactor's checkpoint, saying whether the mail to the team went out.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE contact_messages (
      -- keyed by the event: a replay or retry of the event finds its row and sends nothing
      event_id        uuid PRIMARY KEY,
      -- the mutation looks its message up by this id to tell the visitor whether the mail went out
      message_id      uuid NOT NULL UNIQUE,
      received_at     timestamptz NOT NULL,
      recipient       text NOT NULL,
      delivery_status text NOT NULL CHECK (delivery_status IN ('sent', 'failed', 'skipped')),
      delivery_error  text,
      attempted_at    timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE contact_messages`.execute(db);
}
