/**
 * The audiobook form's values: made from the audiobook as the server gives it (or the defaults of
 * a new one), checked the way the server checks them, and turned into editAudiobook's variables.
 * Pure.
 */
import { storedEntry, type FileEntry } from "../../../../admin/file-selection.ts";
import {
  basicsFrom,
  basicsToSend,
  filesToSend,
  listingFrom,
  listingToSend,
  missingFileNames,
  storedFilesInOrder,
  unsignedPath,
  type BasicsValues,
  type ListingValues,
  type StoredBasics,
  type StoredFile,
  type StoredListing,
} from "../../../../admin/form-values.ts";
import {
  emptyTranslations,
  translationsFrom,
  translationsToSend,
  type StoredTranslations,
  type Translations,
} from "../../../../admin/translations.ts";

export interface AudiobookFormValues extends BasicsValues, ListingValues {
  /** The language's id as the select holds it; "" for none. */
  languageId: string;
  tags: string[];
  /** The MP3 files in their order (their names are the parts' names). */
  audioFiles: FileEntry[];
  /** The e-book: none or one PDF (a new one replaces the stored one). */
  ebook: FileEntry[];
  methodics: FileEntry[];
  note: string;
  translations: Translations;
}

/** A new audiobook: visible, availability 0 (subscription), no tags (spec §4). */
export function emptyAudiobookValues(): AudiobookFormValues {
  return {
    title: "",
    subtitle: "",
    thumbnail: [],
    htmlDesc: "",
    availability: 0,
    visible: true,
    order: "",
    languageId: "",
    tags: [],
    audioFiles: [],
    ebook: [],
    methodics: [],
    note: "",
    translations: emptyTranslations(),
  };
}

/** The audiobook as getAudiobookAsAdmin answers (the fields the form edits). */
export interface StoredAudiobook extends StoredBasics, StoredListing {
  languageId?: number | null;
  note?: string | null;
  tags: readonly { name: string; type: string }[];
  audioFiles: readonly StoredFile[];
  material?: { id: number; name: string; url?: string | null } | null;
  methodics: readonly StoredFile[];
  translations?: StoredTranslations;
}

export function valuesFromAudiobook(audiobook: StoredAudiobook): AudiobookFormValues {
  const { material } = audiobook;
  return {
    ...basicsFrom(audiobook),
    ...listingFrom(audiobook),
    languageId: audiobook.languageId == null ? "" : String(audiobook.languageId),
    tags: audiobook.tags.filter((tag) => tag.type === "tags").map((tag) => tag.name),
    audioFiles: storedFilesInOrder(audiobook.audioFiles),
    ebook: material ? [storedEntry(unsignedPath(material.url ?? ""), material.name, material.id)] : [],
    methodics: storedFilesInOrder(audiobook.methodics),
    note: audiobook.note ?? "",
    translations: translationsFrom(audiobook.translations),
  };
}

export type AudiobookProblem = "required" | "picture" | "audioFiles" | "language";

/** The client's checks, as the server makes them (title, at least one audio file, a cover, the language): problems by field path. */
export function checkAudiobook(values: AudiobookFormValues): Record<string, AudiobookProblem> {
  const problems: Record<string, AudiobookProblem> = {};
  if (!values.title.trim()) problems.title = "required";
  if (values.thumbnail.length === 0) problems.thumbnail = "picture";
  if (!values.languageId) problems.languageId = "language";
  if (values.audioFiles.length === 0) problems.audioFiles = "audioFiles";
  return {
    ...problems,
    ...missingFileNames("audioFiles", values.audioFiles),
    ...missingFileNames("methodics", values.methodics),
  };
}

/**
 * editAudiobook's variables. Every file must be stored by now (uploaded first). A new audiobook
 * has no audiobookId; an empty order is absent, and so is one left as it was loaded (the library's
 * order may have changed since the form opened). The e-book goes as the one material.
 */
export function audiobookVariables(values: AudiobookFormValues, audiobookId: number | null, loadedOrder = "") {
  return {
    audiobookId: audiobookId ?? undefined,
    ...basicsToSend(values),
    ...listingToSend(values, audiobookId, loadedOrder),
    languageId: values.languageId ? Number(values.languageId) : undefined,
    tags: values.tags,
    audioFiles: filesToSend(values.audioFiles),
    materials: filesToSend(values.ebook.slice(-1)),
    methodics: filesToSend(values.methodics),
    note: values.note,
    translations: translationsToSend(values.translations),
  };
}
