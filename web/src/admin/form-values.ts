/**
 * What the admin forms' values have in common (videos, audiobooks, webinars and packs): the
 * order field, stored files kept as plain paths, the cover, the title with its subtitle and
 * description, who may see an item, and what else a video and an audiobook share. Each form's
 * own values module builds on these. Pure.
 */
import { storedEntry, type FileEntry } from "./file-selection.ts";
import {
  emptyTranslations,
  translationsFrom,
  translationsToSend,
  type StoredTranslations,
  type Translations,
} from "./translations.ts";

/** The order field takes digits only: anything else typed or pasted is dropped. */
export const digitsOnly = (value: string): string => value.replace(/\D+/g, "");

/** The order to send: absent when empty (a new item goes last), else the number. */
export const orderToSend = (value: string): number | undefined => (value.trim() === "" ? undefined : Number(value));

/** The order as the field shows it: "" for none. */
export const orderField = (order: number | null | undefined): string => (order == null ? "" : String(order));

/**
 * The order to send for an item (null while creating): an order the admin left as it was loaded
 * is absent, since the server moves an item to the order it is sent and the library's order may
 * have changed since the form opened.
 */
export const changedOrderToSend = (id: number | null, order: string, loadedOrder: string): number | undefined =>
  id !== null && order === loadedOrder ? undefined : orderToSend(order);

/**
 * A file of ours as the form keeps it: the admin's query gives members-only items' files as
 * signed, expiring URLs (`/demo/media/x.mp4?exp=…&v=…&sig=…`); the form shows and saves the path
 * (the server signs it again for each viewer). Another host's address stays as it is.
 */
export function unsignedPath(url: string): string {
  if (!url.startsWith("/") || url.startsWith("//")) return url;
  const [path, query] = url.split("?", 2) as [string, string | undefined];
  return query !== undefined && new URLSearchParams(query).has("sig") ? path : url;
}

/**
 * A stored cover (its URL) as the cover field's entries: none or one. The server keeps no name for
 * a cover, and its stored file name ("1-cover.png") means nothing to anyone, so it has none: the
 * field shows "Obrázok obálky" (docs/decisions.md).
 */
export const coverEntries = (url: string | null | undefined): FileEntry[] => (url ? [storedEntry(url, "")] : []);

/** The cover's URL to send: the field's file is stored by now (uploaded first). */
export const coverToSend = (entries: readonly FileEntry[]): string => entries[0]?.stored?.url ?? "";

export interface StoredFile {
  id: number;
  name: string;
  url?: string | null;
  order: number;
}

/** Stored files (methodologies, materials, an audiobook's parts) as the form's entries, in their order. */
export const storedFilesInOrder = (files: readonly StoredFile[]): FileEntry[] =>
  [...files]
    .sort((a, b) => a.order - b.order)
    .map((file) => storedEntry(unsignedPath(file.url ?? ""), file.name, file.id));

/** Files as the edit mutations take them, numbered from 1 in the form's order; every one is stored by now. */
export const filesToSend = (files: readonly FileEntry[]) =>
  files.map((file, index) => ({
    id: file.stored?.id ?? null,
    name: file.name.trim(),
    url: file.stored?.url ?? "",
    order: index + 1,
  }));

/** A form's problems (by field path) as the texts shown under the fields. */
export const problemTexts = <P extends string>(
  problems: Readonly<Record<string, P>>,
  textOf: (problem: P) => string,
): Record<string, string> =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, textOf(problem)]));

/** A "required" problem for each of the field's files left without a name, by path ("methodics.0.name"). */
export const missingFileNames = (field: string, files: readonly FileEntry[]): Record<string, "required"> =>
  Object.fromEntries(
    files.flatMap((file, index) => (file.name.trim() ? [] : [[`${field}.${index}.name`, "required"] as const])),
  );

/** A title, a subtitle, a cover and a description: how a video and an audiobook begin. */
export interface BasicsValues {
  title: string;
  subtitle: string;
  thumbnail: FileEntry[];
  htmlDesc: string;
}

/** The basics as the server gives them: the cover as its URL. */
export interface StoredBasics {
  title: string;
  subtitle: string;
  thumbnail?: string | null;
  htmlDesc: string;
}

export const basicsFrom = (stored: StoredBasics): BasicsValues => ({
  title: stored.title,
  subtitle: stored.subtitle,
  thumbnail: coverEntries(stored.thumbnail),
  htmlDesc: stored.htmlDesc,
});

export const basicsToSend = (values: BasicsValues) => ({
  title: values.title.trim(),
  subtitle: values.subtitle.trim(),
  thumbnail: coverToSend(values.thumbnail),
  htmlDesc: values.htmlDesc,
});

/** Availability codes (spec §4): 0 subscription, 1 testing, 2 free access, as the forms' choices name them. */
export const AVAILABILITIES = [
  { value: 0, key: "subscription" },
  { value: 1, key: "testing" },
  { value: 2, key: "free" },
] as const;

/** Who may see an item (availability 0 subscription, 1 testing, 2 free), whether it is listed, and where. */
export interface ListingValues {
  availability: number;
  visible: boolean;
  order: string;
}

export interface StoredListing {
  availability: number;
  visible: boolean;
  order?: number | null;
}

export const listingFrom = (stored: StoredListing): ListingValues => ({
  availability: stored.availability,
  visible: stored.visible,
  order: orderField(stored.order),
});

export const listingToSend = (values: ListingValues, id: number | null, loadedOrder: string) => ({
  availability: values.availability,
  visible: values.visible,
  order: changedOrderToSend(id, values.order, loadedOrder),
});

/**
 * What a video's and an audiobook's forms share: the basics, who may see the item, its own tags,
 * the methodologies, the note and the translations.
 */
export interface LibraryItemValues extends BasicsValues, ListingValues {
  tags: string[];
  methodics: FileEntry[];
  note: string;
  translations: Translations;
}

export interface StoredLibraryItem extends StoredBasics, StoredListing {
  note?: string | null;
  /** The catalogue's tags; the ones the form edits are those of type "tags". */
  tags: readonly { name: string; type: string }[];
  methodics: readonly StoredFile[];
  translations?: StoredTranslations;
}

/** A new item: visible, availability 0 (subscription), nothing else (spec §4). */
export const emptyLibraryItem = (): LibraryItemValues => ({
  title: "",
  subtitle: "",
  thumbnail: [],
  htmlDesc: "",
  availability: 0,
  visible: true,
  order: "",
  tags: [],
  methodics: [],
  note: "",
  translations: emptyTranslations(),
});

export const libraryItemFrom = (stored: StoredLibraryItem): LibraryItemValues => ({
  ...basicsFrom(stored),
  ...listingFrom(stored),
  tags: stored.tags.filter((tag) => tag.type === "tags").map((tag) => tag.name),
  methodics: storedFilesInOrder(stored.methodics),
  note: stored.note ?? "",
  translations: translationsFrom(stored.translations),
});

/** The checks the server makes of both: a title, a cover, and a name for each methodology. */
export function checkLibraryItem(values: LibraryItemValues): Record<string, "required" | "picture"> {
  const problems: Record<string, "required" | "picture"> = missingFileNames("methodics", values.methodics);
  if (!values.title.trim()) problems.title = "required";
  if (values.thumbnail.length === 0) problems.thumbnail = "picture";
  return problems;
}

/** The shared part of editVideo's and editAudiobook's variables; every file is stored by now. */
export const libraryItemToSend = (values: LibraryItemValues, id: number | null, loadedOrder: string) => ({
  ...basicsToSend(values),
  ...listingToSend(values, id, loadedOrder),
  tags: values.tags,
  methodics: filesToSend(values.methodics),
  note: values.note,
  translations: translationsToSend(values.translations),
});
