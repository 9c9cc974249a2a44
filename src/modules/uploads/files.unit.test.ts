import { describe, expect, it } from "vitest";
import { safeName, slugOf, uploadLocation } from "./names.ts";
import { detectType, mp3FrameLength } from "./sniff.ts";

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((part) => (typeof part === "string" ? Buffer.from(part, "utf8") : Buffer.from(part))));
/** An MPEG-1 layer III frame header: 128 kbit/s, 44.1 kHz, no padding (a 417-byte frame). */
const MP3_HEADER = [0xff, 0xfb, 0x90, 0x44];
const mp3Frames = (count: number) =>
  Buffer.concat(Array.from({ length: count }, () => Buffer.concat([Buffer.from(MP3_HEADER), Buffer.alloc(413)])));

describe("a file's type, by its content", () => {
  it("knows PDF, PNG, JPEG, GIF, WebP, MP3 (tagged or by its frames) and SVG", () => {
    const cases: [Buffer, string][] = [
      [bytes("%PDF-1.7\n"), "pdf"],
      [bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "rest"), "png"],
      [bytes([0xff, 0xd8, 0xff, 0xe0]), "jpeg"],
      [bytes("GIF89a..."), "gif"],
      [bytes("GIF87a..."), "gif"],
      [bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 "), "webp"],
      [bytes("ID3", [4, 0, 0, 0, 0, 0, 10]), "mp3"],
      [mp3Frames(3), "mp3"],
      [mp3Frames(1), "mp3"],
      [bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"), "svg"],
      [
        bytes(
          "\uFEFF<?xml version='1.0'?>\n<!-- icon -->\n<!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN' 'x.dtd' [<!ENTITY a '>'>]>\n<svg>",
        ),
        "svg",
      ],
    ];
    for (const [head, type] of cases) expect(detectType(head, head.length), type).toBe(type);
  });

  it("knows nothing else, whatever the name would say", () => {
    for (const head of [
      bytes("MZ", [0x90, 0, 3]), // a Windows program
      bytes("<!DOCTYPE html><html><svg>"), // HTML
      bytes("<html><svg xmlns='http://www.w3.org/2000/svg'/></html>"),
      bytes("<SVG>"),
      bytes(" %PDF-1.4"),
      bytes("RIFF", [1, 2, 3, 4], "WAVEfmt "),
      bytes("ID3", [9, 0, 0, 0, 0, 0, 10]),
      bytes([0xff, 0xfb, 0xf0, 0x44]), // bitrate index 15: not a frame
      bytes([0xff, 0xfd, 0x90, 0x44]), // layer II
      Buffer.concat([Buffer.from(MP3_HEADER), Buffer.alloc(413), bytes("not a second frame")]),
      bytes("PK", [3, 4]),
      Buffer.alloc(0),
    ])
      expect(detectType(head, head.length), head.toString("latin1")).toBeNull();
  });

  it("measures MP3 frames", () => {
    expect(mp3FrameLength(Buffer.from(MP3_HEADER), 0)).toBe(417);
    expect(mp3FrameLength(Buffer.from([0xff, 0xfb, 0x92, 0x44]), 0)).toBe(418); // padded
  });
});

describe("safe names", () => {
  it("keep the letters, lose paths, invisible and reserved characters, and take the extension of the type", () => {
    expect(safeName("Metodika k filmu.PDF", "pdf")).toEqual({ name: "Metodika k filmu.pdf", slug: "metodika-k-filmu" });
    expect(safeName("C:\\Users\\jana\\Obálka – Ľudmila.jpeg", "png")).toEqual({
      name: "Obálka – Ľudmila.png",
      slug: "obalka-ludmila",
    });
    expect(safeName("../../etc/passwd", "pdf")).toEqual({ name: "passwd.pdf", slug: "passwd" });
    expect(safeName("..", "pdf").name).toBe("subor.pdf");
    expect(safeName("", "mp3")).toEqual({ name: "subor.mp3", slug: "subor" });
    expect(safeName("evil\u202Egnp.exe", "png").name).toBe("evilgnp.png");
    expect(safeName("a\u0000b\u0007c\nd.pdf", "pdf").name).toBe("abc d.pdf");
    expect(safeName("<b>alert(1)<b>.svg", "svg").name).toBe("balert(1)b.svg");
    expect(safeName(".hidden", "pdf").name).toBe("hidden.pdf");
    expect(safeName("Straße Øresund Łódź.pdf", "pdf").slug).toBe("strasse-oresund-lodz");
    expect(safeName("Главная страница.pdf", "pdf")).toEqual({ name: "Главная страница.pdf", slug: "главная-страница" });
  });

  it("are bounded in length", () => {
    const { name, slug } = safeName(`${"ž".repeat(500)}.pdf`, "pdf");
    expect([...name].length).toBe(104);
    expect([...slug].length).toBe(60);
    expect(slugOf("😀".repeat(5))).toBe("subor");
  });

  it("make unique paths from the upload's id", () => {
    expect(uploadLocation("methodic", 12, "metodika", "pdf")).toEqual({
      key: "methodics/12-metodika.pdf",
      path: "/uploads/methodics/12-metodika.pdf",
    });
    expect(uploadLocation("svg", 3, "ikona", "svg").path).toBe("/uploads/icons/3-ikona.svg");
  });
});
