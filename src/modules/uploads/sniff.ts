import type { FileType } from "./kinds.ts";

/**
 * A file's type told by its first bytes (magic numbers), never by its name or the Content-Type the
 * client claims. `head` is the start of the file (the receiver keeps the first HEAD_BYTES); `size`
 * the whole file's length. Anything not recognised is null.
 */
export const HEAD_BYTES = 16 * 1024;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const PDF = ascii("%PDF-");
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const ID3 = ascii("ID3");

export function detectType(head: Uint8Array, size: number): FileType | null {
  if (startsWith(head, PDF)) return "pdf";
  if (startsWith(head, PNG)) return "png";
  if (startsWith(head, JPEG)) return "jpeg";
  if (startsWith(head, GIF87) || startsWith(head, GIF89)) return "gif";
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return "webp";
  if (isId3Tag(head) || isMp3Frames(head, size)) return "mp3";
  if (isSvgText(head)) return "svg";
  return null;
}

/** An ID3v2 tag (what most MP3 files begin with): "ID3", version 2–4, flags, a size of four 7-bit bytes. */
function isId3Tag(head: Uint8Array): boolean {
  if (!startsWith(head, ID3) || head.length < 10) return false;
  const [major, revision] = [head[3]!, head[4]!];
  return major >= 2 && major <= 4 && revision !== 0xff && [6, 7, 8, 9].every((i) => head[i]! < 0x80);
}

// MPEG audio layer III (MP3) frame headers: kbit/s by bitrate index, Hz by sample-rate index
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, readonly number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The length of the MP3 frame whose header starts at `at`, or null when there is no valid header there. */
export function mp3FrameLength(bytes: Uint8Array, at: number): number | null {
  if (at + 4 > bytes.length) return null;
  const [b0, b1, b2, b3] = [bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null; // 11 sync bits
  const version = (b1 >> 3) & 3; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5, 1 reserved
  const layer = (b1 >> 1) & 3; // 1: layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3 || (b3 & 3) === 2)
    return null;
  const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]! * 1000;
  const rate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 1;
  return Math.floor(((version === 3 ? 144 : 72) * bitrate) / rate) + padding;
}

/**
 * MP3 without a tag: a valid layer III frame header at the start, and, when the file goes on past
 * that frame and the head holds the place, another valid header where the next frame begins (one
 * chance header in other data is then not enough).
 */
function isMp3Frames(head: Uint8Array, size: number): boolean {
  const length = mp3FrameLength(head, 0);
  if (length === null) return false;
  if (length >= size || length + 4 > head.length) return true;
  return mp3FrameLength(head, length) !== null;
}

/**
 * An XML document whose root element is <svg>: after an optional byte-order mark, XML
 * declaration, comments, processing instructions and a document type, the first element is "svg".
 * The whole file is parsed again when it is sanitised (svg.ts); this only tells the type.
 */
export function isSvgText(head: Uint8Array): boolean {
  let text = new TextDecoder("utf-8", { fatal: false }).decode(head);
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  let at = 0;
  for (;;) {
    while (at < text.length && /\s/.test(text[at]!)) at++;
    if (text.startsWith("<?", at) || text.startsWith("<!--", at)) {
      const end = text.indexOf(text.startsWith("<?", at) ? "?>" : "-->", at + 2);
      if (end === -1) return false;
      at = end + (text.startsWith("<?", at) ? 2 : 3);
    } else if (text.startsWith("<!DOCTYPE", at)) {
      const end = endOfDoctype(text, at);
      if (end === -1) return false;
      at = end;
    } else return /^<svg[\s/>]/.test(text.slice(at, at + 5));
  }
}

/** Where a document type declaration ends (after its ">"), skipping its internal subset and quoted text; -1 if it does not. */
export function endOfDoctype(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let at = start + 2; at < text.length; at++) {
    const c = text[at]!;
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "[") depth++;
    else if (c === "]") depth--;
    else if (c === ">" && depth <= 0) return at + 1;
  }
  return -1;
}
