import { FILE_TYPES, type FileType, UPLOAD_KINDS, type UploadKind } from "./kinds.ts";

/**
 * Names of uploaded files, made safe. The name a client sends is only a hint: it keeps its letters
 * (any script) but loses any path, control and invisible characters (bidirectional overrides
 * included), characters file systems or URLs reserve, runs of dots and leading dots; it is
 * bounded in length; and its extension is the detected type's, whatever the client said.
 *
 * - `name`: what the admin screens and the item's pages show ("Metodika k filmu.pdf").
 * - `slug`: what the stored path uses: Latin letters without their accents, other letters kept,
 *   lower case, everything else a hyphen ("metodika-k-filmu").
 *
 * The path is `/uploads/<kind's folder>/<upload id>-<slug>.<extension>`: the id makes it unique.
 */
export const NAME_MAX_LENGTH = 100;
export const SLUG_MAX_LENGTH = 60;
const FALLBACK = "subor";

/** Letters without a decomposition that NFKD would strip to ASCII. */
const LATIN_EXTRA: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ð: "d",
  ł: "l",
  þ: "th",
  ħ: "h",
  ı: "i",
  ŀ: "l",
};

const codePoints = (text: string, max: number) => [...text].slice(0, max).join("");

/** The name without folders, extension, invisible or reserved characters; may be "". */
function baseName(clientName: string): string {
  const last = clientName.split(/[/\\]/).pop() ?? "";
  const cleaned = last
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .replace(/\p{C}/gu, "") // controls, format characters (bidi overrides, zero widths), unpaired surrogates
    .replace(/[<>:"|?*]/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^[.\s-]+/u, "");
  return cleaned.replace(/\.[\p{L}\p{N}]{1,8}$/u, "").replace(/[.\s]+$/u, "");
}

export function safeName(clientName: string, type: FileType): { name: string; slug: string } {
  const base = codePoints(baseName(clientName), NAME_MAX_LENGTH).trim() || FALLBACK;
  return { name: `${base}.${FILE_TYPES[type].extension}`, slug: slugOf(base) };
}

export function slugOf(text: string): string {
  const latin = text
    .toLowerCase()
    .replace(/[ßæœøđðłþħıŀ]/g, (letter) => LATIN_EXTRA[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  const slug = codePoints(latin.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, ""), SLUG_MAX_LENGTH).replace(
    /-+$/,
    "",
  );
  return slug || FALLBACK;
}

/** Where an upload is kept: its key in the file store and its decoded URL path. */
export function uploadLocation(
  kind: UploadKind,
  id: number,
  slug: string,
  type: FileType,
): { key: string; path: string } {
  const key = `${UPLOAD_KINDS[kind].folder}/${id}-${slug}.${FILE_TYPES[type].extension}`;
  return { key, path: `/uploads/${key}` };
}

/** The store key of an upload's decoded path (/uploads/icons/3-a.svg → icons/3-a.svg). */
export const keyOfPath = (path: string): string => path.slice("/uploads/".length);
