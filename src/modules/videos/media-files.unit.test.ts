import { describe, expect, it } from "vitest";
import { localFiles } from "../media/index.ts";
import { videoFiles } from "./media-files.ts";

describe("which of a video's files are public", () => {
  const video = {
    thumbnail: "/demo/covers/story-01.svg",
    mediaUrl: "/demo/media/story-3.mp4",
    methodics: [
      { id: 1, url: "/demo/methodics/metodika-01.pdf", name: "metodika-01.pdf", order: 1 },
      { id: 2, url: "https://elsewhere.example/m.pdf", name: "m.pdf", order: 2 },
    ],
    subtitles: [{ lang: "en" as const, url: "/demo/subtitles/story-3.en.vtt" }],
  };
  const filesOf = (availability: 0 | 1 | 2, more: Partial<typeof video> = {}) =>
    localFiles(videoFiles({ ...video, ...more, availability }));

  it("shows a members-only video's thumbnail to everybody and keeps its media, methodologies and captions private", () => {
    expect(filesOf(0)).toEqual([
      { path: "/demo/covers/story-01.svg", public: true },
      { path: "/demo/media/story-3.mp4", public: false },
      { path: "/demo/methodics/metodika-01.pdf", public: false },
      { path: "/demo/subtitles/story-3.en.vtt", public: false },
    ]);
    expect(filesOf(1).filter((file) => file.public)).toHaveLength(1);
  });

  it("makes all of a free video's files public, and a file used twice public if either use is", () => {
    expect(filesOf(2).every((file) => file.public)).toBe(true);
    expect(filesOf(0, { mediaUrl: video.thumbnail, subtitles: [] })).toEqual([
      { path: "/demo/covers/story-01.svg", public: true },
      { path: "/demo/methodics/metodika-01.pdf", public: false },
    ]);
  });
});
