/**
 * The audiobook form's values: made from the audiobook as the server gives it (or the defaults of
 * a new one), checked the way the server checks them, and turned into editAudiobook's variables.
 * Pure.
 */
import { storedEntry, type FileEntry } from "../../../../admin/file-selection.ts";
import { orderToSend, unsignedPath } from "../videos/video-fields.ts";
import { TRANSLATION_LANGS, type TranslationLang } from "../videos/video-form-values.ts";

type TranslatedTexts = { title: string; subtitle: string; htmlDesc: string };

export interface AudiobookFormValues {
  title: string;
  subtitle: string;
  thumbnail: FileEntry[];
  htmlDesc: string;
  availability: number;
  visible: boolean;
  order: string;
  /** The language's id as the select holds it; "" for none. */
  languageId: string;
  tags: string[];
  /** The MP3 files in their order (their names are the parts' names). */
  audioFiles: FileEntry[];
  /** The e-book: none or one PDF (a new one replaces the stored one). */
  ebook: FileEntry[];
  methodics: FileEntry[];
  note: string;
  translations: Record<TranslationLang, TranslatedTexts>;
}

const emptyTranslations = (): Record<TranslationLang, TranslatedTexts> => ({ cz: { title: "", subtitle: "", htmlDesc: "" }, en: { title: "", subtitle: "", htmlDesc: "" }, es: { title: "", subtitle: "", htmlDesc: "" } });

/** A new audiobook: visible, availability 0 (subscription), no tags (spec §4). */
export function emptyAudiobookValues(): AudiobookFormValues {
  return { title: "", subtitle: "", thumbnail: [], htmlDesc: "", availability: 0, visible: true, order: "", languageId: "", tags: [], audioFiles: [], ebook: [], methodics: [], note: "", translations: emptyTranslations() };
}

type StoredFile = { id: number; name: string; url?: string | null; order: number };

/** The audiobook as getAudiobookAsAdmin answers (the fields the form edits). */
export interface StoredAudiobook {
  title: string;
  subtitle: string;
  thumbnail?: string | null;
  htmlDesc: string;
  availability: number;
  visible: boolean;
  order?: number | null;
  languageId?: number | null;
  note?: string | null;
  tags: readonly { name: string; type: string }[];
  audioFiles: readonly StoredFile[];
  material?: { id: number; name: string; url?: string | null } | null;
  methodics: readonly StoredFile[];
  translations?: readonly { lang: string; title: string; subtitle: string; htmlDesc: string }[] | null;
}

const isTranslationLang = (lang: string): lang is TranslationLang => (TRANSLATION_LANGS as readonly string[]).includes(lang);
const inOrder = (files: readonly StoredFile[]) => [...files].sort((a, b) => a.order - b.order).map((file) => storedEntry(unsignedPath(file.url ?? ""), file.name, file.id));

export function valuesFromAudiobook(audiobook: StoredAudiobook): AudiobookFormValues {
  const translations = emptyTranslations();
  for (const each of audiobook.translations ?? []) if (isTranslationLang(each.lang)) translations[each.lang] = { title: each.title, subtitle: each.subtitle, htmlDesc: each.htmlDesc };
  const { material } = audiobook;
  return {
    title: audiobook.title,
    subtitle: audiobook.subtitle,
    thumbnail: audiobook.thumbnail ? [storedEntry(audiobook.thumbnail, audiobook.thumbnail.split("/").pop() ?? audiobook.thumbnail)] : [],
    htmlDesc: audiobook.htmlDesc,
    availability: audiobook.availability,
    visible: audiobook.visible,
    order: audiobook.order == null ? "" : String(audiobook.order),
    languageId: audiobook.languageId == null ? "" : String(audiobook.languageId),
    tags: audiobook.tags.filter((tag) => tag.type === "tags").map((tag) => tag.name),
    audioFiles: inOrder(audiobook.audioFiles),
    ebook: material ? [storedEntry(unsignedPath(material.url ?? ""), material.name, material.id)] : [],
    methodics: inOrder(audiobook.methodics),
    note: audiobook.note ?? "",
    translations,
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
  values.audioFiles.forEach((file, index) => {
    if (!file.name.trim()) problems[`audioFiles.${index}.name`] = "required";
  });
  values.methodics.forEach((methodic, index) => {
    if (!methodic.name.trim()) problems[`methodics.${index}.name`] = "required";
  });
  return problems;
}

/** Only the languages with something written go (a language left out is not translated). */
const translationsToSend = (values: AudiobookFormValues) =>
  Object.fromEntries(TRANSLATION_LANGS.map((lang) => [lang, values.translations[lang]] as const).filter(([, texts]) => Object.values(texts).some((text) => text.trim() !== "")));

const filesToSend = (files: readonly FileEntry[]) => files.map((file, index) => ({ id: file.stored?.id ?? null, name: file.name.trim(), url: file.stored?.url ?? "", order: index + 1 }));

/**
 * editAudiobook's variables. Every file must be stored by now (uploaded first). A new audiobook
 * has no audiobookId; an empty order is absent, and so is one left as it was loaded (the library's
 * order may have changed since the form opened). The e-book goes as the one material.
 */
export function audiobookVariables(values: AudiobookFormValues, audiobookId: number | null, loadedOrder = "") {
  return {
    audiobookId: audiobookId ?? undefined,
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    thumbnail: values.thumbnail[0]?.stored?.url ?? "",
    htmlDesc: values.htmlDesc,
    availability: values.availability,
    visible: values.visible,
    order: audiobookId !== null && values.order === loadedOrder ? undefined : orderToSend(values.order),
    languageId: values.languageId ? Number(values.languageId) : undefined,
    tags: values.tags,
    audioFiles: filesToSend(values.audioFiles),
    materials: filesToSend(values.ebook.slice(-1)),
    methodics: filesToSend(values.methodics),
    note: values.note,
    translations: translationsToSend(values),
  };
}
