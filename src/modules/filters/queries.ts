import { type Expression, type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";

/** A filter as the API shows it. */
export type FilterView = {
  id: number;
  name: string;
  nameEn: string;
  nameCz: string;
  nameEs: string;
  languageFlag: string | null;
  tagOrder: number;
};

export async function listFilters(db: Kysely<Database>): Promise<FilterView[]> {
  const rows = await db.selectFrom("filters").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    nameCz: row.name_cz,
    nameEs: row.name_es,
    languageFlag: row.language_flag,
    tagOrder: row.sort_order,
  }));
}

/** The position after the last filter: where a new one goes. */
export async function nextFilterOrder(db: Kysely<Database>): Promise<number> {
  const { last } = await db
    .selectFrom("filters")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirstOrThrow();
  return (last ?? 0) + 1;
}

/**
 * A subquery giving the filters with the given ids as a JSON array of FilterView, in filter order.
 * Lets another module's list query carry its items' filters without a query per item.
 */
export const filtersAsJson = (ids: Expression<number[]>) => sql<FilterView[]>`(
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', f.id, 'name', f.name, 'nameEn', f.name_en, 'nameCz', f.name_cz, 'nameEs', f.name_es,
    'languageFlag', f.language_flag, 'tagOrder', f.sort_order) ORDER BY f.sort_order, f.id), '[]'::jsonb)
  FROM filters f WHERE f.id = ANY(${ids}))`;
