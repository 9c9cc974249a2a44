import { describe, expect, it } from "vitest";
import { contentLang, htmlLang } from "./content-lang.ts";

describe("content language", () => {
  it("marks a Slovak fallback on a page in another language", () => {
    expect(contentLang("sk", "en")).toBe("sk");
    expect(contentLang("sk", "cz")).toBe("sk");
  });
  it("leaves text in the page's language unmarked", () => {
    expect(contentLang("en", "en")).toBeUndefined();
    expect(contentLang("sk", "sk")).toBeUndefined();
    expect(contentLang(null, "es")).toBeUndefined();
  });
  it("writes Czech as the standard tag", () => {
    expect(htmlLang("cz")).toBe("cs");
    expect(contentLang("cz", "sk")).toBe("cs");
  });
});
