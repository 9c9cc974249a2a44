/**
 * The video form's values: made from the video as the server gives it (or the defaults of a new
 * one), checked the way the server checks them, and turned into editVideo's variables. Pure.
 */
import type { FileEntry } from "../../../../admin/file-selection.ts";
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
  isTranslationLang,
  TRANSLATION_LANGS,
  translationsFrom,
  translationsToSend,
  type TranslationLang,
  type StoredTranslations,
  type Translations,
} from "../../../../admin/translations.ts";
import { highlightIdToSend, isValidTimestamp } from "./video-fields.ts";

export const CAPTION_LANGS = ["sk", "cz", "en", "es"] as const;

export type Texts = Record<TranslationLang, string>;

export interface HighlightValue {
  key: string;
  /** The stored highlight's id; null for a new one. */
  id: number | null;
  timestamp: string;
  text: string;
  translations: Texts;
}

export interface CaptionValue {
  key: string;
  lang: string;
  url: string;
}

export interface VideoFormValues extends BasicsValues, ListingValues {
  dacastId: string;
  length: string;
  mediaUrl: string;
  captions: CaptionValue[];
  themes: number[];
  filters: number[];
  tags: string[];
  related: number[];
  methodics: FileEntry[];
  highlights: HighlightValue[];
  note: string;
  translations: Translations;
}

const emptyTexts = (): Texts => ({ cz: "", en: "", es: "" });

let lastKey = 0;
export const newKey = (prefix: string): string => `${prefix}-new-${++lastKey}`;

export const newHighlight = (): HighlightValue => ({
  key: newKey("highlight"),
  id: null,
  timestamp: "",
  text: "",
  translations: emptyTexts(),
});

/** A new video: visible, availability 0 (subscription), nothing else (spec §4). */
export function emptyVideoValues(): VideoFormValues {
  return {
    title: "",
    subtitle: "",
    thumbnail: [],
    htmlDesc: "",
    availability: 0,
    visible: true,
    order: "",
    dacastId: "",
    length: "",
    mediaUrl: "",
    captions: [],
    themes: [],
    filters: [],
    tags: [],
    related: [],
    methodics: [],
    highlights: [],
    note: "",
    translations: emptyTranslations(),
  };
}

/** The video as getVideoAsAdmin answers (the fields the form edits). */
export interface StoredVideo extends StoredBasics, StoredListing {
  dacastId?: string | null;
  length?: string | null;
  mediaUrl?: string | null;
  note?: string | null;
  themes: readonly { id: number }[];
  filters: readonly { id: number }[];
  tags: readonly { name: string; type: string }[];
  relatedVideoIds: readonly number[];
  methodics: readonly StoredFile[];
  highlights: readonly {
    id: number;
    timestamp: string;
    text: string;
    translations?: readonly { lang: string; text: string }[] | null;
  }[];
  translations?: StoredTranslations;
  subtitles: readonly { lang: string; url?: string | null }[];
}

function textsOf(translations: readonly { lang: string; text: string }[] | null | undefined): Texts {
  const texts = emptyTexts();
  for (const each of translations ?? []) if (isTranslationLang(each.lang)) texts[each.lang] = each.text;
  return texts;
}

export function valuesFromVideo(video: StoredVideo): VideoFormValues {
  return {
    ...basicsFrom(video),
    ...listingFrom(video),
    dacastId: video.dacastId ?? "",
    length: video.length ?? "",
    mediaUrl: unsignedPath(video.mediaUrl ?? ""),
    note: video.note ?? "",
    captions: video.subtitles.map((track) => ({
      key: `caption-${track.lang}`,
      lang: track.lang,
      url: unsignedPath(track.url ?? ""),
    })),
    themes: video.themes.map((theme) => theme.id),
    filters: video.filters.map((filter) => filter.id),
    tags: video.tags.filter((tag) => tag.type === "tags").map((tag) => tag.name),
    related: [...video.relatedVideoIds],
    methodics: storedFilesInOrder(video.methodics),
    highlights: video.highlights.map((highlight) => ({
      key: `highlight-${highlight.id}`,
      id: highlight.id,
      timestamp: highlight.timestamp,
      text: highlight.text,
      translations: textsOf(highlight.translations),
    })),
    translations: translationsFrom(video.translations),
  };
}

export type VideoProblem = "required" | "picture" | "theme" | "format";

/** The client's checks, as the server makes them: problems keyed by field path ("highlights.0.timestamp"). */
export function checkVideo(values: VideoFormValues): Record<string, VideoProblem> {
  const problems: Record<string, VideoProblem> = {};
  if (!values.title.trim()) problems.title = "required";
  if (values.thumbnail.length === 0) problems.thumbnail = "picture";
  if (values.themes.length === 0) problems.themes = "theme";
  values.highlights.forEach((highlight, index) => {
    if (!isValidTimestamp(highlight.timestamp))
      problems[`highlights.${index}.timestamp`] = highlight.timestamp.trim() ? "format" : "required";
    if (!highlight.text.trim()) problems[`highlights.${index}.text`] = "required";
  });
  values.captions.forEach((caption, index) => {
    if (!caption.url.trim()) problems[`captions.${index}.url`] = "required";
  });
  return { ...problems, ...missingFileNames("methodics", values.methodics) };
}

const highlightTextsToSend = (texts: Texts) =>
  Object.fromEntries(TRANSLATION_LANGS.filter((lang) => texts[lang].trim() !== "").map((lang) => [lang, texts[lang]]));

/**
 * editVideo's variables. Every file must be stored by now (uploaded first): `thumbnail` and
 * `methodics` carry their URLs; a new video has no videoId; an empty order is absent, and so is
 * an order the admin left as it was loaded (`loadedOrder`): the server moves a video to the order
 * it is sent, and the library's order may have changed since the form opened.
 */
export function videoVariables(values: VideoFormValues, videoId: number | null, loadedOrder = "") {
  return {
    videoId: videoId ?? undefined,
    ...basicsToSend(values),
    ...listingToSend(values, videoId, loadedOrder),
    dacastId: values.dacastId.trim(),
    length: values.length.trim(),
    mediaUrl: values.mediaUrl.trim(),
    note: values.note,
    themes: values.themes,
    filters: values.filters,
    tags: values.tags,
    related: values.related,
    methodics: filesToSend(values.methodics),
    highlights: values.highlights.map((highlight) => ({
      id: highlightIdToSend(highlight.id),
      timestamp: highlight.timestamp.trim(),
      text: highlight.text.trim(),
      translations: highlightTextsToSend(highlight.translations),
    })),
    translations: translationsToSend(values.translations),
    subtitles: values.captions.map((caption) => ({ lang: caption.lang, url: caption.url.trim() })),
  };
}
