import * as Schema from "effect/Schema";
import {
  catalogueList,
  FlaggedNameFields,
  flaggedNameColumns,
  oneItemPerLanguageFlag,
} from "../catalogue-lists/index.ts";

/**
 * The filters ("base tags") visitors combine to narrow the video list, e.g. a subtitle language
 * or "for secondary schools". A filter with a language flag is preselected for visitors using
 * that interface language (one filter per language: LANGUAGE_FLAG_TAKEN). Streams `filter-<id>` (FilterAdded, FilterEdited, FilterDeleted) and
 * `filter-list` (FiltersReordered); a filter a video has is not deleted (FILTER_IN_USE, naming them).
 */
export const filterList = catalogueList({
  entity: "filter",
  details: Schema.Struct(FlaggedNameFields),
  columns: flaggedNameColumns,
  orderField: "tagOrder",
  // one item per interface language (LANGUAGE_FLAG_TAKEN)
  checkDetails: oneItemPerLanguageFlag("filters"),
});

/** What the admin form sends; the language flag may be left empty. */
export type FilterInput = Parameters<typeof filterList.edit>[2];
/** A filter as the API shows it. */
export type FilterView = Awaited<ReturnType<typeof filterList.items>>[number];
