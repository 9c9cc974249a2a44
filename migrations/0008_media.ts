import { type Kysely, sql } from "kysely";

/**
 * Media access (src/modules/media): the read model of the files the library serves and whether
 * each is public, and the secrets several server processes must share (the URL-signing key).
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE media_files (
      -- decoded URL path, e.g. /demo/media/story-3.mp4
      path   text NOT NULL,
      -- the referring item's stream, e.g. video-12, theme-3
      owner  text NOT NULL,
      public boolean NOT NULL,
      -- the file route's one question per request (WHERE path = …) uses this key's leading column
      PRIMARY KEY (path, owner)
    )`.execute(db);
  // the projector replaces an item's rows on every edit: WHERE owner = …
  await sql`CREATE INDEX media_files_owner ON media_files (owner)`.execute(db);

  // not a read model: written once (insert-if-absent) and never rebuilt from events
  await sql`
    CREATE TABLE server_secrets (
      name       text PRIMARY KEY,
      value      text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE server_secrets`.execute(db);
  await sql`DROP TABLE media_files`.execute(db);
}
