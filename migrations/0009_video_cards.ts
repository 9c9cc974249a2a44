import { type Kysely, sql } from "kysely";

/**
 * The home page's list read model: one narrow row per video card with exactly what the list filters
 * on and a card shows, so a page of 16 cards reads 16 small rows instead of whole videos. The
 * `videos` table stays the detail page's model. Both are written by the videos projector, whose new
 * version rebuilds them from the events at the next start.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE video_cards (
      id            integer PRIMARY KEY,
      slug          text NOT NULL,
      title         text NOT NULL,
      subtitle      text NOT NULL,
      thumbnail     text NOT NULL,
      availability  smallint NOT NULL,
      visible       boolean NOT NULL,
      sort_order    integer NOT NULL,
      theme_ids     integer[] NOT NULL,
      filter_ids    integer[] NOT NULL,
      -- title, subtitle and description without tags, normalised, as words ready for prefix search
      search_vector tsvector NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX video_cards_visible_order ON video_cards (sort_order, id) WHERE visible`.execute(db);
  await sql`CREATE INDEX video_cards_theme_ids ON video_cards USING gin (theme_ids)`.execute(db);
  await sql`CREATE INDEX video_cards_filter_ids ON video_cards USING gin (filter_ids)`.execute(db);
  await sql`CREATE INDEX video_cards_search ON video_cards USING gin (search_vector)`.execute(db);
  // the list no longer reads these from the detail model
  await sql`DROP INDEX videos_visible_order`.execute(db);
  await sql`DROP INDEX videos_theme_ids`.execute(db);
  await sql`DROP INDEX videos_filter_ids`.execute(db);
  await sql`ALTER TABLE videos DROP COLUMN search_text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE video_cards`.execute(db);
  await sql`CREATE INDEX videos_visible_order ON videos (sort_order, id) WHERE visible`.execute(db);
  await sql`CREATE INDEX videos_theme_ids ON videos USING gin (theme_ids)`.execute(db);
  await sql`CREATE INDEX videos_filter_ids ON videos USING gin (filter_ids)`.execute(db);
  // refilled by a rebuild of the videos projector
  await sql`ALTER TABLE videos ADD COLUMN search_text text NOT NULL DEFAULT ''`.execute(db);
  await sql`CREATE INDEX videos_search ON videos USING gin (to_tsvector('simple', search_text))`.execute(db);
}
