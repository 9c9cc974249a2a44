import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { boundaryOf, MalformedMultipart, type PartInfo, readMultipart } from "./multipart.ts";

const BOUNDARY = "----LivingLibrary7MA4YWxkTrZu0gW";

/** A multipart/form-data body as a browser writes it. */
function body(parts: { name: string; filename?: string; content: Buffer }[], preamble = "", epilogue = ""): Buffer {
  const pieces: Buffer[] = [Buffer.from(preamble)];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? "" : `; filename="${part.filename}"`}`;
    pieces.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      part.content,
      Buffer.from("\r\n"),
    );
  }
  pieces.push(Buffer.from(`--${BOUNDARY}--\r\n${epilogue}`));
  return Buffer.concat(pieces);
}

async function* inChunks(bytes: Buffer, sizes: () => number): AsyncGenerator<Buffer> {
  for (let at = 0; at < bytes.length;) {
    const size = Math.max(1, sizes());
    yield bytes.subarray(at, at + size);
    at += size;
  }
}

async function parse(
  bytes: Buffer,
  sizes: () => number = () => bytes.length,
  limits = { maxParts: 10, maxHeaderBytes: 1024 },
) {
  const parts: (PartInfo & { content: Buffer })[] = [];
  await readMultipart(
    inChunks(bytes, sizes),
    BOUNDARY,
    (info) => {
      const chunks: Buffer[] = [];
      return {
        write: (chunk) => void chunks.push(Buffer.from(chunk)),
        end: () => void parts.push({ ...info, content: Buffer.concat(chunks) }),
      };
    },
    limits,
  );
  return parts;
}

describe("the multipart reader", () => {
  // bytes that look like the start of a delimiter, but are not one
  const tricky = Buffer.concat([
    Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)}x\r\n--\r\n-`),
    randomBytes(3000),
    Buffer.from(`\r\n--${BOUNDARY.slice(0, 10)}`),
  ]);
  const parts = [
    { name: "operations", content: Buffer.from('{"query":"mutation { x }"}') },
    { name: "map", content: Buffer.from('{"0":["variables.file"]}') },
    { name: "0", filename: "Čítanka.pdf", content: tricky },
    { name: "1", filename: "", content: Buffer.alloc(0) },
  ];
  const expected = parts.map(({ name, filename, content }) => ({
    name,
    ...(filename === undefined ? {} : { filename }),
    content,
  }));

  it("reads every part whole, however the body is cut into chunks", async () => {
    const bytes = body(parts, "preamble to ignore\r\n", "epilogue to ignore");
    expect(await parse(bytes)).toEqual(expected);
    for (const size of [1, 2, 3, 7, 41, 42, 43, 64, 1000])
      expect(await parse(bytes, () => size), `chunks of ${size}`).toEqual(expected);
    for (let run = 0; run < 50; run++)
      expect(await parse(bytes, () => 1 + Math.floor(Math.random() * 200))).toEqual(expected);
  });

  it("refuses a body that ends early, parts without a name, and too many or too large headers", async () => {
    const whole = body(parts);
    const refusals = [
      whole.subarray(0, whole.length - 10),
      Buffer.from(`--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      Buffer.from(`--${BOUNDARY}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"; x="${"y".repeat(2000)}"\r\n\r\nx\r\n--${BOUNDARY}--\r\n`,
      ),
      Buffer.from(`--${BOUNDARY}garbage\r\n`),
      Buffer.from("no boundary at all"),
    ];
    for (const bytes of refusals)
      await expect(parse(bytes), bytes.toString().slice(0, 60)).rejects.toThrow(MalformedMultipart);
    await expect(parse(whole, () => 100, { maxParts: 3, maxHeaderBytes: 1024 })).rejects.toThrow(/more than 3 parts/);
  });

  it("takes the boundary from the Content-Type", () => {
    expect(boundaryOf(`multipart/form-data; boundary=${BOUNDARY}`)).toBe(BOUNDARY);
    expect(boundaryOf('Multipart/Form-Data; charset=utf-8; boundary="a b c"')).toBe("a b c");
    expect(boundaryOf("multipart/form-data")).toBeNull();
    expect(boundaryOf("multipart/mixed; boundary=x")).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${"x".repeat(71)}`)).toBeNull();
  });
});
