import { describe, expect, it } from "vitest";
import { readCatalogueQuery, withCatalogueChange } from "./catalogue-query.ts";

describe("readCatalogueQuery", () => {
  it("reads page, theme and search", () => {
    expect(readCatalogueQuery(new URLSearchParams("page=2&theme=3&search=%20ziva%20"))).toEqual({
      page: 1,
      theme: 3,
      search: "ziva",
    });
  });

  it("is the unfiltered first page without parameters or with invalid ones", () => {
    expect(readCatalogueQuery(new URLSearchParams(""))).toEqual({ page: 0, theme: null, search: "" });
    expect(readCatalogueQuery(new URLSearchParams("theme=abc&page=x"))).toEqual({ page: 0, theme: null, search: "" });
  });
});

describe("withCatalogueChange", () => {
  it("sets or clears the theme and the search, back on the first page", () => {
    const current = new URLSearchParams("page=3&theme=2&search=ziva");
    expect(withCatalogueChange(current, { theme: 5 }).toString()).toBe("theme=5&search=ziva");
    expect(withCatalogueChange(current, { theme: null }).toString()).toBe("search=ziva");
    expect(withCatalogueChange(current, { search: "" }).toString()).toBe("theme=2");
    expect(withCatalogueChange(current, {}).toString()).toBe("theme=2&search=ziva");
  });
});
