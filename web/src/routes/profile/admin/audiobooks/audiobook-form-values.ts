/**
 * The audiobook form's values: made from the audiobook as the server gives it (or the defaults of
 * a new one), checked the way the server checks them, and turned into editAudiobook's variables.
 * Pure.
 */
import { storedEntry, type FileEntry } from "../../../../admin/file-selection.ts";
import {
  checkLibraryItem,
  emptyLibraryItem,
  filesToSend,
  libraryItemFrom,
  libraryItemToSend,
  missingFileNames,
  storedFilesInOrder,
  unsignedPath,
  type LibraryItemValues,
  type StoredFile,
  type StoredLibraryItem,
} from "../../../../admin/form-values.ts";

export interface AudiobookFormValues extends LibraryItemValues {
  /** The language's id as the select holds it; "" for none. */
  languageId: string;
  /** The MP3 files in their order (their names are the parts' names). */
  audioFiles: FileEntry[];
  /** The e-book: none or one PDF (a new one replaces the stored one). */
  ebook: FileEntry[];
  /** The public address; a new audiobook has none yet (the server makes it from the title). */
  slug: string;
}

/** A new audiobook: visible, availability 0 (subscription), no tags (spec §4). */
export function emptyAudiobookValues(): AudiobookFormValues {
  return { ...emptyLibraryItem(), languageId: "", audioFiles: [], ebook: [], slug: "" };
}

/** The audiobook as getAudiobookAsAdmin answers (the fields the form edits). */
export interface StoredAudiobook extends StoredLibraryItem {
  slug: string;
  languageId?: number | null;
  audioFiles: readonly StoredFile[];
  material?: { id: number; name: string; url?: string | null } | null;
}

export function valuesFromAudiobook(audiobook: StoredAudiobook): AudiobookFormValues {
  const { material } = audiobook;
  return {
    ...libraryItemFrom(audiobook),
    languageId: audiobook.languageId == null ? "" : String(audiobook.languageId),
    audioFiles: storedFilesInOrder(audiobook.audioFiles),
    ebook: material ? [storedEntry(unsignedPath(material.url ?? ""), material.name, material.id)] : [],
    slug: audiobook.slug,
  };
}

export type AudiobookProblem = "required" | "picture" | "audioFiles" | "language";

/** The client's checks, as the server makes them (title, at least one audio file, a cover, the language): problems by field path. */
export function checkAudiobook(values: AudiobookFormValues): Record<string, AudiobookProblem> {
  const problems: Record<string, AudiobookProblem> = {
    ...checkLibraryItem(values),
    ...missingFileNames("audioFiles", values.audioFiles),
  };
  if (!values.languageId) problems.languageId = "language";
  if (values.audioFiles.length === 0) problems.audioFiles = "audioFiles";
  return problems;
}

/**
 * editAudiobook's variables. Every file must be stored by now (uploaded first). A new audiobook
 * has no audiobookId; an empty order is absent, and so is one left as it was loaded (the library's
 * order may have changed since the form opened). The e-book goes as the one material.
 */
export function audiobookVariables(values: AudiobookFormValues, audiobookId: number | null, loadedOrder = "") {
  return {
    audiobookId: audiobookId ?? undefined,
    ...libraryItemToSend(values, audiobookId, loadedOrder),
    languageId: values.languageId ? Number(values.languageId) : undefined,
    audioFiles: filesToSend(values.audioFiles),
    materials: filesToSend(values.ebook.slice(-1)),
    // a new audiobook's address is made from its title
    slug: audiobookId === null ? undefined : values.slug.trim(),
  };
}
