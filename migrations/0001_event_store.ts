import { type Kysely, sql } from "kysely";

/**
 * The PostgreSQL event store and the projector checkpoints.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE events (
      -- global sequence number; with transaction_id it forms the global position
      position        bigserial PRIMARY KEY,
      -- the writing transaction: readers only read below the oldest running transaction,
      -- so an event committed late by a slow writer is never skipped
      transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id        uuid NOT NULL UNIQUE,
      stream_name     text NOT NULL,
      stream_revision bigint NOT NULL,
      type            text NOT NULL,
      schema_version  integer NOT NULL,
      data            jsonb NOT NULL,
      metadata        jsonb NOT NULL,
      created_at      timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_name, stream_revision)
    )`.execute(db);
  // readAll / subscriptions walk the global order (transaction id, position)
  await sql`CREATE INDEX events_global_order ON events (transaction_id, position)`.execute(db);
  await sql`
    CREATE TABLE streams (
      stream_name text PRIMARY KEY,
      -- revision of the stream's last event; compare-and-set on it is the optimistic lock
      revision    bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE projection_checkpoints (
      name            text PRIMARY KEY,
      version         integer NOT NULL,
      commit_position bigint NOT NULL,
      prepare_position bigint NOT NULL,
      -- one runner owns a projector at a time; a lease that is not renewed expires
      lease_owner     text,
      lease_until     timestamptz,
      updated_at      timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE projection_checkpoints`.execute(db);
  await sql`DROP TABLE streams`.execute(db);
  await sql`DROP TABLE events`.execute(db);
}
