import { libraryOrder } from "../catalogue-items/index.ts";
import { AUDIOBOOK_LIST_STREAM } from "./events.ts";

/**
 * The library's order of audiobooks: one stream, `audiobook-list`, each drag and drop (and each
 * move the form asks for) recording the whole new order (AudiobooksReordered { order }); see
 * catalogue-items/library-order.ts. An audiobook named that is not in the list is AUDIOBOOK_NOT_FOUND.
 * The read models number the detail rows and copy the numbers to the cards.
 */
export const audiobookOrder = libraryOrder({
  stream: AUDIOBOOK_LIST_STREAM,
  eventType: "AudiobooksReordered",
  notFound: "AUDIOBOOK_NOT_FOUND",
  table: "audiobooks",
  cards: "audiobook_cards",
});

export const reorderAudiobooks = audiobookOrder.reorder;
