import { describe, expect, it } from "vitest";
import {
  accepts,
  chosenEntry,
  entriesToUpload,
  FILE_LIMITS,
  fileProblem,
  formatBytes,
  storedEntry,
  uploadChosen,
  withoutExtension,
  withUploaded,
} from "./file-selection.ts";
import { ApiError } from "../relay/api-error.ts";

const pdf = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

describe("the files of an admin form", () => {
  it("uploads only the files chosen in this form, never the stored ones", () => {
    const stored = storedEntry("/uploads/methodics/old.pdf", "old.pdf", 12);
    const [first, second] = [chosenEntry(pdf("nova.pdf")), chosenEntry(pdf("dalsia.pdf"))];
    expect(entriesToUpload([stored, first, second]).map((entry) => entry.name)).toEqual(["nova.pdf", "dalsia.pdf"]);
    expect(entriesToUpload([stored])).toEqual([]);
  });

  it("keeps stored files' ids and takes the uploads' results in place, so a second save uploads nothing", () => {
    const stored = storedEntry("/uploads/methodics/old.pdf", "old.pdf", 12);
    const chosen = chosenEntry(pdf("nova.pdf"));
    const after = withUploaded(
      [chosen, stored],
      new Map([[chosen.key, { id: 40, url: "/uploads/methodics/nova.pdf" }]]),
    );
    expect(after.map((entry) => [entry.name, entry.stored])).toEqual([
      ["nova.pdf", { id: 40, url: "/uploads/methodics/nova.pdf" }],
      ["old.pdf", { id: 12, url: "/uploads/methodics/old.pdf" }],
    ]);
    expect(after[0]!.key).toBe(chosen.key);
    expect(entriesToUpload(after)).toEqual([]);
  });

  it("checks a file against the field's accept list and size limit", () => {
    expect(accepts(".pdf,application/pdf", { name: "A.PDF", type: "" })).toBe(true);
    expect(accepts("image/*", { name: "cover.webp", type: "image/webp" })).toBe(true);
    expect(accepts(".svg,image/svg+xml", { name: "icon.png", type: "image/png" })).toBe(false);
    expect(
      fileProblem({ name: "icon.svg", type: "image/svg+xml", size: FILE_LIMITS.svg + 1 }, ".svg", FILE_LIMITS.svg),
    ).toBe("fileTooLarge");
    expect(fileProblem({ name: "cover.txt", type: "text/plain", size: 3 }, "image/*", FILE_LIMITS.image)).toBe(
      "fileType",
    );
    expect(fileProblem({ name: "cover.png", type: "image/png", size: 3 }, "image/*", FILE_LIMITS.image)).toBeNull();
  });

  it("shows sizes the way people read them", () => {
    expect(formatBytes(900, "sk")).toBe("900\u00a0B");
    expect(formatBytes(1536, "sk")).toBe("1,5\u00a0kB");
    expect(formatBytes(5 * 1024 * 1024, "en")).toBe("5\u00a0MB");
  });
});

describe("the uploads before a save", () => {
  it("store the chosen files of each field, keep what was stored when another fails, and mark the one that failed", async () => {
    const stored = storedEntry("/uploads/methodics/old.pdf", "old.pdf", 12);
    const [cover, first, second] = [
      chosenEntry(pdf("cover.pdf")),
      chosenEntry(pdf("a.pdf")),
      chosenEntry(pdf("b.pdf")),
    ];
    const values = { title: "T", thumbnail: [cover], methodics: [stored, first, second] };
    const sent: string[] = [];
    const { ready, tried, refused, failedFields } = await uploadChosen(
      values,
      {
        thumbnail: {
          store: async (file) => ({ id: null, url: `/uploads/covers/${file.name}` }),
          failed: "cover failed",
        },
        methodics: {
          store: async (file) => (
            sent.push(file.name),
            file.name === "a.pdf" ? { id: 41, url: "/uploads/methodics/a.pdf" } : Promise.reject(new Error("down"))
          ),
          failed: "methodics failed",
        },
      },
      () => ({}),
    );
    expect(sent).toEqual(["a.pdf", "b.pdf"]);
    expect([tried, refused]).toEqual([3, 1]);
    expect(failedFields).toEqual(["methodics failed"]);
    // the network said nothing of its own: the field's text stands for the reason
    expect(ready.methodics.map((entry) => entry.error)).toEqual([undefined, undefined, "methodics failed"]);
    expect(ready.title).toBe("T");
    expect(ready.thumbnail.map((entry) => entry.stored)).toEqual([{ id: null, url: "/uploads/covers/cover.pdf" }]);
    expect(ready.methodics.map((entry) => entry.stored?.id ?? null)).toEqual([12, 41, null]);
  });

  it("count a file the server answers nothing for as failed", async () => {
    const values = { materials: [chosenEntry(pdf("a.pdf")), chosenEntry(pdf("b.pdf"))] };
    const { ready, refused } = await uploadChosen(
      values,
      { materials: { store: async () => undefined, failed: "materials failed" } },
      () => ({}),
    );
    expect(refused).toBe(2);
    expect(entriesToUpload(ready.materials)).toHaveLength(2);
  });

  it("mark a refused file with the server's own reason, until it is stored", async () => {
    const [good, wav] = [chosenEntry(pdf("a.mp3")), chosenEntry(pdf("notmp3.mp3"))];
    const refusal = new ApiError("Súbor notmp3.mp3 nemá povolený typ.", "VALIDATION_FAILED", []);
    const store = async (file: File) =>
      file.name === "notmp3.mp3" ? Promise.reject(refusal) : { id: 7, url: `/uploads/audio/${file.name}` };
    const first = await uploadChosen(
      { audioFiles: [good, wav] },
      { audioFiles: { store, failed: "audio failed" } },
      () => ({}),
    );
    expect(first.ready.audioFiles.map((entry) => [entry.stored?.id ?? null, entry.error])).toEqual([
      [7, undefined],
      [null, "Súbor notmp3.mp3 nemá povolený typ."],
    ]);
    // a retry sends only the refused file; once stored, it is no longer marked
    const sent: string[] = [];
    const second = await uploadChosen(
      first.ready,
      {
        audioFiles: {
          store: async (file) => (sent.push(file.name), { id: 8, url: "/uploads/audio/b.mp3" }),
          failed: "",
        },
      },
      () => ({}),
    );
    expect(sent).toEqual(["notmp3.mp3"]);
    expect(second.ready.audioFiles.map((entry) => [entry.stored?.id, entry.error])).toEqual([
      [7, undefined],
      [8, undefined],
    ]);
  });

  it("name a new audio part after its file, without the extension", () => {
    expect(withoutExtension("1. kapitola.mp3")).toBe("1. kapitola");
    expect(withoutExtension("Príbeh.v2.MP3")).toBe("Príbeh.v2");
    expect(withoutExtension("bez pripony")).toBe("bez pripony");
    expect(withoutExtension(".mp3")).toBe(".mp3");
    expect(chosenEntry(pdf("úvod.mp3"), withoutExtension("úvod.mp3")).name).toBe("úvod");
  });
});
