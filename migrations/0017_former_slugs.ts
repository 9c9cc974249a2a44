import { type Kysely, sql } from "kysely";

/**
 * The addresses videos and audiobooks had before the admin gave them another one, each still
 * answering for its item (src/modules/catalogue-items/former-slugs.ts): one narrow table per kind,
 * the former slug its primary key, written by the kind's own projector.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ["video_former_slugs", "audiobook_former_slugs"]) {
    await sql`CREATE TABLE ${sql.table(table)} (slug text PRIMARY KEY, item_id integer NOT NULL)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["video_former_slugs", "audiobook_former_slugs"]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
}
