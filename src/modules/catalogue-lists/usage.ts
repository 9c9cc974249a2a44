import { type RawBuilder, sql } from "kysely";
import type { Kysely } from "kysely";
import type { Usage } from "./decide.ts";

/** How many titles a refusal and the admin's list name; the count says how many there are in all. */
export const NAMED_USERS = 10;

/**
 * The usage of a list's item from a users' read model: `table`'s rows matching `where`, counted,
 * with the first titles by id. Hidden items count too; deleted ones are gone from the read model.
 */
export async function usageIn(db: Kysely<any>, table: string, where: RawBuilder<unknown>): Promise<Usage> {
  const { rows } = await sql<{ title: string; total: string | number }>`
    SELECT title, COUNT(*) OVER () AS total FROM ${sql.table(table)} WHERE ${where} ORDER BY id LIMIT ${NAMED_USERS}
  `.execute(db);
  return { count: Number(rows[0]?.total ?? 0), titles: rows.map((row) => row.title) };
}
