import { type Kysely, sql } from "kysely";

/**
 * Uploads (src/modules/uploads): one row per uploaded file, written by the uploads projector from
 * the upload streams' events. Typed against Kysely<unknown>: a migration must not depend on
 * today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE uploads (
      id           integer PRIMARY KEY,
      kind         text NOT NULL,
      -- decoded URL path, e.g. /uploads/methodics/12-metodika.pdf
      path         text NOT NULL UNIQUE,
      name         text NOT NULL,
      -- bytes; at most 128 MB, so an integer
      size         integer NOT NULL,
      content_type text NOT NULL,
      sha256       text NOT NULL,
      uploaded_by  text NOT NULL,
      uploaded_at  timestamptz NOT NULL,
      -- stored, sweeping or swept
      status       text NOT NULL,
      status_at    timestamptz NOT NULL
    )`.execute(db);
  // the sweeper pages through the uploads not swept yet by id; swept ones are never read again
  await sql`CREATE INDEX uploads_unswept ON uploads (id) WHERE status <> 'swept'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE uploads`.execute(db);
}
