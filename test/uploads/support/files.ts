import { crc32, deflateSync } from "node:zlib";

/**
 * Real small files for the upload tests, made here: a 1×1 PNG, a one-page PDF, MP3 frames, an
 * SVG icon, and files of an exact size that begin like a given type.
 */
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid 1×1 red PNG (any image viewer opens it). */
export function tinyPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const pixels = deflateSync(Buffer.from([0, 0xe6, 0x39, 0x46])); // filter byte, one red pixel
  return Buffer.concat([PNG_SIGNATURE, chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** A one-page PDF with a line of text. */
export function tinyPdf(text = "Metodika"): Buffer {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${`BT /F1 12 Tf 20 50 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

/** MPEG-1 layer III frames (128 kbit/s, 44.1 kHz) of silence: a short MP3 without a tag. */
export function mp3Frames(count = 3): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x44]);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

/** The same with an ID3v2.3 tag in front, as most MP3 files come. */
export function taggedMp3(): Buffer {
  return Buffer.concat([Buffer.from("ID3", "latin1"), Buffer.from([3, 0, 0, 0, 0, 0, 0]), mp3Frames(2)]);
}

export const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><g fill="#1d3557"><path d="M4 4h16v16H4z"/><circle cx="12" cy="12" r="4" fill="#e63946"/></g></svg>\n`;

/** `size` bytes that begin with `start` (a type's magic) and go on with filler. */
export function ofSize(start: Buffer, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  start.copy(bytes, 0, 0, Math.min(start.length, size));
  return bytes;
}

/** A Windows program's start. */
export const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00\x04\x00", "latin1"), Buffer.alloc(200)]);
export const HTML = Buffer.from(
  "<!DOCTYPE html>\n<html><body><svg onload=alert(1)></svg><script>alert(document.cookie)</script></body></html>\n",
);
