import { libraryOrder } from "../catalogue-items/index.ts";
import { WEBINAR_LIST_STREAM, WEBINAR_PACK_LIST_STREAM } from "./events.ts";

/**
 * The library's order of webinars and of packs: one stream each, every drag and drop recording
 * the whole new order (see catalogue-items/library-order.ts), numbered 1…n on the detail rows and
 * copied to the webinars' cards.
 */
export const webinarOrder = libraryOrder({
  stream: WEBINAR_LIST_STREAM,
  eventType: "WebinarsReordered",
  notFound: "WEBINAR_NOT_FOUND",
  table: "webinars",
  cards: "webinar_cards",
});

export const webinarPackOrder = libraryOrder({
  stream: WEBINAR_PACK_LIST_STREAM,
  eventType: "WebinarPacksReordered",
  notFound: "WEBINAR_PACK_NOT_FOUND",
  table: "webinar_packs",
});

export const reorderWebinars = webinarOrder.reorder;
export const reorderWebinarPacks = webinarPackOrder.reorder;
