import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import type { Decider } from "../../eventstore/decider.ts";
import type { Replaceable } from "../../eventstore/projection-writes.ts";
import type { RecordedEvent } from "../../eventstore/types.ts";
import type { ErrorCode } from "../../shared/errors.ts";
import {
  type ListReordered,
  type OrderEvents,
  type OrderState,
  orderEvents,
  type PlaceInOrder,
  type Position,
  wholeOrderDecider,
} from "./order.ts";
import { namesEvery, numberInOrder, type OrderedTables } from "./order-projection.ts";
import type { WriteContext } from "./write-context.ts";

/**
 * The library's order of one kind of item (videos, audiobooks, webinars, packs): one stream, each
 * drag and drop (and each move an item's form asks for) recording the whole new order, so two
 * admins reordering at once end in the order of whichever came last, each item once, numbered
 * 1…n. The positions are places in the whole list, numbered from 1; the items not named keep their
 * order around the named ones. The list they are placed in is the read model's (`table`, by its
 * `sort_order`), which every earlier write of the request has reached.
 */
export type LibraryOrder = {
  events: OrderEvents;
  decider: Decider<OrderState, PlaceInOrder, ListReordered>;
  /** Every item's id in the library's order. */
  current(db: Kysely<Database>): Promise<number[]>;
  /** The place after the last item: where a new one goes unless its form says otherwise. */
  next(db: Kysely<Database>): Promise<number>;
  /** Records a reorder; an item named that is not in the list is refused with `notFound`. */
  reorder(ctx: WriteContext, positions: readonly Position[]): Promise<void>;
  /** The read models showing the order: the items' table, and their cards' when they have one. */
  tables: OrderedTables;
  /**
   * For a recorded reorder, the read models' numbering it asks for; undefined for any other event.
   * A later reorder naming every item makes it needless (a rebuild numbers a batch's reorders once).
   */
  renumbering(recorded: RecordedEvent): Replaceable | undefined;
};

export function libraryOrder(config: {
  /** The order's stream, e.g. video-list. */
  stream: string;
  /** Its event type, e.g. VideosReordered. */
  eventType: string;
  notFound: ErrorCode;
  /** The read model holding every item with its `sort_order`, hidden ones included. */
  table: keyof Database & string;
  /** The cards' read model, whose rows copy the items' numbers. */
  cards?: keyof Database & string;
}): LibraryOrder {
  const events = orderEvents(config.eventType);
  const decider = wholeOrderDecider({ notFound: config.notFound, events });
  const current = async (db: Kysely<Database>) =>
    (await sql<{ id: number }>`SELECT id FROM ${sql.table(config.table)} ORDER BY sort_order, id`.execute(db)).rows.map(
      (row) => row.id,
    );
  const tables = { main: config.table, copies: config.cards ? [config.cards] : [] };
  return {
    events,
    decider,
    current,
    tables,
    renumbering(recorded) {
      const reordered = events.order.decode(recorded);
      if (!reordered) return undefined;
      const { order } = reordered.data;
      return {
        key: config.stream,
        tables: [tables.main, ...tables.copies],
        column: "sort_order",
        work: (trx) => numberInOrder(trx, tables, order),
        standsAlone: (trx) => namesEvery(trx, tables, order),
      };
    },
    async next(db) {
      const { rows } = await sql<{
        last: number | null;
      }>`SELECT max(sort_order)::int AS last FROM ${sql.table(config.table)}`.execute(db);
      return (rows[0]?.last ?? 0) + 1;
    },
    async reorder(ctx, positions) {
      await ctx.run(config.stream, decider, { type: "Reorder", positions, current: await current(ctx.services.db) });
    },
  };
}
