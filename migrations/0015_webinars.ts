import { type Kysely, sql } from "kysely";

/**
 * Webinars and packs (src/modules/webinars): the detail rows, the list's narrow card rows, the
 * packs and the admissions, all written by the module's projectors from its events. Typed against
 * Kysely<unknown>: a migration must not depend on today's Database types.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE webinars (
      id            integer PRIMARY KEY,
      slug          text NOT NULL,
      title         text NOT NULL,
      thumbnail     text NOT NULL,
      html_desc     text NOT NULL,
      price_cents   integer NOT NULL,
      available_for integer NOT NULL,
      dacast_id     text,
      media_url     text,
      length        text,
      visible       boolean NOT NULL,
      sort_order    integer NOT NULL,
      tags          jsonb NOT NULL,
      materials     jsonb NOT NULL,
      highlights    jsonb NOT NULL
    )`.execute(db);
  // the detail page finds its webinar by slug
  await sql`CREATE UNIQUE INDEX webinars_slug ON webinars (slug)`.execute(db);
  // the PDF viewer finds a material by its name among every webinar's
  await sql`CREATE INDEX webinars_materials ON webinars USING gin (materials jsonb_path_ops)`.execute(db);

  await sql`
    CREATE TABLE webinar_cards (
      id            integer PRIMARY KEY,
      slug          text NOT NULL,
      title         text NOT NULL,
      thumbnail     text NOT NULL,
      -- the description without tags, cut at 320 characters with an ellipsis
      excerpt       text NOT NULL,
      price_cents   integer NOT NULL,
      available_for integer NOT NULL,
      length        text,
      visible       boolean NOT NULL,
      sort_order    integer NOT NULL,
      search_vector tsvector NOT NULL
    )`.execute(db);
  // a page of the list reads the visible cards in order and stops after its 16 rows
  await sql`CREATE INDEX webinar_cards_visible_order ON webinar_cards (sort_order, id) WHERE visible`.execute(db);
  await sql`CREATE INDEX webinar_cards_search ON webinar_cards USING gin (search_vector)`.execute(db);

  await sql`
    CREATE TABLE webinar_packs (
      id            integer PRIMARY KEY,
      slug          text NOT NULL,
      title         text NOT NULL,
      html_desc     text NOT NULL,
      excerpt       text NOT NULL,
      price_cents   integer NOT NULL,
      available_for integer NOT NULL,
      visible       boolean NOT NULL,
      sort_order    integer NOT NULL,
      webinar_ids   jsonb NOT NULL
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX webinar_packs_slug ON webinar_packs (slug)`.execute(db);

  await sql`
    CREATE TABLE webinar_admissions (
      id              integer PRIMARY KEY,
      stream          text NOT NULL,
      profile_id      integer NOT NULL,
      by_admin        boolean NOT NULL,
      webinar_pack_id integer,
      webinar_ids     jsonb NOT NULL,
      starts_at       timestamptz NOT NULL,
      expires_at      timestamptz NOT NULL,
      revoked         boolean NOT NULL DEFAULT false
    )`.execute(db);
  // a viewer's admissions are read by profile on every webinar page
  await sql`CREATE INDEX webinar_admissions_profile ON webinar_admissions (profile_id, expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["webinar_admissions", "webinar_packs", "webinar_cards", "webinars"])
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
}
