import { describe, expect, it } from "vitest";
import { loginPathFor, pageIndexFrom, pageQuery, splitLoginOverlay, withDefaultLanguage, withLanguage } from "./paths.ts";

describe("splitLoginOverlay", () => {
  it("opens the overlay above the language home for /{lang}/login", () => {
    expect(splitLoginOverlay("/sk/login")).toEqual({ pagePath: "/sk/", loginOpen: true });
  });

  it("opens the overlay above the page before /login, with up to four padding segments", () => {
    expect(splitLoginOverlay("/en/video/ziva-kniha/login")).toEqual({ pagePath: "/en/video/ziva-kniha", loginOpen: true });
    expect(splitLoginOverlay("/sk/a/b/c/d/login")).toEqual({ pagePath: "/sk/a/b/c/d", loginOpen: true });
  });

  it("is an ordinary page with five padding segments or without /login at the end", () => {
    expect(splitLoginOverlay("/sk/a/b/c/d/e/login")).toEqual({ pagePath: "/sk/a/b/c/d/e/login", loginOpen: false });
    expect(splitLoginOverlay("/sk/video/login-story")).toEqual({ pagePath: "/sk/video/login-story", loginOpen: false });
  });
});

describe("loginPathFor", () => {
  it("appends /login to the current page", () => {
    expect(loginPathFor("/sk/video/ziva-kniha", "sk")).toBe("/sk/video/ziva-kniha/login");
  });

  it("is /{lang}/login on the home page and on registration pages", () => {
    expect(loginPathFor("/cz/", "cz")).toBe("/cz/login");
    expect(loginPathFor("/cz/registracia/pre-skoly", "cz")).toBe("/cz/login");
  });
});

describe("language in the path", () => {
  it("switches only the first segment", () => {
    expect(withLanguage("/sk/video/ziva-kniha", "en")).toBe("/en/video/ziva-kniha");
    expect(withLanguage("/sk/", "es")).toBe("/es/");
  });

  it("replaces an unsupported language code with sk and prefixes other paths with it", () => {
    expect(withDefaultLanguage("/de/video/x")).toBe("/sk/video/x");
    expect(withDefaultLanguage("/video/x")).toBe("/sk/video/x");
  });
});

describe("page query parameter", () => {
  it("reads the 1-based ?page=N as a 0-based index; anything invalid is the first page", () => {
    expect(pageIndexFrom(new URLSearchParams("page=3"))).toBe(2);
    for (const invalid of ["", "page=0", "page=-2", "page=abc", "page=1.5"]) expect(pageIndexFrom(new URLSearchParams(invalid))).toBe(0);
  });

  it("writes ?page=N keeping other parameters, and none for the first page", () => {
    expect(pageQuery(new URLSearchParams("q=x"), 1)).toBe("?q=x&page=2");
    expect(pageQuery(new URLSearchParams("page=4"), 0)).toBe("");
  });
});
