import { orderEvents, type Position, wholeOrderDecider } from "../catalogue-lists/index.ts";
import { libraryOrder } from "./admin-queries.ts";
import { VIDEO_LIST_STREAM } from "./events.ts";
import type { WriteContext } from "./video-names.ts";

/**
 * The library's order of its videos is one stream, `video-list`: each drag and drop (and each move
 * the video form asks for) records the whole new order (VideosReordered), so two admins reordering
 * at once end in the order of whichever came last, each video once, numbered 1…n. The positions
 * are places in the whole list, numbered from 1 (Video.order); the videos not named keep their
 * order around the named ones (catalogue-lists/order.ts). The list it places them in is the read
 * model's, which every earlier write of the request has reached.
 */
/** The library's order of videos: the whole list after each change, VideosReordered { order }. */
export const videoListEvents = orderEvents("VideosReordered");

export const videoOrderDecider = wholeOrderDecider({ notFound: "VIDEO_NOT_FOUND", events: videoListEvents });

/** Records a reorder (patchVideoOrder, or one video moved by its form); a video named that is not in the list is VIDEO_NOT_FOUND. */
export async function reorderVideos(ctx: WriteContext, positions: readonly Position[]): Promise<void> {
  const current = await libraryOrder(ctx.services.db);
  await ctx.run(VIDEO_LIST_STREAM, videoOrderDecider, { type: "Reorder", positions, current });
}
