import { type Kysely, sql } from "kysely";

/**
 * The admin zone's catalogue reads. `tags`: the free tags' names (one row per name the tag
 * registry holds), normalised for the video form's tag search, which looks for the search inside
 * names; a few hundred rows are read whole, so no index serves it. `videos_order`: the library's
 * order over every video, hidden ones included (the admin lists, the position after the last
 * video, closing up after a deletion); the cards keep their own index of the visible ones.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tags (
      id          integer PRIMARY KEY,
      name        text NOT NULL,
      -- lower case, without diacritics: what the search is matched against
      search_name text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX videos_order ON videos (sort_order, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX videos_order`.execute(db);
  await sql`DROP TABLE tags`.execute(db);
}
