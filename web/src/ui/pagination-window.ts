/** Neighbours of the current page shown on each side. */
export const PAGE_NEIGHBOURS = 2;
/** The first (last) page gets its own link once the current page is this far from it or further. */
const EDGE_LINK_DISTANCE = 3;

export interface PaginationWindow {
  /** 0-based page indexes around the current one, in order. */
  pages: number[];
  /** Show a link to the first page before `pages`, and whether a gap separates them. */
  first: boolean;
  gapAfterFirst: boolean;
  last: boolean;
  gapBeforeLast: boolean;
}

/** Which page links to show: the current page with up to 2 neighbours each side, plus first and last when far. */
export function paginationWindow(page: number, pageCount: number): PaginationWindow {
  const from = Math.max(0, page - PAGE_NEIGHBOURS);
  const to = Math.min(pageCount - 1, page + PAGE_NEIGHBOURS);
  const pages = Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
  const first = page >= EDGE_LINK_DISTANCE;
  const last = pageCount - 1 - page >= EDGE_LINK_DISTANCE;
  return { pages, first, gapAfterFirst: first && from > 1, last, gapBeforeLast: last && to < pageCount - 2 };
}
