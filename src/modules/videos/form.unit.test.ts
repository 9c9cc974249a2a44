import { describe, expect, it } from "vitest";
import { isHighlightTimestamp } from "./decide.ts";
import type { VideoContent } from "./events.ts";
import { draftOf, newVideoDefaults } from "./form.ts";

const current: VideoContent = {
  ...newVideoDefaults(),
  title: "Cesta z Aleppa",
  thumbnail: "/uploads/samir.jpg",
  themeIds: [1],
  methodics: [{ id: 1, url: "/uploads/m.pdf", name: "m.pdf", order: 1 }],
  highlights: [
    { id: 1, timestamp: "00:10", text: "Prvý" },
    { id: 20, timestamp: "02:15", text: "Odchod" },
  ],
};

describe("the video form", () => {
  it("keeps the ids of the video's own highlights above 1; 1 or lower, or another video's, is a new highlight", () => {
    const { highlights } = draftOf(
      {
        highlights: [
          { id: 20, timestamp: "02:15", text: "Odchod" },
          { id: 1, timestamp: "00:10", text: "Prvý" },
          { id: 0, timestamp: "00:20", text: "Nový" },
          { id: -3, timestamp: "00:30", text: "Nový" },
          { id: null, timestamp: "00:40", text: "Nový" },
          { id: 99, timestamp: "00:50", text: "Cudzí" },
        ],
      },
      current,
    );
    expect(highlights!.map((highlight) => highlight.id)).toEqual([
      20,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("keeps the ids of the video's own methodics, id 1 included", () =>
    expect(
      draftOf({ methodics: [{ id: 1, url: "/uploads/m.pdf", name: "m.pdf", order: 1 }] }, current).methodics,
    ).toEqual([{ id: 1, url: "/uploads/m.pdf", name: "m.pdf", order: 1 }]));

  it("stores the library's files by their paths: a signed URL the admin's form was given loses its signature", () => {
    const signed = "?expires=1790000000&viewer=u7&signature=abc";
    const draft = draftOf(
      {
        thumbnail: `/uploads/thumbnails/4-cover.jpg${signed}`,
        mediaUrl: `/demo/media/story-1.mp4${signed}`,
        methodics: [{ id: 1, url: `/uploads/m.pdf${signed}`, name: "m.pdf", order: 1 }],
        subtitles: [{ lang: "en", url: `/uploads/captions/1-en.vtt${signed}` }],
      },
      current,
    );
    expect([draft.thumbnail, draft.mediaUrl, draft.methodics![0]!.url, draft.subtitles![0]!.url]).toEqual([
      "/uploads/thumbnails/4-cover.jpg",
      "/demo/media/story-1.mp4",
      "/uploads/m.pdf",
      "/uploads/captions/1-en.vtt",
    ]);
  });

  it("leaves out what the form does not send (it keeps its value), and the position, which the list keeps", () =>
    expect(draftOf({ title: "Nový názov", order: 4, visible: null }, current)).toEqual({ title: "Nový názov" }));

  it("takes highlight times of at most 8 characters: hh:mm:ss or mm:ss", () => {
    expect(["02:15", "1:02:03", "01:02:03"].every(isHighlightTimestamp)).toBe(true);
    expect(["001:02:03", "01:02:03:4", "1:2", "12:60", "ab:cd", ""].some(isHighlightTimestamp)).toBe(false);
  });
});
