/**
 * The files of an admin form: those already stored (they keep their ids) and those just chosen,
 * which are uploaded when the form is saved, all at once and nothing else (spec, "Form behaviour").
 * Pure, so the forms and their tests share it.
 */
import type { RequestMetadata } from "../relay/environment.ts";
import { userMessageOf } from "../relay/api-error.ts";

/** Upload limits (spec §5); the server checks them again, by content. */
export const FILE_LIMITS = {
  file: 128 * 1024 * 1024,
  image: 5 * 1024 * 1024,
  svg: 1_048_576,
} as const;

/** Cover images the server takes (by content: JPEG, PNG, WebP, GIF). */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif";

export const PDF_ACCEPT = ".pdf,application/pdf";

export interface FileEntry {
  /** Stable while the form is open: React's key, and what an upload's result is matched by. */
  key: string;
  name: string;
  /** Bytes, when known (a chosen file). */
  size?: number;
  /** A stored file: its id (null where the server keeps only a URL, as for a cover) and where it is served. */
  stored?: { id: number | null; url: string };
  /** A chosen file, not uploaded yet. */
  file?: File;
  /** Why the server refused the file at the last save ("Súbor x.mp3 nemá povolený typ…"); gone once it is stored, replaced or removed. */
  error?: string;
}

export interface UploadedFile {
  id: number | null;
  url: string;
  name?: string;
}

let lastKey = 0;
const nextKey = (prefix: string) => `${prefix}-${++lastKey}`;

export const storedEntry = (url: string, name: string, id: number | null = null): FileEntry => ({
  key: id == null ? `stored-${url}` : `stored-${id}`,
  name,
  stored: { id, url },
});

export const chosenEntry = (file: File, name: string = file.name): FileEntry => ({
  key: nextKey("chosen"),
  name,
  size: file.size,
  file,
});

/** A file's name without its last extension ("1. kapitola.mp3" → "1. kapitola"): a new audio part's default name. */
export const withoutExtension = (fileName: string): string =>
  fileName.replace(/(?<=.)\.[^.\s]{1,8}$/u, "").trim() || fileName;

/** The entries whose files were chosen in this form and are not stored yet: the only ones to upload. */
export const entriesToUpload = (entries: readonly FileEntry[]): FileEntry[] =>
  entries.filter((entry) => entry.file && !entry.stored);

/**
 * The entries with the results of their uploads (by key): stored now, so a second save does not
 * upload them again; and those the server refused, marked with its reason (by key).
 */
export function withUploaded(
  entries: readonly FileEntry[],
  uploaded: ReadonlyMap<string, UploadedFile>,
  refused: ReadonlyMap<string, string> = new Map(),
): FileEntry[] {
  return entries.map((entry) => {
    const result = uploaded.get(entry.key);
    if (result)
      return { key: entry.key, name: entry.name, size: entry.size, stored: { id: result.id, url: result.url } };
    const reason = refused.get(entry.key);
    return reason === undefined ? entry : { ...entry, error: reason };
  });
}

/**
 * How a field's chosen files are stored (one a request), and what a file is marked with when the
 * server gives no reason of its own (the network is down): "Nahrávanie metodík zlyhalo".
 */
export interface FieldUpload {
  /** Resolves with where the file is stored, or undefined when the server stored nothing. */
  store: (file: File, metadata: RequestMetadata) => Promise<UploadedFile | undefined>;
  failed: string;
}

/** The names of the fields of V that hold files. */
export type FileFields<V> = { [K in keyof V]: V[K] extends FileEntry[] ? K : never }[keyof V];

/**
 * Uploads the files newly chosen in the given fields, all at once (`metadataOf` follows each
 * one's progress). Gives the values with whatever was stored, even when another upload failed (so
 * trying again sends only what is still missing), each refused file marked with the server's own
 * reason (or the field's text when it gave none), how many were tried and refused, and the texts
 * of the fields that had a file refused ("Nahrávanie metodík zlyhalo"), each once, in the fields' order.
 */
export async function uploadChosen<V extends object>(
  values: V,
  fields: { [K in FileFields<V>]?: FieldUpload },
  metadataOf: (entry: FileEntry) => RequestMetadata,
): Promise<{ ready: V; tried: number; refused: number; failedFields: string[] }> {
  const uploads = Object.entries(fields) as [FileFields<V>, FieldUpload][];
  // FileFields<V> names only fields holding files, which TypeScript cannot see through V
  const filesOf = (field: FileFields<V>) => values[field] as FileEntry[];
  const uploaded = new Map<string, UploadedFile>();
  const refused = new Map<string, string>();
  const attempts = uploads.flatMap(([field, { store, failed }]) =>
    entriesToUpload(filesOf(field)).map((entry) =>
      store(entry.file!, metadataOf(entry)).then(
        (stored) => (stored ? uploaded.set(entry.key, stored) : refused.set(entry.key, failed)),
        (error: unknown) => refused.set(entry.key, userMessageOf(error) ?? failed),
      ),
    ),
  );
  await Promise.all(attempts);
  const ready: V = {
    ...values,
    ...Object.fromEntries(uploads.map(([field]) => [field, withUploaded(filesOf(field), uploaded, refused)])),
  };
  const failedFields = uploads
    .filter(([field]) => filesOf(field).some((entry) => refused.has(entry.key)))
    .map(([, { failed }]) => failed);
  return { ready, tried: attempts.length, refused: refused.size, failedFields: [...new Set(failedFields)] };
}

/** The file name's last extension, lower case, with its dot (".pdf"); "" without one. */
const extensionOf = (name: string) => /\.[^.]+$/.exec(name)?.[0].toLowerCase() ?? "";

/** Whether a file matches an `accept` list (".pdf,application/pdf", "image/*"), as the browser's picker would. */
export function accepts(accept: string, file: { name: string; type: string }): boolean {
  const rules = accept
    .split(",")
    .map((rule) => rule.trim().toLowerCase())
    .filter(Boolean);
  if (rules.length === 0) return true;
  const type = file.type.toLowerCase();
  return rules.some((rule) =>
    rule.startsWith(".")
      ? extensionOf(file.name) === rule
      : rule.endsWith("/*")
        ? type.startsWith(rule.slice(0, -1))
        : type === rule,
  );
}

export type FileProblem = "fileType" | "fileTooLarge";

/** Why a chosen file cannot be taken (a drop or a picker set to "all files" lets anything through), or null. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  accept: string,
  maxBytes: number,
): FileProblem | null {
  if (!accepts(accept, file)) return "fileType";
  return file.size > maxBytes ? "fileTooLarge" : null;
}

/** "1,5 MB", "320 kB", "12 B" in the interface language's number format (kB = 1024 bytes, as file managers show). */
export function formatBytes(bytes: number, locale: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)}\u00a0${unit}`;
  if (bytes < 1024) return format(bytes, "B");
  if (bytes < 1024 * 1024) return format(bytes / 1024, "kB");
  return format(bytes / (1024 * 1024), "MB");
}
