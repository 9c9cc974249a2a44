import { describe, expect, it } from "vitest";
import { localFiles } from "../media/index.ts";
import { videoFiles } from "./media-files.ts";

describe("which of a video's files are public", () => {
  const video = {
    thumbnail: "/demo/thumbnails/thumb-01.jpg",
    mediaUrl: "/demo/media/story-3.mp4",
    methodics: [
      { id: 1, url: "/demo/methodics/metodika-1.pdf", name: "metodika-1.pdf", order: 1 },
      { id: 2, url: "https://elsewhere.example/m.pdf", name: "m.pdf", order: 2 },
    ],
  };
  const filesOf = (availability: 0 | 1 | 2, more: Partial<typeof video> = {}) => localFiles(videoFiles({ ...video, ...more, availability }));

  it("shows a members-only video's thumbnail to everybody and keeps its media and methodologies private", () => {
    expect(filesOf(0)).toEqual([
      { path: "/demo/thumbnails/thumb-01.jpg", public: true },
      { path: "/demo/media/story-3.mp4", public: false },
      { path: "/demo/methodics/metodika-1.pdf", public: false },
    ]);
    expect(filesOf(1).filter((file) => file.public)).toHaveLength(1);
  });

  it("makes all of a free video's files public, and a file used twice public if either use is", () => {
    expect(filesOf(2).every((file) => file.public)).toBe(true);
    expect(filesOf(0, { mediaUrl: video.thumbnail })).toEqual([
      { path: "/demo/thumbnails/thumb-01.jpg", public: true },
      { path: "/demo/methodics/metodika-1.pdf", public: false },
    ]);
  });
});
