import { type Expression, type Kysely, type RawBuilder, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { ListNames, ListView } from "./list-config.ts";

type QueriedList<Details, OrderField extends string> = {
  names: ListNames;
  columns: { readonly [Field in keyof Details]-?: string };
  orderField?: OrderField;
};

/** What a list's read model answers: its items as the API shows them, in the list's order. */
export type ListQueries<Details, OrderField extends string> = {
  /** Every item, in order (an unordered list: oldest first). */
  items(db: Kysely<Database>): Promise<ListView<Details, OrderField>[]>;
  /** One item; undefined when there is none with this id. */
  item(db: Kysely<Database>, id: number): Promise<ListView<Details, OrderField> | undefined>;
  /**
   * A subquery giving the items with the given ids as a JSON array, in order: lets another
   * module's list query carry its rows' items (a video's themes) without a query per row.
   */
  asJson(ids: Expression<number[]>): RawBuilder<ListView<Details, OrderField>[]>;
  /** The position after the last item: where a new one goes. */
  nextOrder(db: Kysely<Database>): Promise<number>;
};

export function listQueries<Details, OrderField extends string>(
  list: QueriedList<Details, OrderField>,
): ListQueries<Details, OrderField> {
  const table = sql.table(list.names.table);
  // the API's name of each column: the details' own, the id, and the position in an ordered list
  const fields: [string, string][] = [
    ["id", "id"],
    ...Object.entries<string>(list.columns),
    ...(list.orderField ? [[list.orderField, "sort_order"] as [string, string]] : []),
  ];
  // the table is called `item` in every statement, so that a subquery's columns never resolve to the outer query's
  const ref = (column: string) => sql.ref(`item.${column}`);
  const inOrder = list.orderField ? sql`${ref("sort_order")}, ${ref("id")}` : ref("id");
  const selection = sql.join(fields.map(([field, column]) => sql`${ref(column)} AS ${sql.id(field)}`));
  const jsonObject = sql.join(fields.map(([field, column]) => sql`${sql.lit(field)}, ${ref(column)}`));
  return {
    async items(db) {
      const { rows } = await sql<
        ListView<Details, OrderField>
      >`SELECT ${selection} FROM ${table} AS item ORDER BY ${inOrder}`.execute(db);
      return rows;
    },
    async item(db, id) {
      const { rows } = await sql<
        ListView<Details, OrderField>
      >`SELECT ${selection} FROM ${table} AS item WHERE ${ref("id")} = ${id}`.execute(db);
      return rows[0];
    },
    asJson: (ids) => sql<ListView<Details, OrderField>[]>`(
      SELECT coalesce(jsonb_agg(jsonb_build_object(${jsonObject}) ORDER BY ${inOrder}), '[]'::jsonb)
      FROM ${table} AS item WHERE item.id = ANY(${ids}))`,
    async nextOrder(db) {
      const { rows } = await sql<{ last: number | null }>`SELECT max(sort_order) AS last FROM ${table}`.execute(db);
      return (rows[0]?.last ?? 0) + 1;
    },
  };
}
