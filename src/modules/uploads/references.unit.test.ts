import { describe, expect, it } from "vitest";
import { isLibraryFile, newCover } from "./references.ts";

const stored = (kind: string) => ({ upload: { kind, status: "stored" } });

describe("whether a reference names a file of the library of its kind", () => {
  it("given an upload of the kind still stored, accepts it (a signed link's query included)", () => {
    expect(isLibraryFile("/uploads/thumbnails/3-obalka.png", "thumbnail", stored("thumbnail"))).toBe(true);
    expect(
      isLibraryFile("/uploads/thumbnails/3-obalka.png?expires=1&signature=x", "thumbnail", stored("thumbnail")),
    ).toBe(true);
  });

  it("given an upload of another kind, or one no longer stored, refuses it", () => {
    expect(isLibraryFile("/uploads/materials/4-plan.pdf", "thumbnail", stored("material"))).toBe(false);
    expect(
      isLibraryFile("/uploads/thumbnails/3-obalka.png", "thumbnail", {
        upload: { kind: "thumbnail", status: "deleted" },
      }),
    ).toBe(false);
    expect(isLibraryFile("/uploads/thumbnails/3-obalka.png", "thumbnail", {})).toBe(false);
  });

  it("given a demo file that exists, accepts it only with an extension of the kind", () => {
    const there = { inDemoFolder: true };
    expect(isLibraryFile("/demo/covers/story-01.svg", "thumbnail", there)).toBe(true);
    expect(isLibraryFile("/demo/covers/story-01.JPG", "thumbnail", there)).toBe(true);
    expect(isLibraryFile("/demo/themes/theme-1.svg", "svg", there)).toBe(true);
    expect(isLibraryFile("/demo/audiobooks/cesta-domov.pdf", "material", there)).toBe(true);
    expect(isLibraryFile("/demo/audiobooks/cesta-domov-1.mp3", "audio", there)).toBe(true);
    expect(isLibraryFile("/demo/audiobooks/cesta-domov.pdf", "thumbnail", there)).toBe(false);
    expect(isLibraryFile("/demo/covers/story-01.svg", "material", there)).toBe(false);
    expect(isLibraryFile("/demo/covers/story-99.svg", "thumbnail", { inDemoFolder: false })).toBe(false);
  });

  it("given anything that is no path of the library, refuses it whatever is known", () => {
    const anything = { ...stored("thumbnail"), inDemoFolder: true };
    for (const reference of [
      "javascript:alert(1)",
      "/etc/passwd",
      "https://example.com/cover.png",
      "//example.com/cover.png",
      "/demo/../etc/passwd.svg",
      "data:image/svg+xml,<svg/>",
      "",
    ]) {
      expect(isLibraryFile(reference, "thumbnail", anything), reference).toBe(false);
    }
  });
});

describe("the cover a form gives, to be checked", () => {
  it("given a create with a cover, checks it as a thumbnail with THUMBNAIL_NOT_UPLOADED", () => {
    expect(newCover("javascript:alert(1)", null)).toEqual([
      { field: "thumbnail", url: "javascript:alert(1)", kind: "thumbnail", refusal: "THUMBNAIL_NOT_UPLOADED" },
    ]);
  });

  it("given no cover or an empty one, checks nothing (the item's own rules decide whether one is needed)", () => {
    expect(newCover(undefined, "/uploads/thumbnails/1-a.png")).toEqual([]);
    expect(newCover(null, null)).toEqual([]);
    expect(newCover("  ", "/uploads/thumbnails/1-a.png")).toEqual([]);
  });

  it("given the cover the item already has, checks nothing, even as a signed link", () => {
    expect(newCover("/uploads/thumbnails/1-a.png", "/uploads/thumbnails/1-a.png")).toEqual([]);
    expect(newCover(" /uploads/thumbnails/1-a.png?expires=1 ", "/uploads/thumbnails/1-a.png")).toEqual([]);
  });

  it("given another cover than the item's, checks it", () => {
    expect(newCover("/etc/passwd", "/uploads/thumbnails/1-a.png").map((reference) => reference.url)).toEqual([
      "/etc/passwd",
    ]);
  });
});
