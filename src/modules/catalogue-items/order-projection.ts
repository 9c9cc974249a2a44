import { sql, type Transaction } from "kysely";

/**
 * The library's order in the read models: `sort_order` numbers the items 1…n. A reorder (the whole
 * order) numbers them afresh; a deletion closes the gap it leaves. Each is one statement over the
 * item's main table, whose numbers its other tables (the cards) copy, so they never disagree.
 * Deterministic from the events, so a rebuild gives the same numbers.
 */
export type OrderedTables = {
  /** The table holding every item, hidden ones included. */
  main: string;
  /** Tables with a row per item (or fewer) that show the same numbers. */
  copies: readonly string[];
};

/**
 * Numbers every item: those the order lists first, in its order, then any it does not list (one
 * created while the reorder was on its way) after them, in their earlier order. Only rows whose
 * number changes are written.
 */
export async function numberInOrder(
  trx: Transaction<any>,
  tables: OrderedTables,
  order: readonly number[],
): Promise<void> {
  await sql`UPDATE ${sql.table(tables.main)} AS item SET sort_order = ranked.position
    FROM (
      SELECT each.id, (row_number() OVER (ORDER BY listed.place NULLS LAST, each.sort_order, each.id))::int AS position
      FROM ${sql.table(tables.main)} AS each
      LEFT JOIN (SELECT id, min(place) AS place FROM unnest(${[...order]}::int[]) WITH ORDINALITY AS given(id, place) GROUP BY id) AS listed
        ON listed.id = each.id
    ) AS ranked
    WHERE item.id = ranked.id AND item.sort_order <> ranked.position`.execute(trx);
  await copyNumbers(trx, tables);
}

/** Whether the order names every item there is (numbering by it then ignores the numbers before). */
export async function namesEvery(
  trx: Transaction<any>,
  tables: OrderedTables,
  order: readonly number[],
): Promise<boolean> {
  // <> ALL over a given array is hashed; an anti-join with unnest() would be planned as a nested loop
  const { rows } = await sql<{ unnamed: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(tables.main)}
    WHERE id <> ALL(${[...order]}::int[])) AS unnamed`.execute(trx);
  return rows[0]?.unnamed === false;
}

/** Before an item's rows go: the items after it move up one. */
export async function closeUpAfter(trx: Transaction<any>, tables: OrderedTables, id: number): Promise<void> {
  await sql`UPDATE ${sql.table(tables.main)} SET sort_order = sort_order - 1
    WHERE sort_order > (SELECT sort_order FROM ${sql.table(tables.main)} WHERE id = ${id})`.execute(trx);
  await copyNumbers(trx, tables);
}

async function copyNumbers(trx: Transaction<any>, tables: OrderedTables): Promise<void> {
  for (const copy of tables.copies)
    await sql`UPDATE ${sql.table(copy)} AS copy SET sort_order = item.sort_order
      FROM ${sql.table(tables.main)} AS item WHERE copy.id = item.id AND copy.sort_order <> item.sort_order`.execute(
      trx,
    );
}
