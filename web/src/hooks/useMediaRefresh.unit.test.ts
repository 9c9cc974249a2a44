import { describe, expect, it } from "vitest";
import { expiryOf } from "./useMediaRefresh.ts";

describe("when a media URL expires", () => {
  it("reads a signed URL's expiry, in ms", () => {
    expect(expiryOf("/demo/media/story-3.mp4?exp=1795903200&v=9&sig=abc")).toBe(1_795_903_200_000);
  });

  it("has none for a plain path, another host's URL or a malformed expiry", () => {
    for (const url of [
      "/demo/media/story-1.mp4",
      "https://elsewhere.example/film.mp4",
      "/uploads/a.mp3?exp=soon&sig=x",
      "/uploads/a.mp3?exp=&sig=x",
    ])
      expect(expiryOf(url), url).toBeUndefined();
  });
});
