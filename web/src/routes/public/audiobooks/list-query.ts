import type { AudiobookResultsQuery$variables } from "../../../__generated__/AudiobookResultsQuery.graphql.ts";
import { pageIndexFrom } from "../../paths.ts";
import { SEARCH_MAX_LENGTH } from "../home/catalogue-query.ts";

/** Audiobooks per page (spec: 10; the server pages by the same number). */
export const AUDIOBOOKS_PAGE_SIZE = 10;

/**
 * The audiobook list's place in the address: `?search=…&page=2` (the page as on the home page),
 * so a reload, a shared link or coming back from an audiobook shows the same list. The language
 * filters start as the interface language's (see AudiobookLanguageFilter).
 */
export interface AudiobookListQuery {
  /** 0-based page index. */
  page: number;
  search: string;
}

export function readAudiobookListQuery(params: URLSearchParams): AudiobookListQuery {
  return { page: pageIndexFrom(params), search: (params.get("search") ?? "").slice(0, SEARCH_MAX_LENGTH).trim() };
}

/** The parameters after a new search (or a filter change: `search` undefined), which go back to the first page. */
export function withListChange(params: URLSearchParams, search?: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (search !== undefined) {
    if (search) next.set("search", search);
    else next.delete("search");
  }
  next.delete("page");
  return next;
}

export interface AudiobookCriteria {
  page: number;
  /** Language ids; none: every language. */
  languages: readonly number[];
  search: string;
}

export const audiobookVariables = ({
  page,
  languages,
  search,
}: AudiobookCriteria): AudiobookResultsQuery$variables => ({
  offset: page * AUDIOBOOKS_PAGE_SIZE,
  filters: languages.length > 0 ? languages : null,
  search: search || null,
});
