import { describe, expect, it } from "vitest";
import { paginationWindow } from "./pagination-window.ts";

describe("paginationWindow", () => {
  it("shows the current page with two neighbours each side", () => {
    expect(paginationWindow(5, 20).pages).toEqual([3, 4, 5, 6, 7]);
  });

  it("cuts the neighbours at the ends", () => {
    expect(paginationWindow(0, 20).pages).toEqual([0, 1, 2]);
    expect(paginationWindow(19, 20).pages).toEqual([17, 18, 19]);
    expect(paginationWindow(0, 1).pages).toEqual([0]);
  });

  it("adds first and last links only when the current page is 3 or more pages from them", () => {
    expect(paginationWindow(2, 6)).toMatchObject({ first: false, last: true, gapBeforeLast: false });
    expect(paginationWindow(3, 7)).toMatchObject({
      first: true,
      gapAfterFirst: false,
      last: true,
      gapBeforeLast: false,
    });
    expect(paginationWindow(10, 20)).toMatchObject({
      first: true,
      gapAfterFirst: true,
      last: true,
      gapBeforeLast: true,
    });
    expect(paginationWindow(17, 20)).toMatchObject({ first: true, last: false });
  });

  it("leaves no page unreachable", () => {
    for (let pageCount = 1; pageCount <= 12; pageCount++) {
      for (let page = 0; page < pageCount; page++) {
        const { pages, first, last } = paginationWindow(page, pageCount);
        const shown = new Set([...pages, ...(first ? [0] : []), ...(last ? [pageCount - 1] : [])]);
        expect(shown.has(0) && shown.has(pageCount - 1)).toBe(true);
      }
    }
  });
});
