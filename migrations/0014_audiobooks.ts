import { type Kysely, sql } from "kysely";

/**
 * Audiobooks (src/modules/audiobooks): the detail rows, the list's narrow card rows, the listening
 * counters and the signed-in listeners' positions, all written by the module's projectors from its
 * events. Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audiobooks (
      id            integer PRIMARY KEY,
      slug          text NOT NULL,
      title         text NOT NULL,
      subtitle      text NOT NULL,
      thumbnail     text NOT NULL,
      html_desc     text NOT NULL,
      availability  smallint NOT NULL,
      -- null once the language was deleted
      language_id   integer,
      visible       boolean NOT NULL,
      sort_order    integer NOT NULL,
      note          text,
      tags          jsonb NOT NULL,
      methodics     jsonb NOT NULL,
      audio_files   jsonb NOT NULL,
      ebook         jsonb,
      translations  jsonb NOT NULL DEFAULT '{}',
      total_seconds double precision NOT NULL
    )`.execute(db);
  // the detail page finds its audiobook by slug
  await sql`CREATE UNIQUE INDEX audiobooks_slug ON audiobooks (slug)`.execute(db);
  // the PDF viewer finds a methodology by its name among every audiobook's
  await sql`CREATE INDEX audiobooks_methodics ON audiobooks USING gin (methodics jsonb_path_ops)`.execute(db);
  // a listening statistic or a saved position names an audio file: its audiobook is found by the file's id
  await sql`CREATE INDEX audiobooks_audio_files ON audiobooks USING gin (audio_files jsonb_path_ops)`.execute(db);

  await sql`
    CREATE TABLE audiobook_cards (
      id             integer PRIMARY KEY,
      slug           text NOT NULL,
      title          text NOT NULL,
      subtitle       text NOT NULL,
      thumbnail      text NOT NULL,
      -- the description without tags, cut at 320 characters with an ellipsis
      excerpt        text NOT NULL,
      availability   smallint NOT NULL,
      visible        boolean NOT NULL,
      sort_order     integer NOT NULL,
      language_id    integer,
      total_seconds  double precision NOT NULL,
      search_vector  tsvector NOT NULL,
      title_cz text NOT NULL DEFAULT '', title_en text NOT NULL DEFAULT '', title_es text NOT NULL DEFAULT '',
      subtitle_cz text NOT NULL DEFAULT '', subtitle_en text NOT NULL DEFAULT '', subtitle_es text NOT NULL DEFAULT '',
      excerpt_cz text NOT NULL DEFAULT '', excerpt_en text NOT NULL DEFAULT '', excerpt_es text NOT NULL DEFAULT '',
      search_cz tsvector NOT NULL DEFAULT ''::tsvector, search_en tsvector NOT NULL DEFAULT ''::tsvector, search_es tsvector NOT NULL DEFAULT ''::tsvector
    )`.execute(db);
  // a page of the list reads the visible cards in order and stops after its 10 rows
  await sql`CREATE INDEX audiobook_cards_visible_order ON audiobook_cards (sort_order, id) WHERE visible`.execute(db);
  await sql`CREATE INDEX audiobook_cards_language ON audiobook_cards (language_id)`.execute(db);
  for (const column of ["search_vector", "search_cz", "search_en", "search_es"]) {
    await sql`CREATE INDEX ${sql.id(`audiobook_cards_${column}`)} ON audiobook_cards USING gin (${sql.ref(column)})`.execute(
      db,
    );
  }

  await listeningTables(db);
}

/** The counters and the positions. */
async function listeningTables(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audio_file_statistics (
      audiobook_id  integer NOT NULL,
      audio_file_id integer NOT NULL,
      played        integer NOT NULL DEFAULT 0,
      listened      integer NOT NULL DEFAULT 0,
      PRIMARY KEY (audiobook_id, audio_file_id)
    )`.execute(db);
  await sql`
    CREATE TABLE audiobook_statistics (
      audiobook_id     integer PRIMARY KEY,
      opened           integer NOT NULL DEFAULT 0,
      ebook_downloaded integer NOT NULL DEFAULT 0
    )`.execute(db);
  await sql`
    CREATE TABLE audiobook_positions (
      user_id       text NOT NULL,
      audiobook_id  integer NOT NULL,
      audio_file_id integer NOT NULL,
      seconds       double precision NOT NULL,
      saved_at      timestamptz NOT NULL,
      PRIMARY KEY (user_id, audiobook_id)
    )`.execute(db);
  // a deleted audiobook's positions go with it
  await sql`CREATE INDEX audiobook_positions_audiobook ON audiobook_positions (audiobook_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audiobook_positions",
    "audiobook_statistics",
    "audio_file_statistics",
    "audiobook_cards",
    "audiobooks",
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
