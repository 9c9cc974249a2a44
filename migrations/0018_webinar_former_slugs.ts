import { type Kysely, sql } from "kysely";

/**
 * The addresses webinars and packs had before the admin gave them another one, each still
 * answering for its item (src/modules/catalogue-items/former-slugs.ts): one narrow table per kind,
 * the former slug its primary key, written by the webinars module's projectors.
 */
const TABLES = ["webinar_former_slugs", "webinar_pack_former_slugs"];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`CREATE TABLE ${sql.table(table)} (slug text PRIMARY KEY, item_id integer NOT NULL)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
