import { describe, expect, it } from "vitest";
import { chosenEntry, withUploaded } from "../../../../admin/file-selection.ts";
import { isDirty } from "../../../../admin/form-dirty.ts";
import {
  audiobookVariables,
  checkAudiobook,
  emptyAudiobookValues,
  valuesFromAudiobook,
  type StoredAudiobook,
} from "./audiobook-form-values.ts";

const stored: StoredAudiobook = {
  slug: "babka-rozprava",
  title: "Babka rozpráva",
  subtitle: "Spomienky",
  thumbnail: "/uploads/covers/babka.png",
  htmlDesc: "<p>Text</p>",
  availability: 1,
  visible: false,
  order: 3,
  languageId: 2,
  note: "interná",
  tags: [
    { name: "spomienky", type: "tags" },
    { name: "Titulky", type: "filters" },
  ],
  audioFiles: [
    { id: 12, name: "Druhá časť", url: "/uploads/audio/b.mp3?exp=1&v=1&sig=x", order: 2 },
    { id: 11, name: "Prvá časť", url: "/uploads/audio/a.mp3", order: 1 },
  ],
  material: { id: 5, name: "e-kniha.pdf", url: "/uploads/materials/e.pdf?exp=1&v=1&sig=y" },
  methodics: [{ id: 30, name: "Metodika", url: "/uploads/methodics/m.pdf", order: 1 }],
  translations: [{ lang: "en", title: "Grandma tells", subtitle: "", htmlDesc: "" }],
};

describe("the audiobook form's values", () => {
  it("start a new audiobook visible, with availability 0 and no tags", () => {
    const values = emptyAudiobookValues();
    expect([values.visible, values.availability, values.tags, values.languageId]).toEqual([true, 0, [], ""]);
  });

  it("load a stored audiobook: files in their order, unsigned paths, free tags only", () => {
    const values = valuesFromAudiobook(stored);
    expect(values.audioFiles.map((file) => [file.name, file.stored?.url])).toEqual([
      ["Prvá časť", "/uploads/audio/a.mp3"],
      ["Druhá časť", "/uploads/audio/b.mp3"],
    ]);
    expect(values.ebook[0]?.stored).toEqual({ id: 5, url: "/uploads/materials/e.pdf" });
    expect(values.tags).toEqual(["spomienky"]);
    expect(values.languageId).toBe("2");
    expect(values.translations.en.title).toBe("Grandma tells");
    expect(isDirty(values, valuesFromAudiobook(stored))).toBe(false);
  });

  it("need a title, a cover, the language and at least one audio file", () => {
    expect(checkAudiobook(emptyAudiobookValues())).toEqual({
      title: "required",
      thumbnail: "picture",
      languageId: "language",
      audioFiles: "audioFiles",
    });
    expect(checkAudiobook(valuesFromAudiobook(stored))).toEqual({});
  });

  it("send the files in their order with ids for stored ones, the newest e-book only", () => {
    const values = valuesFromAudiobook(stored);
    const mp3 = chosenEntry(new File(["x"], "tretia.mp3", { type: "audio/mpeg" }));
    const pdf = chosenEntry(new File(["x"], "nova.pdf", { type: "application/pdf" }));
    const uploaded = new Map([
      [mp3.key, { id: 99, url: "/uploads/audio/c.mp3" }],
      [pdf.key, { id: 98, url: "/uploads/materials/n.pdf" }],
    ]);
    const ready = {
      ...values,
      audioFiles: withUploaded([mp3, ...values.audioFiles], uploaded),
      ebook: withUploaded([...values.ebook, pdf], uploaded),
    };
    const variables = audiobookVariables(ready, 7, "3");
    expect(variables.audioFiles).toEqual([
      { id: 99, name: "tretia.mp3", url: "/uploads/audio/c.mp3", order: 1 },
      { id: 11, name: "Prvá časť", url: "/uploads/audio/a.mp3", order: 2 },
      { id: 12, name: "Druhá časť", url: "/uploads/audio/b.mp3", order: 3 },
    ]);
    expect(variables.materials).toEqual([{ id: 98, name: "nova.pdf", url: "/uploads/materials/n.pdf", order: 1 }]);
    expect(variables.order).toBeUndefined();
    expect(variables.languageId).toBe(2);
    expect(Object.keys(variables.translations)).toEqual(["en"]);
  });

  it("a new audiobook has no id and goes last without an order", () => {
    const variables = audiobookVariables(emptyAudiobookValues(), null);
    expect(variables.audiobookId).toBeUndefined();
    expect(variables.order).toBeUndefined();
  });
});
