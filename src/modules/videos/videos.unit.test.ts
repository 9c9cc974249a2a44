import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { checkVideoDraft, isHighlightTimestamp, videoDecider } from "./decide.ts";
import type { VideoContent, VideoCreated, VideoDeleted, VideoEdited } from "./events.ts";
import { tagDecider, videoSlugs } from "./registries.ts";

const spec = deciderSpec(videoDecider);

const content: VideoContent = {
  title: "Živá kniha: Cesta z Aleppa",
  subtitle: "Príbeh Samira, ktorý utiekol pred vojnou",
  thumbnail: "/uploads/samir.jpg",
  htmlDesc: "<p>Samir prišiel na Slovensko v roku 2015.</p>",
  availability: 2,
  dacastId: null,
  mediaUrl: "/media/samir.mp4",
  length: "24:10",
  visible: true,
  note: null,
  tags: [{ id: 40, name: "utečenci" }],
  themeIds: [1],
  filterIds: [2, 5],
  methodics: [{ id: 30, url: "/uploads/metodika-samir.pdf", name: "metodika-samir.pdf", order: 1 }],
  highlights: [{ id: 20, timestamp: "02:15", text: "Odchod z domova" }],
  relatedVideoIds: [8],
};
const created: VideoCreated = {
  type: "VideoCreated",
  data: { videoId: 7, slug: "ziva-kniha-cesta-z-aleppa", ...content, order: 3 },
};
const deleted: VideoDeleted = { type: "VideoDeleted", data: { videoId: 7, slug: "ziva-kniha-cesta-z-aleppa" } };
const create = (overrides: Partial<VideoContent>, order = 3) =>
  ({
    type: "CreateVideo",
    data: { videoId: 7, slug: "ziva-kniha-cesta-z-aleppa", order, content: { ...content, ...overrides } },
  }) as const;
const { order: _creationPosition, ...editedData } = created.data;

describe("videos", () => {
  describe("CreateVideo", () => {
    it("creates the video with every field", () => spec.given([]).when(create({})).then([created]));

    it("trims texts, turns empty optional texts into null and drops repeated ids", () =>
      spec
        .given([])
        .when(
          create({
            title: "  Živá kniha: Cesta z Aleppa ",
            dacastId: " ",
            length: "",
            note: "  ",
            themeIds: [1, 1],
            filterIds: [2, 5, 2],
            relatedVideoIds: [8, 8],
          }),
        )
        .then([{ type: "VideoCreated", data: { ...created.data, dacastId: null, length: null, note: null } }]));

    it("sanitises the description", () =>
      spec
        .given([])
        .when(
          create({
            htmlDesc: `<p onclick="steal()">Samir<script>alert(1)</script> <img src="x" onerror="y()"><a href="javascript:alert(1)">odkaz</a></p>`,
          }),
        )
        .then([
          {
            type: "VideoCreated",
            data: { ...created.data, htmlDesc: `<p>Samir <a rel="noopener noreferrer">odkaz</a></p>` },
          },
        ]));

    it("requires a title, a thumbnail and at least one theme", () =>
      spec
        .given([])
        .when(create({ title: " ", thumbnail: "", themeIds: [] }))
        .thenFailsValidation({
          title: "REQUIRED",
          thumbnail: "VIDEO_THUMBNAIL_REQUIRED",
          themeIds: "VIDEO_THEME_REQUIRED",
        }));

    it("accepts only availability 0, 1 or 2", () => {
      spec
        .given([])
        .when(create({ availability: 3 as never }))
        .thenFailsValidation({ availability: "AVAILABILITY_INVALID" });
      spec
        .given([])
        .when(create({ availability: 0 }))
        .then([{ type: "VideoCreated", data: { ...created.data, availability: 0 } }]);
    });

    it("takes a length written as a clock only", () => {
      spec
        .given([])
        .when(create({ length: "dlhé" }))
        .thenFailsValidation({ length: "MEDIA_LENGTH_INVALID" });
      spec
        .given([])
        .when(create({ length: "1:05:30" }))
        .then([{ type: "VideoCreated", data: { ...created.data, length: "1:05:30" } }]);
    });

    it("accepts a media file on this server or at an http(s) URL only", () => {
      spec
        .given([])
        .when(create({ mediaUrl: "javascript:alert(1)" }))
        .thenFailsValidation({ mediaUrl: "MEDIA_URL_INVALID" });
      spec
        .given([])
        .when(create({ mediaUrl: "https://cdn.example.org/a.mp4" }))
        .then([{ type: "VideoCreated", data: { ...created.data, mediaUrl: "https://cdn.example.org/a.mp4" } }]);
    });

    it("refuses texts longer than their limits, translations and highlights too, and accepts them at the limit", () => {
      const long = (n: number) => "a".repeat(n);
      spec
        .given([])
        .when(
          create({
            title: long(201),
            subtitle: long(301),
            tags: [{ id: 40, name: long(201) }],
            highlights: [{ id: 20, timestamp: "02:15", text: long(301) }],
            translations: { en: { title: long(201), subtitle: "", htmlDesc: "" } },
          }),
        )
        .thenFailsValidation({
          title: "TOO_LONG",
          subtitle: "TOO_LONG",
          "tags.0.name": "TOO_LONG",
          "highlights.0.text": "TOO_LONG",
          "translations.en.title": "TOO_LONG",
        });
      spec
        .given([])
        .when(create({ title: long(200) }))
        .then([{ type: "VideoCreated", data: { ...created.data, title: long(200) } }]);
    });

    it("puts the video at its place in the library's list, a whole number from 1, checked with the content", () => {
      spec
        .given([])
        .when(create({}, 12))
        .then([{ type: "VideoCreated", data: { ...created.data, order: 12 } }]);
      spec
        .given([])
        .when(create({ title: "" }, 0))
        .thenFailsValidation({ title: "REQUIRED", order: "ORDER_INVALID" });
    });

    it("requires the methodics' url and name, and a valid order", () =>
      spec
        .given([])
        .when(create({ methodics: [{ id: 30, url: "", name: " ", order: 0 }] }))
        .thenFailsValidation({
          "methodics.0.url": "REQUIRED",
          "methodics.0.name": "REQUIRED",
          "methodics.0.order": "ORDER_INVALID",
        }));

    it("requires highlight times as hh:mm:ss or mm:ss, and a text", () =>
      spec
        .given([])
        .when(
          create({
            highlights: [
              { id: 20, timestamp: "1:02:03", text: "ok" },
              { id: 21, timestamp: "00:61", text: "ok" },
              { id: 22, timestamp: "12:00", text: "" },
            ],
          }),
        )
        .thenFailsValidation({
          "highlights.1.timestamp": "HIGHLIGHT_TIMESTAMP_INVALID",
          "highlights.2.text": "REQUIRED",
        }));

    it("requires tag names", () =>
      spec
        .given([])
        .when(create({ tags: [{ id: 40, name: "" }] }))
        .thenFailsValidation({ "tags.0.name": "REQUIRED" }));

    it("refuses a video recommending itself", () =>
      spec
        .given([])
        .when(create({ relatedVideoIds: [8, 7] }))
        .thenFailsValidation({ relatedVideoIds: "VIDEO_RELATED_SELF" }));

    it("refuses to create a video twice", () => {
      spec.given([created]).when(create({})).thenThrows("VIDEO_ALREADY_EXISTS");
      spec.given([created, deleted]).when(create({})).thenThrows("VIDEO_ALREADY_EXISTS");
    });
  });

  describe("EditVideo", () => {
    it("changes only the given fields and records the whole content", () =>
      spec
        .given([created])
        .when({ type: "EditVideo", data: { videoId: 7, changes: { visible: false, note: "Čaká na titulky" } } })
        .then([{ type: "VideoEdited", data: { ...editedData, visible: false, note: "Čaká na titulky" } }]));

    it("moves the video to a new slug when one is given", () =>
      spec
        .given([created])
        .when({ type: "EditVideo", data: { videoId: 7, slug: "cesta-z-aleppa", changes: { title: "Cesta z Aleppa" } } })
        .then([
          {
            type: "VideoEdited",
            data: {
              ...editedData,
              slug: "cesta-z-aleppa",
              title: "Cesta z Aleppa",
              formerSlug: "ziva-kniha-cesta-z-aleppa",
            },
          },
        ]));

    it("clears optional texts given as null", () =>
      spec
        .given([created])
        .when({ type: "EditVideo", data: { videoId: 7, changes: { mediaUrl: null, length: null } } })
        .then([{ type: "VideoEdited", data: { ...editedData, mediaUrl: null, length: null } }]));

    it("records nothing when nothing changed", () => {
      spec
        .given([created])
        .when({
          type: "EditVideo",
          data: { videoId: 7, changes: { title: "Živá kniha: Cesta z Aleppa ", themeIds: [1] } },
        })
        .then([]);
      spec
        .given([created])
        .when({ type: "EditVideo", data: { videoId: 7, slug: "ziva-kniha-cesta-z-aleppa", changes: {} } })
        .then([]);
    });

    it("validates the content as it would be after the edit", () =>
      spec
        .given([created])
        .when({
          type: "EditVideo",
          data: { videoId: 7, changes: { themeIds: [], highlights: [{ id: 20, timestamp: "2:15:00:01", text: "x" }] } },
        })
        .thenFailsValidation({
          themeIds: "VIDEO_THEME_REQUIRED",
          "highlights.0.timestamp": "HIGHLIGHT_TIMESTAMP_INVALID",
        }));

    it("refuses a video recommending itself", () =>
      spec
        .given([created])
        .when({ type: "EditVideo", data: { videoId: 7, changes: { relatedVideoIds: [7] } } })
        .thenFailsValidation({ relatedVideoIds: "VIDEO_RELATED_SELF" }));

    it("refuses a missing or deleted video", () => {
      spec
        .given([])
        .when({ type: "EditVideo", data: { videoId: 7, changes: { visible: false } } })
        .thenThrows("VIDEO_NOT_FOUND");
      spec
        .given([created, deleted])
        .when({ type: "EditVideo", data: { videoId: 7, changes: { visible: false } } })
        .thenThrows("VIDEO_NOT_FOUND");
    });
  });

  describe("events recorded before the library's order was a stream of its own", () => {
    it("an edit that moved the video, and a move of one video, leave the content as it was", () => {
      const movedByEdit: VideoEdited = { type: "VideoEdited", data: { ...editedData, order: 1, visible: false } };
      spec
        .given([created, movedByEdit, { type: "VideoReordered", data: { videoId: 7, order: 5 } }])
        .when({ type: "EditVideo", data: { videoId: 7, changes: { visible: true } } })
        .then([{ type: "VideoEdited", data: editedData }]);
    });
  });

  describe("RemoveFilter (the filter is being deleted)", () => {
    it("takes the filter off the video, and an edit afterwards keeps it off", () => {
      spec
        .given([created])
        .when({ type: "RemoveFilter", data: { videoId: 7, filterId: 5 } })
        .then([{ type: "VideoFilterRemoved", data: { videoId: 7, filterId: 5 } }]);
      spec
        .given([created, { type: "VideoFilterRemoved", data: { videoId: 7, filterId: 5 } }])
        .when({ type: "EditVideo", data: { videoId: 7, changes: { visible: false } } })
        .then([{ type: "VideoEdited", data: { ...editedData, filterIds: [2], visible: false } }]);
    });

    it("records nothing for a video without the filter, or one deleted (a retry finishes what is left)", () => {
      spec
        .given([created])
        .when({ type: "RemoveFilter", data: { videoId: 7, filterId: 9 } })
        .then([]);
      spec
        .given([created, { type: "VideoFilterRemoved", data: { videoId: 7, filterId: 5 } }])
        .when({ type: "RemoveFilter", data: { videoId: 7, filterId: 5 } })
        .then([]);
      spec
        .given([created, deleted])
        .when({ type: "RemoveFilter", data: { videoId: 7, filterId: 5 } })
        .then([]);
      spec
        .given([])
        .when({ type: "RemoveFilter", data: { videoId: 7, filterId: 5 } })
        .then([]);
    });
  });

  describe("DeleteVideo", () => {
    it("deletes the video, naming the slugs it gives up: its current one and those it had before", () =>
      spec
        .given([created, { type: "VideoEdited", data: { ...editedData, slug: "cesta-z-aleppa" } }])
        .when({ type: "DeleteVideo", data: { videoId: 7 } })
        .then([
          {
            type: "VideoDeleted",
            data: { videoId: 7, slug: "cesta-z-aleppa", formerSlugs: ["ziva-kniha-cesta-z-aleppa"] },
          },
        ]));

    it("refuses a missing or already deleted video", () => {
      spec
        .given([])
        .when({ type: "DeleteVideo", data: { videoId: 7 } })
        .thenThrows("VIDEO_NOT_FOUND");
      spec
        .given([created, deleted])
        .when({ type: "DeleteVideo", data: { videoId: 7 } })
        .thenThrows("VIDEO_NOT_FOUND");
    });
  });

  describe("a draft, checked before any id is taken", () => {
    const draft = {
      ...content,
      tags: [{ name: "utečenci" }],
      methodics: [{ url: "/uploads/m.pdf", name: "m.pdf", order: 1 }],
      highlights: [{ id: 20, timestamp: "02:15", text: "Odchod" }],
    };

    it("accepts new tags, methodics and highlights without ids", () =>
      expect(() => checkVideoDraft(undefined, draft)).not.toThrow());

    it("refuses what the content's rules refuse, and a video recommending itself", () => {
      expect(() =>
        checkVideoDraft(undefined, { ...draft, title: " ", methodics: [{ url: "", name: "m.pdf", order: 1 }] }),
      ).toThrow(
        expect.objectContaining({
          issues: [
            { field: "title", code: "REQUIRED" },
            { field: "methodics.0.url", code: "REQUIRED" },
          ],
        }),
      );
      expect(() => checkVideoDraft(7, { ...draft, relatedVideoIds: [7] })).toThrow(
        expect.objectContaining({ issues: [{ field: "relatedVideoIds", code: "VIDEO_RELATED_SELF" }] }),
      );
      expect(() => checkVideoDraft(undefined, { ...draft, relatedVideoIds: [7] })).not.toThrow();
    });
  });

  it("reads highlight times with at most three pairs of digits", () => {
    expect(["0:05", "00:30", "12:59", "1:00:00", "01:02:03"].filter(isHighlightTimestamp)).toHaveLength(5);
    expect(
      ["5", "0:5", "00:60", "001:00", "1:2:3", "01:02:03:04", "aa:bb", "01:02:03 "].filter(isHighlightTimestamp),
    ).toEqual([]);
  });
});

describe("video slugs (the catalogue-items slug registry, with the videos' event names)", () => {
  const slugSpec = deciderSpec(videoSlugs.decider);
  const reserved = { type: "VideoSlugReserved", data: { slug: "anna", videoId: 7 } };
  const released = { type: "VideoSlugReleased", data: { slug: "anna", videoId: 7 } };

  it("reserves a free slug, also one given up earlier", () => {
    slugSpec
      .given([])
      .when({ type: "Reserve", data: { slug: "anna", holder: 7 } })
      .then([reserved]);
    slugSpec
      .given([reserved, released])
      .when({ type: "Reserve", data: { slug: "anna", holder: 9 } })
      .then([{ type: "VideoSlugReserved", data: { slug: "anna", videoId: 9 } }]);
  });

  it("reserves nothing again for the video that holds it", () =>
    slugSpec
      .given([reserved])
      .when({ type: "Reserve", data: { slug: "anna", holder: 7 } })
      .then([]));

  it("refuses a slug another video holds", () =>
    slugSpec
      .given([reserved])
      .when({ type: "Reserve", data: { slug: "anna", holder: 9 } })
      .thenThrows("VIDEO_SLUG_TAKEN", { slug: "anna" }));

  it("is released only by its holder", () => {
    slugSpec
      .given([reserved])
      .when({ type: "Release", data: { slug: "anna", holder: 7 } })
      .then([released]);
    slugSpec
      .given([reserved])
      .when({ type: "Release", data: { slug: "anna", holder: 9 } })
      .then([]);
    slugSpec
      .given([])
      .when({ type: "Release", data: { slug: "anna", holder: 7 } })
      .then([]);
  });
});

describe("tags", () => {
  const tagSpec = deciderSpec(tagDecider);

  it("registers a new tag name with its id, trimmed", () =>
    tagSpec
      .given([])
      .when({ type: "RegisterTag", data: { tagId: 4, name: " utečenci " } })
      .then([{ type: "TagRegistered", data: { tagId: 4, name: "utečenci" } }]));

  it("keeps the first registration of a name", () =>
    tagSpec
      .given([{ type: "TagRegistered", data: { tagId: 4, name: "utečenci" } }])
      .when({ type: "RegisterTag", data: { tagId: 5, name: "Utečenci" } })
      .then([]));

  it("requires a name", () =>
    tagSpec
      .given([])
      .when({ type: "RegisterTag", data: { tagId: 4, name: " " } })
      .thenFailsValidation({ name: "REQUIRED" }));
});
