/**
 * What every kind of catalogue item (videos, audiobooks, webinars, webinar packs; workshops and
 * promo codes next) writes the same way, written once: the write context and new ids, URL slugs
 * kept unique by reservation streams, the library's order (its decider, the next place, a drag and
 * drop) and the order's numbers in the read models. A kit, not an AppModule: it has no schema,
 * events or tables of its own; each kind keeps its own stream and event names.
 */
export {
  blankToNull,
  cardFields,
  ItemId,
  MediaUrl,
  numbered,
  MediaLength,
  OptionalText,
  type OwnFile,
  OwnFileFields,
  type OwnTag,
  OwnTags,
  SortOrder,
  uniqueById,
  type Unnumbered,
} from "./content-rules.ts";
export { cardPage, searchQuery, searchWordsMatch } from "./card-queries.ts";
export { openToWhoMayPlay } from "./playable-files.ts";
export { allocate, type WriteContext } from "./write-context.ts";
export { currentSlugOf, type FormerSlugNames, formerSlugsProjector, type FormerSlugsTable } from "./former-slugs.ts";
export { type SlugNames, type SlugRegistry, slugRegistry } from "./slugs.ts";
export { formerSlugsAfter, requestedSlug, slugIssue } from "../../shared/slugs.ts";
export {
  type ListReordered,
  type OrderEvents,
  type OrderState,
  orderEvents,
  type PlaceInOrder,
  placeInOrder,
  type Position,
  validateReorder,
  wholeOrderDecider,
} from "./order.ts";
export { type LibraryOrder, libraryOrder } from "./library-order.ts";
export { closeUpAfter, numberInOrder, type OrderedTables } from "./order-projection.ts";
export { expectedRevisionOf, revisionOf } from "./revisions.ts";
