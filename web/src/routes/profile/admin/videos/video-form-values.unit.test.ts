import { describe, expect, it } from "vitest";
import { chosenEntry, withUploaded } from "../../../../admin/file-selection.ts";
import { isDirty } from "../../../../admin/form-dirty.ts";
import {
  checkVideo,
  emptyVideoValues,
  newHighlight,
  valuesFromVideo,
  videoVariables,
  type StoredVideo,
} from "./video-form-values.ts";

const stored: StoredVideo = {
  slug: "pribeh-anny",
  title: "Príbeh Anny",
  subtitle: "O odvahe",
  thumbnail: "/uploads/covers/anna.png",
  htmlDesc: "<p><b>Anna</b></p>",
  availability: 2,
  visible: false,
  order: 4,
  dacastId: "abc",
  length: "12:30",
  mediaUrl: null,
  note: "interná",
  themes: [{ id: 3 }],
  filters: [{ id: 1 }],
  tags: [
    { name: "Titulky SK", type: "filters" },
    { name: "odvaha", type: "tags" },
  ],
  relatedVideoIds: [9],
  methodics: [
    { id: 21, name: "Druhá", url: "/uploads/methodics/b.pdf", order: 2 },
    { id: 20, name: "Prvá", url: "/uploads/methodics/a.pdf", order: 1 },
  ],
  highlights: [
    { id: 1, timestamp: "00:10", text: "Úvod", translations: [{ lang: "en", text: "Intro" }] },
    { id: 7, timestamp: "01:00:00", text: "Koniec", translations: null },
  ],
  translations: [{ lang: "en", title: "Anna's story", subtitle: "", htmlDesc: "" }],
  subtitles: [{ lang: "sk", url: "/uploads/captions/anna-sk.vtt" }],
};

describe("the video form's values", () => {
  it("start a new video visible, with availability 0 and no tags", () => {
    const values = emptyVideoValues();
    expect([values.visible, values.availability, values.tags]).toEqual([true, 0, []]);
  });

  it("load a stored video: free tags only, methodics in their order, texts per language", () => {
    const values = valuesFromVideo(stored);
    expect(values.tags).toEqual(["odvaha"]);
    expect(values.methodics.map((m) => [m.name, m.stored?.id])).toEqual([
      ["Prvá", 20],
      ["Druhá", 21],
    ]);
    expect(values.translations.en.title).toBe("Anna's story");
    expect(values.highlights[0]!.translations).toEqual({ cz: "", en: "Intro", es: "" });
    expect(values.order).toBe("4");
    expect(isDirty(values, valuesFromVideo(stored))).toBe(false);
  });

  it("ask for a title, a picture and a theme, and check highlights", () => {
    const values = { ...emptyVideoValues(), highlights: [{ ...newHighlight(), timestamp: "1:5" }] };
    expect(checkVideo(values)).toEqual({
      title: "required",
      thumbnail: "picture",
      themes: "theme",
      "highlights.0.timestamp": "format",
      "highlights.0.text": "required",
    });
  });

  it("become editVideo's variables: methodics from 1, highlight ids of 1 or lower as null, empty order absent, untranslated languages left out", () => {
    const values = valuesFromVideo(stored);
    const chosen = chosenEntry(new File(["%PDF"], "nova.pdf", { type: "application/pdf" }));
    const methodics = withUploaded(
      [...values.methodics, chosen],
      new Map([[chosen.key, { id: 33, url: "/uploads/methodics/nova.pdf" }]]),
    );
    const variables = videoVariables(
      { ...values, order: "", methodics, highlights: [...values.highlights, newHighlight()] },
      5,
    );
    expect(variables.videoId).toBe(5);
    expect(variables.order).toBeUndefined();
    expect(variables.methodics).toEqual([
      { id: 20, name: "Prvá", url: "/uploads/methodics/a.pdf", order: 1 },
      { id: 21, name: "Druhá", url: "/uploads/methodics/b.pdf", order: 2 },
      { id: 33, name: "nova.pdf", url: "/uploads/methodics/nova.pdf", order: 3 },
    ]);
    expect(variables.highlights.map((h) => h.id)).toEqual([null, 7, null]);
    expect(variables.highlights[0]!.translations).toEqual({ en: "Intro" });
    expect(variables.translations).toEqual({ en: { title: "Anna's story", subtitle: "", htmlDesc: "" } });
    expect(variables.thumbnail).toBe("/uploads/covers/anna.png");
    expect(videoVariables(emptyVideoValues(), null).videoId).toBeUndefined();
  });

  it("carry the address as the admin left or changed it; a new video's is made from its title by the server", () => {
    const values = valuesFromVideo(stored);
    expect(values.slug).toBe("pribeh-anny");
    expect(videoVariables(values, 5).slug).toBe("pribeh-anny");
    expect(videoVariables({ ...values, slug: " anna " }, 5).slug).toBe("anna");
    expect(videoVariables({ ...emptyVideoValues(), slug: "anna" }, null).slug).toBeUndefined();
  });

  it("send an existing video's order only when the admin changed it (the library's order may have moved since)", () => {
    const values = valuesFromVideo(stored);
    expect(videoVariables(values, 5, "4").order).toBeUndefined();
    expect(videoVariables({ ...values, order: "2" }, 5, "4").order).toBe(2);
    expect(videoVariables({ ...emptyVideoValues(), order: "3" }, null).order).toBe(3);
  });
});
