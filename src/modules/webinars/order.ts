import { libraryOrder } from "../catalogue-items/index.ts";
import { WEBINAR_LIST_STREAM, WEBINAR_PACK_LIST_STREAM } from "./events.ts";

/**
 * The library's order of webinars and of packs: one stream each, every drag and drop recording
 * the whole new order (see catalogue-items/library-order.ts), numbered 1…n.
 */
export const webinarOrder = libraryOrder({
  stream: WEBINAR_LIST_STREAM,
  eventType: "WebinarsReordered",
  notFound: "WEBINAR_NOT_FOUND",
  table: "webinars",
});

export const webinarPackOrder = libraryOrder({
  stream: WEBINAR_PACK_LIST_STREAM,
  eventType: "WebinarPacksReordered",
  notFound: "WEBINAR_PACK_NOT_FOUND",
  table: "webinar_packs",
});

export const webinarListEvents = webinarOrder.events;
export const webinarPackListEvents = webinarPackOrder.events;
export const reorderWebinars = webinarOrder.reorder;
export const reorderWebinarPacks = webinarPackOrder.reorder;

/** How the read models show the orders: numbered on the detail rows, copied to the cards. */
export const WEBINAR_ORDER_TABLES = { main: "webinars", copies: ["webinar_cards"] } as const;
export const WEBINAR_PACK_ORDER_TABLES = { main: "webinar_packs", copies: [] } as const;
