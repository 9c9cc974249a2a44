import { describe, expect, it } from "vitest";
import { decodeUrlPath, encodeUrlPath, isSafeFilePath, localMediaPath, storedReference } from "./media-path.ts";
import { localFiles } from "./projections/media-files.ts";

describe("media paths", () => {
  it("decodes a request path, and says so when the encoding is malformed", () => {
    expect(decodeUrlPath("/uploads/a%20b.pdf")).toBe("/uploads/a b.pdf");
    expect(decodeUrlPath("/demo/%E0%A4%A")).toBeUndefined();
  });

  it("accepts only normal absolute paths without dot-files", () => {
    expect(isSafeFilePath("/demo/media/story-1.mp4")).toBe(true);
    for (const unsafe of [
      "demo/x.mp4",
      "/demo/../package.json",
      "/demo/./x",
      "/demo//x",
      "/demo/.env",
      "/.git/config",
      "/demo/x\0.mp4",
      "/demo/",
    ]) {
      expect(isSafeFilePath(unsafe), unsafe).toBe(false);
    }
  });

  it("stores a file of ours by its path, without the signature of the URL the admin's form was given", () => {
    expect(storedReference(" /uploads/methodics/3-a%20b.pdf?expires=1790000000&viewer=u7&signature=abc ")).toBe(
      "/uploads/methodics/3-a%20b.pdf",
    );
    expect(storedReference("/demo/media/story-1.mp4#t=10")).toBe("/demo/media/story-1.mp4");
    expect(storedReference("https://cdn.example.com/x.mp4?token=1")).toBe("https://cdn.example.com/x.mp4?token=1");
  });

  it("takes the catalogue's own files from its references, not other hosts' URLs", () => {
    expect(localMediaPath(" /uploads/a%20b.pdf?download=1#page=2 ")).toBe("/uploads/a b.pdf");
    expect(localMediaPath("https://cdn.example.com/x.mp4")).toBeNull();
    expect(localMediaPath("//cdn.example.com/x.mp4")).toBeNull();
    expect(localMediaPath("/demo/../secret.pdf")).toBeNull();
    expect(encodeUrlPath("/uploads/a b#1.pdf")).toBe("/uploads/a%20b%231.pdf");
  });
});

describe("the files an item refers to", () => {
  it("are the local paths, each once, public if any reference to it is", () =>
    expect(
      localFiles([
        { url: "/uploads/a%20b.pdf", public: false },
        { url: "https://elsewhere.example/m.pdf", public: true },
        { url: null, public: true },
        { url: "/uploads/a b.pdf", public: true },
        { url: "/uploads/icon.svg", public: false },
      ]),
    ).toEqual([
      { path: "/uploads/a b.pdf", public: true },
      { path: "/uploads/icon.svg", public: false },
    ]));
});
