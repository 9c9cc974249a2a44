import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { audiobookDecider, audiobookFiles } from "./decide.ts";
import type { AudiobookContent, AudiobookCreated, AudiobookEvent } from "./events.ts";
import { excerptOf } from "./projections/audiobooks.ts";
import { movesOf } from "./changes.ts";
import { audiobookSlugs } from "./registries.ts";
import { statisticDecider } from "./statistics.ts";

const spec = deciderSpec(audiobookDecider);

const chapter = (id: number, order: number, seconds = 60) => ({
  id,
  url: `/uploads/audio/${id}-kapitola.mp3`,
  name: `Kapitola ${id}`,
  order,
  durationSeconds: seconds,
});
const content: AudiobookContent = {
  title: "Malý princ",
  subtitle: "Rozprávka pre dospelých",
  thumbnail: "/uploads/thumbnails/1-princ.jpg",
  htmlDesc: "<p>Príbeh o priateľstve.</p>",
  availability: 0,
  languageId: 3,
  note: null,
  tags: [{ id: 40, name: "rozprávka" }],
  methodics: [{ id: 30, url: "/uploads/methodics/30-metodika.pdf", name: "metodika.pdf", order: 1 }],
  visible: true,
  audioFiles: [chapter(11, 1), chapter(12, 2)],
  ebook: { id: 50, url: "/uploads/materials/50-princ.pdf", name: "princ.pdf" },
};
const created: AudiobookCreated = {
  type: "AudiobookCreated",
  data: { audiobookId: 7, slug: "maly-princ", order: 2, ...content, files: audiobookFiles(content) },
};
const create = (overrides: Partial<AudiobookContent> & Record<string, unknown>) =>
  ({
    type: "CreateAudiobook",
    data: { audiobookId: 7, slug: "maly-princ", order: 2, content: { ...content, ...overrides } },
  }) as const;
const edit = (overrides: Partial<AudiobookContent>, slug?: string) =>
  ({ type: "EditAudiobook", data: { audiobookId: 7, slug, content: { ...content, ...overrides } } }) as const;
const filesAfter = (overrides: Partial<AudiobookContent>) => audiobookFiles({ ...content, ...overrides });

describe("audiobooks", () => {
  describe("CreateAudiobook", () => {
    it("creates the audiobook with its files, lengths and e-book, and tells the media module which files are whose", () =>
      spec.given([]).when(create({})).then([created]));

    it("requires a title, at least one audio file, a thumbnail and a language", () =>
      spec
        .given([])
        .when(create({ title: " ", audioFiles: [], thumbnail: "", languageId: null }))
        .thenFailsValidation({
          title: "REQUIRED",
          audioFiles: "AUDIOBOOK_AUDIO_REQUIRED",
          thumbnail: "AUDIOBOOK_THUMBNAIL_REQUIRED",
          languageId: "AUDIOBOOK_LANGUAGE_REQUIRED",
        }));

    it("accepts only availability 0, 1 or 2, and file lengths that are finite seconds", () => {
      spec
        .given([])
        .when(create({ availability: 5 as never }))
        .thenFailsValidation({ availability: "AVAILABILITY_INVALID" });
      spec
        .given([])
        .when(create({ title: "a".repeat(201), subtitle: "a".repeat(301), note: "a".repeat(5001) }))
        .thenFailsValidation({ title: "TOO_LONG", subtitle: "TOO_LONG", note: "TOO_LONG" });
      spec
        .given([])
        .when(create({ audioFiles: [chapter(11, 1, -1)] }))
        .thenFailsValidation({ "audioFiles.0.durationSeconds": "INVALID" });
    });

    it("sanitises the description, trims texts and numbers the files 1…n in the form's order", () =>
      spec
        .given([])
        .when(
          create({
            title: " Malý princ ",
            htmlDesc: `<p onclick="x()">Príbeh o priateľstve.<script>alert(1)</script></p>`,
            audioFiles: [chapter(12, 7), chapter(11, 3)],
          }),
        )
        .then([{ ...created, data: { ...created.data, audioFiles: [chapter(11, 1), { ...chapter(12, 2) }] } }]));

    it("makes the files public only for a free audiobook; the cover always", () => {
      expect(audiobookFiles(content).map((f) => f.public)).toEqual([true, false, false, false, false]);
      expect(audiobookFiles({ ...content, availability: 2 }).every((f) => f.public)).toBe(true);
    });

    it("refuses a second creation", () =>
      spec.given([created]).when(create({})).thenThrows("AUDIOBOOK_ALREADY_EXISTS"));
  });

  describe("EditAudiobook", () => {
    it("records nothing when nothing changed", () => spec.given([created]).when(edit({})).then([]));

    it("records the details with the new slug the admin chose, naming the one it leaves (which keeps leading here)", () => {
      const { audioFiles: _a, ebook: _e, visible: _v, ...details } = { ...content, title: "Veľký princ" };
      const data = { audiobookId: 7, slug: "velky-princ", ...details, files: filesAfter({}), formerSlug: "maly-princ" };
      spec
        .given([created])
        .when(edit({ title: "Veľký princ" }, "velky-princ"))
        .then([{ type: "AudiobookEdited", data }]);
      const moved = { type: "AudiobookEdited", data } as const;
      spec
        .given([created, moved])
        .when({ type: "DeleteAudiobook", data: { audiobookId: 7 } })
        .then([
          {
            type: "AudiobookDeleted",
            data: { audiobookId: 7, slug: "velky-princ", formerSlugs: ["maly-princ"], files: [] },
          },
        ]);
    });

    it("keeps its address when only the title changes", () => {
      const { audioFiles: _a, ebook: _e, visible: _v, ...details } = { ...content, title: "Veľký princ" };
      spec
        .given([created])
        .when(edit({ title: "Veľký princ" }))
        .then([
          { type: "AudiobookEdited", data: { audiobookId: 7, slug: "maly-princ", ...details, files: filesAfter({}) } },
        ]);
    });

    it("records files added and removed as separate facts (the places they were given need no reorder)", () => {
      const next = [chapter(13, 1, 30), chapter(12, 2)];
      spec
        .given([created])
        .when(edit({ audioFiles: next }))
        .then([
          {
            type: "AudioFilesRemoved",
            data: { audiobookId: 7, audioFileIds: [11], files: filesAfter({ audioFiles: [chapter(12, 2)] }) },
          },
          {
            type: "AudioFilesAdded",
            data: {
              audiobookId: 7,
              audioFiles: [chapter(13, 1, 30)],
              files: filesAfter({ audioFiles: [chapter(12, 2), chapter(13, 1, 30)] }),
            },
          },
        ]);
    });

    it("records a reorder (and a renaming) of the same files only", () =>
      spec
        .given([created])
        .when(edit({ audioFiles: [{ ...chapter(12, 1), name: "Úvod" }, chapter(11, 2)] }))
        .then([
          {
            type: "AudioFilesReordered",
            data: {
              audiobookId: 7,
              audioFiles: [
                { id: 12, name: "Úvod", order: 1 },
                { id: 11, name: "Kapitola 11", order: 2 },
              ],
            },
          },
        ]));

    it("replaces the e-book, and hides the audiobook", () => {
      const ebook = { id: 51, url: "/uploads/materials/51-nova.pdf", name: "nova.pdf" };
      spec
        .given([created])
        .when(edit({ ebook, visible: false }))
        .then([
          { type: "AudiobookEbookReplaced", data: { audiobookId: 7, ebook, files: filesAfter({ ebook }) } },
          { type: "AudiobookHidden", data: { audiobookId: 7 } },
        ]);
    });

    it("folds every event back into the content the form asked for", () => {
      const next = {
        ...content,
        audioFiles: [chapter(14, 1, 12), chapter(11, 2)],
        ebook: null,
        visible: false,
        note: "nová",
      };
      const events = audiobookDecider.decide(
        edit(next),
        audiobookDecider.evolve(audiobookDecider.initialState(), created),
      );
      const state = [created as AudiobookEvent, ...events].reduce(
        audiobookDecider.evolve,
        audiobookDecider.initialState(),
      );
      expect(state).toEqual({
        status: "active",
        audiobook: { audiobookId: 7, slug: "maly-princ", formerSlugs: [], content: next },
      });
    });

    it("refuses an audiobook that does not exist, or was deleted", () => {
      spec.given([]).when(edit({})).thenThrows("AUDIOBOOK_NOT_FOUND");
      spec
        .given([created, { type: "AudiobookDeleted", data: { audiobookId: 7, slug: "maly-princ", files: [] } }])
        .when(edit({}))
        .thenThrows("AUDIOBOOK_NOT_FOUND");
    });
  });

  describe("RemoveLanguage and DeleteAudiobook", () => {
    it("takes the deleted language off, once; another language changes nothing", () => {
      spec
        .given([created])
        .when({ type: "RemoveLanguage", data: { audiobookId: 7, languageId: 3 } })
        .then([{ type: "AudiobookLanguageRemoved", data: { audiobookId: 7, languageId: 3 } }]);
      spec
        .given([created])
        .when({ type: "RemoveLanguage", data: { audiobookId: 7, languageId: 4 } })
        .then([]);
      spec
        .given([created, { type: "AudiobookLanguageRemoved", data: { audiobookId: 7, languageId: 3 } }])
        .when({ type: "RemoveLanguage", data: { audiobookId: 7, languageId: 3 } })
        .then([]);
    });

    it("moves the audiobook from a deleted language to the replacement picked, once; another language changes nothing", () => {
      const to5 = (from: number) => ({ audiobookId: 7, fromLanguageId: from, languageId: 5 });
      const move = (from: number) => ({ type: "MoveLanguage" as const, data: to5(from) });
      const moved = { type: "AudiobookLanguageMoved", data: to5(3) } as const;
      spec.given([created]).when(move(3)).then([moved]);
      spec.given([created, moved]).when(move(3)).then([]);
      spec.given([created]).when(move(4)).then([]);
    });

    it("an audiobook without a language must get one at its next edit", () =>
      spec
        .given([created, { type: "AudiobookLanguageRemoved", data: { audiobookId: 7, languageId: 3 } }])
        .when(edit({ languageId: null, note: "x" }))
        .thenFailsValidation({ languageId: "AUDIOBOOK_LANGUAGE_REQUIRED" }));

    it("deletes with no files left for the media module", () =>
      spec
        .given([created])
        .when({ type: "DeleteAudiobook", data: { audiobookId: 7 } })
        .then([{ type: "AudiobookDeleted", data: { audiobookId: 7, slug: "maly-princ", files: [] } }]));
  });

  describe("the small streams", () => {
    it("a slug is held by one audiobook", () => {
      const reserved = { type: "AudiobookSlugReserved", data: { slug: "princ", audiobookId: 7 } } as const;
      deciderSpec(audiobookSlugs.decider)
        .given([reserved])
        .when({ type: "Reserve", data: { slug: "princ", holder: 8 } })
        .thenThrows("AUDIOBOOK_SLUG_TAKEN");
      deciderSpec(audiobookSlugs.decider)
        .given([reserved])
        .when({ type: "Release", data: { slug: "princ", holder: 8 } })
        .then([]);
    });

    it("a listener's count is recorded once", () => {
      const event = { type: "AudioFilePlayed", data: { audiobookId: 7, audioFileId: 11, listener: "abc" } } as const;
      deciderSpec(statisticDecider).given([]).when({ type: "Count", event }).then([event]);
      deciderSpec(statisticDecider).given([event]).when({ type: "Count", event }).then([]);
    });
  });

  it("cuts a card's excerpt at 320 characters with an ellipsis, without tags or entities", () => {
    expect(excerptOf("<p>Tom &amp; Jerry</p>")).toBe("Tom & Jerry");
    const long = excerptOf(`<p>${"slovo ".repeat(100)}</p>`);
    expect(long.endsWith("…")).toBe(true);
    expect(long.length).toBeLessThanOrEqual(321);
  });

  it("given reorders of the list, when an audiobook's history is read, then each move with its places from 1", () => {
    const orders = [
      [1, 2, 3],
      [3, 1, 2],
      [3, 2, 1],
    ].map((order, i) => ({
      order,
      each: {
        createdAt: new Date(Date.UTC(2026, 10, 2, 9, i)),
        position: { commit: BigInt(i + 1), prepare: 0n },
        metadata: { actor: "12" },
      },
    }));
    const places = (id: number) => movesOf(id, orders).map((change) => [change.fromPosition, change.toPosition]);
    // the first order recorded has no place before: the list was numbered by the audiobooks' own streams
    expect(places(3)).toEqual([
      [null, 3],
      [3, 1],
    ]);
    expect(places(1)).toEqual([
      [null, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(places(2)).toEqual([
      [null, 2],
      [2, 3],
      [3, 2],
    ]);
  });
});
