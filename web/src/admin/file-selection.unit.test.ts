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
  withUploaded,
} from "./file-selection.ts";

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
  it("store the chosen files of each field, keep what was stored when another fails, and say each failure once", async () => {
    const stored = storedEntry("/uploads/methodics/old.pdf", "old.pdf", 12);
    const [cover, first, second] = [
      chosenEntry(pdf("cover.pdf")),
      chosenEntry(pdf("a.pdf")),
      chosenEntry(pdf("b.pdf")),
    ];
    const values = { title: "T", thumbnail: [cover], methodics: [stored, first, second] };
    const sent: string[] = [];
    const { ready, failures } = await uploadChosen(
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
    expect(failures).toEqual(["methodics failed"]);
    expect(ready.title).toBe("T");
    expect(ready.thumbnail.map((entry) => entry.stored)).toEqual([{ id: null, url: "/uploads/covers/cover.pdf" }]);
    expect(ready.methodics.map((entry) => entry.stored?.id ?? null)).toEqual([12, 41, null]);
  });

  it("count a file the server answers nothing for as failed", async () => {
    const values = { materials: [chosenEntry(pdf("a.pdf")), chosenEntry(pdf("b.pdf"))] };
    const { ready, failures } = await uploadChosen(
      values,
      { materials: { store: async () => undefined, failed: "materials failed" } },
      () => ({}),
    );
    expect(failures).toEqual(["materials failed"]);
    expect(entriesToUpload(ready.materials)).toHaveLength(2);
  });
});
