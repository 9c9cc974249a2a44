import { libraryOrder } from "../catalogue-items/index.ts";
import { VIDEO_LIST_STREAM } from "./events.ts";

/**
 * The library's order of its videos: one stream, `video-list`, each drag and drop (and each move
 * the video form asks for) recording the whole new order (VideosReordered { order }); see
 * catalogue-items/library-order.ts. A video named that is not in the list is VIDEO_NOT_FOUND.
 */
export const videoOrder = libraryOrder({
  stream: VIDEO_LIST_STREAM,
  eventType: "VideosReordered",
  notFound: "VIDEO_NOT_FOUND",
  table: "videos",
});

export const videoListEvents = videoOrder.events;
export const videoOrderDecider = videoOrder.decider;
export const reorderVideos = videoOrder.reorder;

/** How the videos' read models show the order: numbered on the detail rows, copied to the cards. */
export const VIDEO_ORDER_TABLES = { main: "videos", copies: ["video_cards"] } as const;
