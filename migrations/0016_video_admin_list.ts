import { type Kysely, sql } from "kysely";

/**
 * The admin video list reads the narrow card rows (`video_cards`), hidden videos included, narrowed
 * by a title search, an availability and a visibility. The title gets its own search words (the
 * card's `search_vector` also holds the subtitle and the description, which the admin's "search by
 * title" must not match), GIN-indexed; the library's order gets an index over every row (the
 * public one covers visible rows only). Availability and visibility take three and two values:
 * an index on them would not beat reading the order index. The videos projector's new version
 * fills the column from the events at the next start.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE video_cards ADD COLUMN title_words tsvector NOT NULL DEFAULT ''::tsvector`.execute(db);
  await sql`CREATE INDEX video_cards_title_words ON video_cards USING gin (title_words)`.execute(db);
  await sql`CREATE INDEX video_cards_order ON video_cards (sort_order, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX video_cards_order`.execute(db);
  await sql`ALTER TABLE video_cards DROP COLUMN title_words`.execute(db);
}
