import { type Kysely, sql } from "kysely";

/**
 * The secondary indexes a rebuild of read models set aside while it refilled their tables, kept
 * until they are built again (src/eventstore/projection-replay.ts): should the process stop
 * mid-rebuild, the next start builds them from here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE projection_indexes_set_aside (
    name text PRIMARY KEY,
    table_name text NOT NULL,
    definition text NOT NULL
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE projection_indexes_set_aside`.execute(db);
}
