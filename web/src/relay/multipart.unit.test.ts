import { describe, expect, it } from "vitest";
import { extractFiles, multipartBody } from "./multipart.ts";

const pdf = (name: string) => new File(["%PDF-1.4"], name, { type: "application/pdf" });

describe("multipart uploads", () => {
  it("replaces each file by null and names where it was", () => {
    const cover = new File(["png"], "cover.png", { type: "image/png" });
    const [first, second] = [pdf("a.pdf"), pdf("b.pdf")];
    const { clone, files } = extractFiles({
      file: cover,
      files: [first, second],
      title: "Príbeh",
      nested: { keep: 1 },
    });
    expect(clone).toEqual({ file: null, files: [null, null], title: "Príbeh", nested: { keep: 1 } });
    expect([...files.entries()]).toEqual([
      [cover, ["variables.file"]],
      [first, ["variables.files.0"]],
      [second, ["variables.files.1"]],
    ]);
  });

  it("sends the same file once, mapped to every place it is used", () => {
    const file = pdf("a.pdf");
    expect([...extractFiles({ files: [file, file] }).files.values()]).toEqual([
      ["variables.files.0", "variables.files.1"],
    ]);
  });

  it("builds operations, map and the files in that order; no files, no multipart", async () => {
    const file = pdf("metodika.pdf");
    const body = multipartBody("mutation M($files: [File!]!) { uploadMethodic(files: $files) { id } }", {
      files: [file],
    })!;
    expect([...body.keys()]).toEqual(["operations", "map", "0"]);
    expect(JSON.parse(body.get("operations") as string)).toEqual({
      query: "mutation M($files: [File!]!) { uploadMethodic(files: $files) { id } }",
      variables: { files: [null] },
    });
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.files.0"] });
    expect((body.get("0") as File).name).toBe("metodika.pdf");
    expect(multipartBody("query Q { me { id } }", { id: 1, list: [1, 2] })).toBeNull();
  });
});
