import { describe, expect, it } from "vitest";
import { isDirty } from "./form-dirty.ts";

describe("a form's dirty check", () => {
  const loaded: {
    title: string;
    visible: boolean;
    themes: number[];
    highlights: { key: string; timestamp: string; text: string }[];
    note?: string;
  } = {
    title: "Príbeh",
    visible: true,
    themes: [1, 2],
    highlights: [{ key: "h1", timestamp: "01:10", text: "Začiatok" }],
    note: undefined,
  };

  it("is clean with the values it was loaded with, even as a new object", () => {
    expect(isDirty(loaded, structuredClone(loaded))).toBe(false);
    expect(isDirty(loaded, { ...loaded, note: undefined })).toBe(false);
  });

  it("is dirty after a change anywhere, in order too", () => {
    expect(isDirty(loaded, { ...loaded, title: "Príbeh 2" })).toBe(true);
    expect(isDirty(loaded, { ...loaded, visible: false })).toBe(true);
    expect(isDirty(loaded, { ...loaded, themes: [2, 1] })).toBe(true);
    expect(isDirty(loaded, { ...loaded, highlights: [{ ...loaded.highlights[0]!, text: "Koniec" }] })).toBe(true);
    expect(isDirty(loaded, { ...loaded, note: "" })).toBe(true);
  });

  it("is clean again when a change is undone", () => {
    const changed = { ...loaded, title: "Iný" };
    expect(isDirty(loaded, { ...changed, title: "Príbeh" })).toBe(false);
  });

  it("compares chosen files by identity", () => {
    const file = new File(["x"], "a.pdf");
    const withFile = { files: [{ key: "n1", file }] };
    expect(isDirty(withFile, { files: [{ key: "n1", file }] })).toBe(false);
    expect(isDirty(withFile, { files: [{ key: "n1", file: new File(["x"], "a.pdf") }] })).toBe(true);
  });
});
