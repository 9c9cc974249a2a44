import { type Expression, type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";

/** A theme as the API shows it. */
export type ThemeView = {
  id: number;
  name: string;
  nameEn: string;
  nameCz: string;
  nameEs: string;
  svgPath: string;
  themeOrder: number;
};

export async function listThemes(db: Kysely<Database>): Promise<ThemeView[]> {
  const rows = await db.selectFrom("themes").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    nameCz: row.name_cz,
    nameEs: row.name_es,
    svgPath: row.svg_path,
    themeOrder: row.sort_order,
  }));
}

/** The position after the last theme: where a new one goes. */
export async function nextThemeOrder(db: Kysely<Database>): Promise<number> {
  const { last } = await db
    .selectFrom("themes")
    .select((eb) => eb.fn.max("sort_order").as("last"))
    .executeTakeFirstOrThrow();
  return (last ?? 0) + 1;
}

/**
 * A subquery giving the themes with the given ids as a JSON array of ThemeView, in theme order.
 * Lets another module's list query carry its items' themes without a query per item.
 */
export const themesAsJson = (ids: Expression<number[]>) => sql<ThemeView[]>`(
  SELECT coalesce(jsonb_agg(jsonb_build_object(
    'id', t.id, 'name', t.name, 'nameEn', t.name_en, 'nameCz', t.name_cz, 'nameEs', t.name_es,
    'svgPath', t.svg_path, 'themeOrder', t.sort_order) ORDER BY t.sort_order, t.id), '[]'::jsonb)
  FROM themes t WHERE t.id = ANY(${ids}))`;
