import { describe, expect, it } from "vitest";
import { firstPageOf } from "./first-page.ts";

describe("firstPageOf", () => {
  it("knows the home page in every language, and / (which goes to /sk/)", () => {
    for (const path of ["/", "/sk", "/sk/", "/en/", "/cz/login"]) expect(firstPageOf(path).kind, path).toBe("home");
    expect(firstPageOf("/cz/login").loginOpen).toBe(true);
  });

  it("knows a video page by its slug, with or without the login dialog above it", () => {
    expect(firstPageOf("/es/video/ziva-kniha")).toEqual({ kind: "video", slug: "ziva-kniha", loginOpen: false });
    expect(firstPageOf("/sk/video/ziva-kniha/login")).toEqual({ kind: "video", slug: "ziva-kniha", loginOpen: true });
  });

  it("leaves other pages, and addresses without a supported language, to load as they render", () => {
    for (const path of ["/sk/registracia", "/sk/video", "/de/", "/sk/video/a/b", "/sk/video/%E0%A4%A"])
      expect(firstPageOf(path).kind, path).toBe("other");
  });
});
