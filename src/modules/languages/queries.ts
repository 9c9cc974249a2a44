import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/** A language as the API shows it. */
export type LanguageView = {
  id: number;
  name: string;
  nameEn: string;
  nameCz: string;
  nameEs: string;
  abbreviation: string;
  languageFlag: string | null;
  order: number;
};

export async function listLanguages(db: Kysely<Database>): Promise<LanguageView[]> {
  const rows = await db.selectFrom("languages").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    nameCz: row.name_cz,
    nameEs: row.name_es,
    abbreviation: row.abbreviation,
    languageFlag: row.language_flag,
    order: row.sort_order,
  }));
}

/** The position after the last language: where a new one goes. */
export async function nextLanguageOrder(db: Kysely<Database>): Promise<number> {
  const { last } = await db
    .selectFrom("languages")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirstOrThrow();
  return (last ?? 0) + 1;
}
