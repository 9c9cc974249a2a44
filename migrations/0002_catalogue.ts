import { type Kysely, sql } from "kysely";

/**
 * Read models of the catalogue: themes, filters, languages, references (testimonials) and videos.
 * Every row is written by a projector (projections/*.ts) from events; a rebuild empties and refills them.
 * Typed against Kysely<unknown>: a migration must not depend on today's Database types.
 *
 * The four small lists (tens of rows, read whole and sorted) need no index beyond their primary key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createLists(db);
  await createVideos(db);
}

/** The ordered lists: themes, filters, languages, testimonials. */
async function createLists(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE themes (
      id         integer PRIMARY KEY,
      name       text NOT NULL,
      name_en    text NOT NULL,
      name_cz    text NOT NULL,
      name_es    text NOT NULL,
      svg_path   text NOT NULL,
      sort_order integer NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE filters (
      id            integer PRIMARY KEY,
      name          text NOT NULL,
      name_en       text NOT NULL,
      name_cz       text NOT NULL,
      name_es       text NOT NULL,
      language_flag text CHECK (language_flag IN ('sk', 'cz', 'en', 'es')),
      sort_order    integer NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE languages (
      id            integer PRIMARY KEY,
      name          text NOT NULL,
      name_en       text NOT NULL,
      name_cz       text NOT NULL,
      name_es       text NOT NULL,
      abbreviation  text NOT NULL,
      language_flag text CHECK (language_flag IN ('sk', 'cz', 'en', 'es')),
      sort_order    integer NOT NULL
    )`.execute(db);

  // the references (testimonials); REFERENCES is an SQL keyword, hence the name
  await sql`
    CREATE TABLE testimonials (
      id            integer PRIMARY KEY,
      title         text NOT NULL,
      name          text NOT NULL,
      text          text NOT NULL,
      language_flag text NOT NULL CHECK (language_flag IN ('sk', 'cz', 'en', 'es'))
    )`.execute(db);
}

async function createVideos(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE videos (
      id           integer PRIMARY KEY,
      -- the detail page finds a video by its slug; slugs are unique (reservation streams)
      slug         text NOT NULL UNIQUE,
      title        text NOT NULL,
      subtitle     text NOT NULL,
      thumbnail    text NOT NULL,
      html_desc    text NOT NULL,
      availability smallint NOT NULL CHECK (availability IN (0, 1, 2)),
      dacast_id    text,
      media_url    text,
      length       text,
      visible      boolean NOT NULL,
      sort_order   integer NOT NULL,
      note         text,
      tags         jsonb NOT NULL,
      theme_ids    integer[] NOT NULL,
      filter_ids   integer[] NOT NULL,
      related_ids  integer[] NOT NULL,
      methodics    jsonb NOT NULL,
      highlights   jsonb NOT NULL,
      -- title, subtitle and description without tags, lower case, without diacritics
      search_text  text NOT NULL
    )`.execute(db);
  // the visitors' list: visible videos in their order, paged; hidden ones are never listed
  await sql`CREATE INDEX videos_visible_order ON videos (sort_order, id) WHERE visible`.execute(db);
  // the theme selector: theme_ids @> ARRAY[theme]
  await sql`CREATE INDEX videos_theme_ids ON videos USING gin (theme_ids)`.execute(db);
  // the filter bar: a video must have all chosen filters, filter_ids @> ARRAY[...]
  await sql`CREATE INDEX videos_filter_ids ON videos USING gin (filter_ids)`.execute(db);
  // the search box: every word as a prefix ("ziv" finds "živá") over the normalised text
  await sql`CREATE INDEX videos_search ON videos USING gin (to_tsvector('simple', search_text))`.execute(db);
  // the PDF viewer looks a methodology up by file name: methodics @> '[{"name": …}]'
  await sql`CREATE INDEX videos_methodic_names ON videos USING gin (methodics jsonb_path_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE videos`.execute(db);
  await sql`DROP TABLE testimonials`.execute(db);
  await sql`DROP TABLE languages`.execute(db);
  await sql`DROP TABLE filters`.execute(db);
  await sql`DROP TABLE themes`.execute(db);
}
