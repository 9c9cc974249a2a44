import { describe, expect, it } from "vitest";
import { audiobookVariables, readAudiobookListQuery, withListChange } from "./list-query.ts";

describe("the audiobook list's address", () => {
  it("reads the page and search", () => {
    expect(readAudiobookListQuery(new URLSearchParams("page=3&search=%20babka%20"))).toEqual({
      page: 2,
      search: "babka",
    });
    expect(readAudiobookListQuery(new URLSearchParams(""))).toEqual({ page: 0, search: "" });
  });

  it("goes back to the first page on a new search or filter", () => {
    expect(withListChange(new URLSearchParams("page=3&search=a"), "b").toString()).toBe("search=b");
    expect(withListChange(new URLSearchParams("page=3&search=a"), "").toString()).toBe("");
    expect(withListChange(new URLSearchParams("page=3&search=a")).toString()).toBe("search=a");
  });
});

describe("audiobookVariables", () => {
  it("pages by 10 and leaves out empty criteria", () => {
    expect(audiobookVariables({ page: 2, languages: [], search: "" })).toEqual({
      offset: 20,
      filters: null,
      search: null,
    });
    expect(audiobookVariables({ page: 0, languages: [4], search: "x" })).toEqual({
      offset: 0,
      filters: [4],
      search: "x",
    });
  });
});
