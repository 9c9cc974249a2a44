import { libraryOrder } from "../catalogue-items/index.ts";
import { VIDEO_LIST_STREAM } from "./events.ts";

/**
 * The library's order of its videos: one stream, `video-list`, each drag and drop (and each move
 * the video form asks for) recording the whole new order (VideosReordered { order }); see
 * catalogue-items/library-order.ts. A video named that is not in the list is VIDEO_NOT_FOUND. The
 * read models number the detail rows and copy the numbers to the cards.
 */
export const videoOrder = libraryOrder({
  stream: VIDEO_LIST_STREAM,
  eventType: "VideosReordered",
  notFound: "VIDEO_NOT_FOUND",
  table: "videos",
  cards: "video_cards",
});

export const reorderVideos = videoOrder.reorder;
