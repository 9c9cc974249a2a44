import { describe, expect, it } from "vitest";
import { isNarrowed, readVideoListQuery, videoListVariables, withVideoListChange } from "./video-list-query.ts";

describe("the admin video list's place in the address", () => {
  it("reads the search, availability and visibility, ignoring what it does not know", () => {
    const query = readVideoListQuery(new URLSearchParams("search=%20ziva%20&availability=free&visibility=hidden"));
    expect(query).toEqual({ search: "ziva", availability: "free", visibility: "hidden" });
    expect(videoListVariables(query)).toEqual({ search: "ziva", availability: 2, visible: false });
    const odd = readVideoListQuery(
      new URLSearchParams(`availability=toString&visibility=all&search=${"a".repeat(150)}`),
    );
    expect(odd).toEqual({ search: "a".repeat(100), availability: null, visibility: null });
  });

  it("an empty address narrows nothing and asks for every video", () => {
    const query = readVideoListQuery(new URLSearchParams(""));
    expect(isNarrowed(query)).toBe(false);
    expect(videoListVariables(query)).toEqual({ search: null, availability: null, visible: null });
  });

  it("a change sets or removes its parameter and keeps the others", () => {
    const start = new URLSearchParams("search=ziva&availability=testing&lang=x");
    expect(withVideoListChange(start, { availability: null, visibility: "visible" }).toString()).toBe(
      "search=ziva&lang=x&visibility=visible",
    );
    expect(withVideoListChange(start, { search: "" }).toString()).toBe("availability=testing&lang=x");
    expect(isNarrowed(readVideoListQuery(withVideoListChange(start, { availability: "subscription" })))).toBe(true);
  });
});
