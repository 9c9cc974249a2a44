import { describe, expect, it } from "vitest";
import {
  afterLoginPath,
  localRedirectTarget,
  loginPathFor,
  pageIndexFrom,
  pageQuery,
  splitLoginOverlay,
  withDefaultLanguage,
  withLanguage,
  withoutRedirect,
} from "./paths.ts";

describe("splitLoginOverlay", () => {
  it("opens the overlay above the language home for /{lang}/login", () => {
    expect(splitLoginOverlay("/sk/login")).toEqual({ pagePath: "/sk/", loginOpen: true });
  });

  it("opens the overlay above the page before /login, with up to four padding segments", () => {
    expect(splitLoginOverlay("/en/video/ziva-kniha/login")).toEqual({
      pagePath: "/en/video/ziva-kniha",
      loginOpen: true,
    });
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
    for (const invalid of ["", "page=0", "page=-2", "page=abc", "page=1.5"])
      expect(pageIndexFrom(new URLSearchParams(invalid))).toBe(0);
  });

  it("writes ?page=N keeping other parameters, and none for the first page", () => {
    expect(pageQuery(new URLSearchParams("q=x"), 1)).toBe("?q=x&page=2");
    expect(pageQuery(new URLSearchParams("page=4"), 0)).toBe("");
  });
});

describe("afterLoginPath", () => {
  const base = { lang: "sk" as const, pagePath: "/sk/video/ziva-kniha", search: "", returnPath: null };

  it("goes back to the page under the overlay, keeping its query but not the redirect", () => {
    expect(afterLoginPath(base)).toBe("/sk/video/ziva-kniha");
    expect(afterLoginPath({ ...base, pagePath: "/sk/", search: "?page=2" })).toBe("/sk/?page=2");
  });

  it("follows a local redirect target first", () => {
    expect(afterLoginPath({ ...base, search: "?redirect=%2Fsk%2Fprofil", returnPath: "/sk/video/x" })).toBe(
      "/sk/profil",
    );
  });

  it("goes home from the registration thank-you page", () => {
    expect(afterLoginPath({ ...base, lang: "en", pagePath: "/en/registracia/dakujeme" })).toBe("/en/");
  });

  it("prefers the path the login gate saved to the page under the overlay", () => {
    expect(afterLoginPath({ ...base, pagePath: "/sk/", returnPath: "/sk/video/ziva-kniha" })).toBe(
      "/sk/video/ziva-kniha",
    );
  });

  it("never leaves the site", () => {
    expect(afterLoginPath({ ...base, search: "?redirect=https://evil.example/" })).toBe("/sk/video/ziva-kniha");
    expect(afterLoginPath({ ...base, search: "?redirect=//evil.example/" })).toBe("/sk/video/ziva-kniha");
    expect(afterLoginPath({ ...base, returnPath: "/\\evil.example" })).toBe("/sk/video/ziva-kniha");
  });
});

describe("localRedirectTarget and withoutRedirect", () => {
  it("takes only paths of this site", () => {
    expect(localRedirectTarget("/sk/profil?x=1")).toBe("/sk/profil?x=1");
    expect(localRedirectTarget("sk/profil")).toBeNull();
    expect(localRedirectTarget(null)).toBeNull();
  });

  it("drops only the redirect parameter", () => {
    expect(withoutRedirect("?redirect=%2Fsk%2F&page=2")).toBe("?page=2");
    expect(withoutRedirect("?redirect=%2Fsk%2F")).toBe("");
  });
});
