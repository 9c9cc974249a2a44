import { sql } from "kysely";
import type { Projector } from "../../eventstore/projector.ts";
import type { ListEvents } from "./events.ts";
import type { ListNames } from "./list-config.ts";

/** A list's table as the projector sees it: an id, its columns, and `sort_order` in an ordered list. */
type ListRow = { id: number; sort_order?: number; [column: string]: unknown };
export type ListTables = Record<string, ListRow>;

type ProjectedList<Details> = {
  names: ListNames;
  columns: { readonly [Field in keyof Details]-?: string };
  events: ListEvents<Details>;
};

/**
 * The list's read model, one row per item (the admin list and the visitors' selectors, in their
 * order): written by upserts and updates keyed by id, so a rebuild from position 0 gives the
 * same rows.
 */
export function listProjector<Details extends Record<string, unknown>>(
  list: ProjectedList<Details>,
): Projector<ListTables> {
  const { names, events } = list;
  const columnsOf = (details: Details): Record<string, unknown> =>
    Object.fromEntries(Object.entries(list.columns).map(([field, column]) => [column, details[field]]));
  const table = names.table;
  return {
    name: names.name,
    version: 1,
    handles: events.types,
    tables: [table],
    async apply(writes, recorded) {
      const event = events.items.decode(recorded) ?? events.order.decode(recorded);
      switch (event?.kind) {
        case "added": {
          const row = {
            id: event.data.id,
            ...columnsOf(event.data),
            ...(names.ordered ? { sort_order: event.data.order } : {}),
          };
          await writes.upsert(table, row, ["id"]);
          return;
        }
        case "edited":
          await writes.update(table, { id: event.data.id }, columnsOf(event.data));
          return;
        case "moved":
          await writes.update(table, { id: event.data.id }, { sort_order: event.data.order });
          return;
        case "deleted":
          await writes.delete(table, { id: event.data.id });
          return;
        case "reordered":
          // the i-th id of the new order takes position i (from 1)
          await writes.execute((trx) =>
            sql`UPDATE ${sql.table(table)} AS item SET sort_order = moved.position
                FROM unnest(${event.data.order}::int[]) WITH ORDINALITY AS moved(id, position) WHERE item.id = moved.id`.execute(
              trx,
            ),
          );
          return;
        case undefined:
          return;
      }
    },
  };
}
