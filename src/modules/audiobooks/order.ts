import { orderEvents, type Position, wholeOrderDecider } from "../catalogue-lists/index.ts";
import { libraryOrder } from "./admin-queries.ts";
import { AUDIOBOOK_LIST_STREAM } from "./events.ts";
import type { WriteContext } from "./write-context.ts";

/**
 * The library's order of audiobooks is one stream, `audiobook-list`: each drag and drop (and each
 * move the form asks for) records the whole new order (AudiobooksReordered), so two admins
 * reordering at once end in the order of whichever came last, each audiobook once, numbered 1…n.
 * The positions are places in the whole list, numbered from 1; the audiobooks not named keep their
 * order around the named ones (catalogue-lists/order.ts).
 */
export const audiobookListEvents = orderEvents("AudiobooksReordered");

export const audiobookOrderDecider = wholeOrderDecider({
  notFound: "AUDIOBOOK_NOT_FOUND",
  events: audiobookListEvents,
});

/** Records a reorder; an audiobook named that is not in the list is AUDIOBOOK_NOT_FOUND. */
export async function reorderAudiobooks(ctx: WriteContext, positions: readonly Position[]): Promise<void> {
  const current = await libraryOrder(ctx.services.db);
  await ctx.run(AUDIOBOOK_LIST_STREAM, audiobookOrderDecider, { type: "Reorder", positions, current });
}
