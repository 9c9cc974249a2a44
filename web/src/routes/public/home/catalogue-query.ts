import type { VideoResultsQuery$variables } from "../../../__generated__/VideoResultsQuery.graphql.ts";
import type { Lang } from "../../../i18n/index.ts";
import { pageIndexFrom } from "../../paths.ts";

/** The server searches at most this many characters (src/shared/limits.ts, maxSearchLength). */
export const SEARCH_MAX_LENGTH = 100;

/** Videos per page (the server pages by the same number). */
export const VIDEOS_PAGE_SIZE = 16;

/**
 * The home catalogue's place in the address: `?theme=3&search=ziva&page=2`, so a reload, a shared
 * link or coming back from a video shows the same list. (The filters are not kept there: they
 * start as the interface language's ones, see FilterBar.)
 */
export interface CatalogueQuery {
  /** 0-based page index. */
  page: number;
  theme: number | null;
  search: string;
}

export function readCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const theme = Number(params.get("theme"));
  return {
    page: pageIndexFrom(params),
    theme: Number.isInteger(theme) && theme > 0 ? theme : null,
    // a hand-made address may hold more than the server searches: keep what the box could hold
    search: (params.get("search") ?? "").slice(0, SEARCH_MAX_LENGTH).trim(),
  };
}

export type CatalogueChange = Partial<Pick<CatalogueQuery, "theme" | "search">>;

/** The parameters after a change of theme or search, which always goes back to the first page. */
export function withCatalogueChange(params: URLSearchParams, change: CatalogueChange): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.theme !== undefined) {
    if (change.theme === null) next.delete("theme");
    else next.set("theme", String(change.theme));
  }
  if (change.search !== undefined) {
    if (change.search) next.set("search", change.search);
    else next.delete("search");
  }
  next.delete("page");
  return next;
}

/** What selects one page of the catalogue's list. */
export interface VideoCriteria {
  /** 0-based page index. */
  page: number;
  theme: number | null;
  filters: readonly number[];
  search: string;
}

/** The list query's variables (VideoResults, and the first page's preload). */
export const resultsVariables = ({ page, theme, filters, search }: VideoCriteria): VideoResultsQuery$variables => ({
  offset: page * VIDEOS_PAGE_SIZE,
  theme,
  filters: filters.length > 0 ? filters : null,
  search: search || null,
});

/** The filters a language starts with: those whose languageFlag is that language. */
export const languageFilters = (
  filters: readonly { id: number; languageFlag: string | null | undefined }[],
  lang: Lang,
): number[] => filters.filter((filter) => filter.languageFlag === lang).map((filter) => filter.id);
