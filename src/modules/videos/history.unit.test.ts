import { describe, expect, it } from "vitest";
import type { GlobalPosition } from "../../eventstore/types.ts";
import type { VideoContent, VideoEvent } from "./events.ts";
import { changedFields, type Recorded, videoHistory } from "./history.ts";

const content: VideoContent = {
  title: "Cesta z Aleppa",
  subtitle: "Samir",
  thumbnail: "/uploads/samir.jpg",
  htmlDesc: "<p>Príbeh</p>",
  availability: 0,
  dacastId: null,
  mediaUrl: null,
  length: "24:10",
  visible: true,
  note: null,
  tags: [{ id: 40, name: "utečenci" }],
  themeIds: [1],
  filterIds: [2, 5],
  methodics: [],
  highlights: [{ id: 20, timestamp: "02:15", text: "Odchod" }],
  relatedVideoIds: [],
};
const ids = { videoId: 7, slug: "cesta-z-aleppa" };
/** Events recorded one after another, a minute apart, in the order given. */
const at = (minute: number): { at: Date; position: GlobalPosition } => ({
  at: new Date(Date.UTC(2026, 10, 2, 9, minute)),
  position: { commit: BigInt(minute), prepare: 0n },
});
const own = (minute: number, actor: string, event: VideoEvent): Recorded<VideoEvent> => ({
  event,
  actor,
  ...at(minute),
});
const listed = (minute: number, actor: string, order: number[]): Recorded<{ order: number[] }> => ({
  event: { order },
  actor,
  ...at(minute),
});

describe("a video's history", () => {
  describe("the fields an edit changed, by the form's names", () => {
    const before = { content };

    it("names each changed field as the form does (themes, filters, related for the id lists)", () =>
      expect(
        changedFields(before, {
          content: {
            ...content,
            title: "Nový",
            visible: false,
            themeIds: [1, 3],
            filterIds: [2],
            relatedVideoIds: [9],
            highlights: [{ id: 20, timestamp: "02:16", text: "Odchod" }],
          },
        }),
      ).toEqual(["title", "visible", "filters", "themes", "highlights", "related"]));

    it("names nothing when nothing changed, and treats a missing optional part as empty", () => {
      expect(changedFields(before, { content: { ...content } })).toEqual([]);
      expect(changedFields(before, { content: { ...content, translations: undefined, subtitles: undefined } })).toEqual(
        [],
      );
      expect(
        changedFields(before, {
          content: { ...content, translations: { en: { title: "Road", subtitle: "", htmlDesc: "" } } },
        }),
      ).toEqual(["translations"]);
    });

    it("names the order when an edit recorded before the list's stream moved the video", () => {
      expect(changedFields({ content, order: 3 }, { content, order: 1 })).toEqual(["order"]);
      expect(changedFields({ content, order: 3 }, { content, order: 3 })).toEqual([]);
    });
  });

  it("lists created, edited (with the fields), reordered and deleted, newest first, with who and when", () => {
    const history = videoHistory(
      7,
      [
        own(1, "demo", { type: "VideoCreated", data: { ...ids, ...content, order: 3 } }),
        own(3, "12", { type: "VideoEdited", data: { ...ids, ...content, note: "interné", tags: [] } }),
        own(5, "12", { type: "VideoFilterRemoved", data: { videoId: 7, filterId: 5 } }),
        own(7, "14", { type: "VideoDeleted", data: ids }),
      ],
      [listed(2, "12", [7, 8, 9]), listed(4, "14", [8, 9, 7]), listed(6, "14", [9, 8, 7])],
    );
    expect(
      history.map((change) => [change.at.toISOString().slice(11, 16), change.actor, change.kind, change.fields]),
    ).toEqual([
      ["09:07", "14", "deleted", []],
      ["09:05", "12", "edited", ["filters"]],
      ["09:04", "14", "reordered", []],
      ["09:03", "12", "edited", ["note", "tags"]],
      ["09:02", "12", "reordered", []],
      ["09:01", "demo", "created", []],
    ]);
    // the first order recorded has no place before: the list was numbered by the videos' own streams
    expect(history.map((change) => [change.kind, change.fromPosition, change.toPosition])).toEqual([
      ["deleted", null, null],
      ["edited", null, null],
      ["reordered", 1, 3],
      ["edited", null, null],
      ["reordered", null, 1],
      ["created", null, null],
    ]);
  });

  it("reads the events recorded before the list's stream: a one-video move and an edit that moved it", () => {
    const history = videoHistory(
      7,
      [
        own(1, "system", { type: "VideoCreated", data: { ...ids, ...content, order: 3 } }),
        own(2, "12", { type: "VideoReordered", data: { videoId: 7, order: 1 } }),
        own(3, "12", { type: "VideoEdited", data: { ...ids, ...content, subtitle: "Samir z Aleppa", order: 4 } }),
        own(4, "12", { type: "VideoEdited", data: { ...ids, ...content, subtitle: "Samir z Aleppa", order: 4 } }),
      ],
      [],
    );
    expect(history.map((change) => [change.kind, change.fields])).toEqual([
      ["edited", []],
      ["edited", ["subtitle", "order"]],
      ["reordered", []],
      ["created", []],
    ]);
    // the one-video move: from the number its creation gave it to the one the move set
    expect(history.find((change) => change.kind === "reordered")).toMatchObject({ fromPosition: 3, toPosition: 1 });
  });

  describe("the places of a reorder, from 1 as the admin's list numbers them", () => {
    const created = own(1, "demo", { type: "VideoCreated", data: { ...ids, ...content, order: 1 } });
    const movesOf = (videoId: number, reorders: Recorded<{ order: number[] }>[], ownEvents = [created]) =>
      videoHistory(videoId, ownEvents, reorders)
        .filter((change) => change.kind === "reordered")
        .map((change) => [change.fromPosition, change.toPosition]);

    it("given a video dragged to the top, when its history is read, then its place before and after; the same for one pushed aside", () => {
      const reorders = [listed(2, "12", [5, 6, 7, 8]), listed(3, "12", [7, 5, 6, 8])];
      expect(movesOf(7, reorders)).toEqual([
        [3, 1],
        [null, 3],
      ]);
      expect(movesOf(5, reorders)).toEqual([
        [1, 2],
        [null, 1],
      ]);
      // its place among the others both orders hold did not change: no entry
      expect(movesOf(8, reorders)).toEqual([[null, 4]]);
    });

    it("given videos deleted and created since the order before, then its place in the list as it stood", () =>
      // 5 deleted: 7 was second; 9, created since, was last
      expect(movesOf(9, [listed(2, "12", [5, 6, 7]), listed(3, "12", [9, 7, 6])])).toEqual([[3, 1]]));

    it("given a move that kept the video's number while its neighbours changed, then no places", () =>
      expect(movesOf(7, [listed(2, "12", [1, 7]), listed(3, "12", [9, 7, 1])])).toEqual([
        [null, null],
        [null, 2],
      ]));

    it("given a one-video move with no number before it, then only the number it set", () =>
      expect(movesOf(7, [], [own(2, "12", { type: "VideoReordered", data: { videoId: 7, order: 4 } })])).toEqual([
        [null, 4],
      ]));
  });
});
