import { type Kysely, sql } from "kysely";

/**
 * Videos in four languages, with caption tracks. The detail row keeps the translated texts (title,
 * subtitle, description per language; the highlights' translations ride in `highlights`) and the
 * tracks; the card row keeps the translated titles and subtitles as columns, so a page of cards in
 * any language stays one narrow read, and a search word list per language beside the Slovak one.
 * The videos projector's new version refills them from the events at the next start.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
const TRANSLATED = ["cz", "en", "es"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE videos ADD COLUMN translations jsonb NOT NULL DEFAULT '{}', ADD COLUMN subtitles jsonb NOT NULL DEFAULT '[]'`.execute(
    db,
  );
  for (const lang of TRANSLATED) {
    await sql`ALTER TABLE video_cards
      ADD COLUMN ${sql.ref(`title_${lang}`)} text NOT NULL DEFAULT '',
      ADD COLUMN ${sql.ref(`subtitle_${lang}`)} text NOT NULL DEFAULT '',
      ADD COLUMN ${sql.ref(`search_${lang}`)} tsvector NOT NULL DEFAULT ''::tsvector`.execute(db);
    // the search box in that language: its words or the Slovak ones (search_vector), each by its own index
    await sql`CREATE INDEX ${sql.ref(`video_cards_search_${lang}`)} ON video_cards USING gin (${sql.ref(`search_${lang}`)})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const lang of TRANSLATED) {
    await sql`ALTER TABLE video_cards DROP COLUMN ${sql.ref(`title_${lang}`)}, DROP COLUMN ${sql.ref(`subtitle_${lang}`)}, DROP COLUMN ${sql.ref(`search_${lang}`)}`.execute(
      db,
    );
  }
  await sql`ALTER TABLE videos DROP COLUMN translations, DROP COLUMN subtitles`.execute(db);
}
