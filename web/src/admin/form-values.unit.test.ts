import { describe, expect, it } from "vitest";
import { chosenEntry, storedEntry } from "./file-selection.ts";
import {
  changedOrderToSend,
  coverEntries,
  digitsOnly,
  filesToSend,
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
    expect(coverEntries("/uploads/covers/anna.png").map((entry) => entry.name)).toEqual(["anna.png"]);
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
