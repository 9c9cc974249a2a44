import { describe, expect, it } from "vitest";
import { isAllowedLink, normaliseLink } from "./link-url.ts";

describe("links in descriptions", () => {
  it("accepts web and e-mail addresses only", () => {
    for (const link of [
      "https://zivakniznica.sk/o-nas",
      "http://example.sk",
      "mailto:info@zivakniznica.sk",
      "HTTPS://EXAMPLE.SK",
    ])
      expect(isAllowedLink(link), link).toBe(true);
    for (const link of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/sk/video/x",
      "ftp://example.sk",
      "https://",
      "mailto:",
      "https://exa mple.sk",
      "",
    ])
      expect(isAllowedLink(link), link).toBe(false);
  });

  it("completes what people usually type", () => {
    expect(normaliseLink(" www.example.sk ")).toBe("https://www.example.sk");
    expect(normaliseLink("info@zivakniznica.sk")).toBe("mailto:info@zivakniznica.sk");
    expect(normaliseLink("http://example.sk")).toBe("http://example.sk");
    expect(normaliseLink("javascript:alert(1)")).toBe("javascript:alert(1)");
    expect(isAllowedLink(normaliseLink("javascript:alert(1)"))).toBe(false);
  });
});
