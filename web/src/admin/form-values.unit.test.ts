import { describe, expect, it } from "vitest";
import { chosenEntry, storedEntry } from "./file-selection.ts";
import {
  changedOrderToSend,
  checkLibraryItem,
  coverEntries,
  digitsOnly,
  emptyLibraryItem,
  filesToSend,
  libraryItemFrom,
  libraryItemToSend,
  missingFileNames,
  orderToSend,
  problemTexts,
  storedFilesInOrder,
  unsignedPath,
} from "./form-values.ts";

describe("the order sent", () => {
  it("takes digits only, and sends an empty order as absent", () => {
    expect(digitsOnly("1a2 3-")).toBe("123");
    expect(orderToSend("")).toBeUndefined();
    expect(orderToSend(" ")).toBeUndefined();
    expect(orderToSend("7")).toBe(7);
  });

  it("leaves out a stored item's order the admin did not change", () => {
    expect(changedOrderToSend(5, "4", "4")).toBeUndefined();
    expect(changedOrderToSend(5, "2", "4")).toBe(2);
    expect(changedOrderToSend(null, "3", "3")).toBe(3);
  });
});

describe("the files' addresses the form keeps", () => {
  it("are our paths without the signature the admin's query adds, other addresses as they are", () => {
    expect(unsignedPath("/demo/media/story-3.mp4?exp=1795705200&v=1&sig=K-ARK_kF")).toBe("/demo/media/story-3.mp4");
    expect(unsignedPath("/uploads/methodics/12-metodika.pdf")).toBe("/uploads/methodics/12-metodika.pdf");
    expect(unsignedPath("/uploads/a.pdf?page=2")).toBe("/uploads/a.pdf?page=2");
    expect(unsignedPath("https://cdn.example.org/video.mp4?sig=abc")).toBe("https://cdn.example.org/video.mp4?sig=abc");
    expect(unsignedPath("")).toBe("");
  });
});

describe("the files of a form", () => {
  it("load a cover named by its file name, and stored files in their order without signatures", () => {
    // a stored cover has no name of its own: the field shows "Obrázok obálky" for it
    expect(coverEntries("/uploads/covers/1-anna.png").map((entry) => [entry.name, entry.stored?.url])).toEqual([
      ["", "/uploads/covers/1-anna.png"],
    ]);
    expect(coverEntries(null)).toEqual([]);
    const files = storedFilesInOrder([
      { id: 2, name: "B", url: "/demo/b.pdf?exp=1&sig=x", order: 2 },
      { id: 1, name: "A", url: null, order: 1 },
    ]);
    expect(files.map((file) => [file.name, file.stored])).toEqual([
      ["A", { id: 1, url: "" }],
      ["B", { id: 2, url: "/demo/b.pdf" }],
    ]);
  });

  it("go numbered from 1 with trimmed names, and each needs a name", () => {
    const files = [storedEntry("/a.pdf", " A ", 7), { ...chosenEntry(new File(["x"], "b.pdf")), name: " " }];
    expect(filesToSend(files)).toEqual([
      { id: 7, name: "A", url: "/a.pdf", order: 1 },
      { id: null, name: "", url: "", order: 2 },
    ]);
    expect(missingFileNames("materials", files)).toEqual({ "materials.1.name": "required" });
  });
});

describe("the problems shown", () => {
  it("are each field's problem as its text", () => {
    expect(
      problemTexts(
        { title: "required", "methodics.0.name": "required", thumbnail: "picture" },
        (problem) => `[${problem}]`,
      ),
    ).toEqual({ title: "[required]", "methodics.0.name": "[required]", thumbnail: "[picture]" });
  });
});

describe("what a video's and an audiobook's forms share", () => {
  const stored = {
    title: "Príbeh",
    subtitle: "",
    thumbnail: "/uploads/covers/a.jpg",
    htmlDesc: "<p>Text</p>",
    availability: 2,
    visible: false,
    order: 4,
    note: null,
    tags: [
      { name: "rodina", type: "tags" },
      { name: "Vzdelávanie", type: "themes" },
    ],
    methodics: [
      { id: 2, name: "Druhá", url: "/uploads/b.pdf", order: 2 },
      { id: 1, name: "Prvá", url: "/uploads/a.pdf?exp=1&sig=x", order: 1 },
    ],
    translations: [{ lang: "en", title: "Story", subtitle: "", htmlDesc: "" }],
  };

  it("are made from the stored item: its own tags only, the methodologies in order, the translations by language", () => {
    const values = libraryItemFrom(stored);
    expect(values.tags).toEqual(["rodina"]);
    expect(values.methodics.map((file) => [file.name, file.stored?.url])).toEqual([
      ["Prvá", "/uploads/a.pdf"],
      ["Druhá", "/uploads/b.pdf"],
    ]);
    expect(values.note).toBe("");
    expect(values.order).toBe("4");
    expect(values.translations.en.title).toBe("Story");
  });

  it("are checked for a title, a cover and the methodologies' names", () => {
    const values = { ...emptyLibraryItem(), methodics: [storedEntry("/uploads/a.pdf", " ", 1)] };
    expect(checkLibraryItem(values)).toEqual({
      title: "required",
      thumbnail: "picture",
      "methodics.0.name": "required",
    });
    expect(checkLibraryItem(libraryItemFrom(stored))).toEqual({});
  });

  it("are sent without an order left as loaded, and without empty translations", () => {
    const sent = libraryItemToSend(libraryItemFrom(stored), 9, "4");
    expect(sent.order).toBeUndefined();
    expect(sent.tags).toEqual(["rodina"]);
    expect(sent.methodics.map((file) => file.order)).toEqual([1, 2]);
    expect(Object.keys(sent.translations)).toEqual(["en"]);
  });
});
