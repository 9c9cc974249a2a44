/**
 * The video form's values: made from the video as the server gives it (or the defaults of a new
 * one), checked the way the server checks them, and turned into editVideo's variables. Pure.
 */
import {
  checkLibraryItem,
  emptyLibraryItem,
  libraryItemFrom,
  libraryItemToSend,
  unsignedPath,
  type LibraryItemValues,
  type StoredLibraryItem,
} from "../../../../admin/form-values.ts";
import { isTranslationLang, TRANSLATION_LANGS, type TranslationLang } from "../../../../admin/translations.ts";
import { highlightIdToSend, isValidTimestamp } from "./video-fields.ts";
import { isMediaLength } from "../../../../../../src/shared/formats.ts";

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

export interface VideoFormValues extends LibraryItemValues {
  dacastId: string;
  length: string;
  mediaUrl: string;
  captions: CaptionValue[];
  themes: number[];
  filters: number[];
  related: number[];
  highlights: HighlightValue[];
  /** The public address; a new video has none yet (the server makes it from the title). */
  slug: string;
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
    ...emptyLibraryItem(),
    dacastId: "",
    length: "",
    mediaUrl: "",
    captions: [],
    themes: [],
    filters: [],
    related: [],
    highlights: [],
    slug: "",
  };
}

/** The video as getVideoAsAdmin answers (the fields the form edits). */
export interface StoredVideo extends StoredLibraryItem {
  slug: string;
  dacastId?: string | null;
  length?: string | null;
  mediaUrl?: string | null;
  themes: readonly { id: number }[];
  filters: readonly { id: number }[];
  relatedVideoIds: readonly number[];
  highlights: readonly StoredHighlight[];
  subtitles: readonly { lang: string; url?: string | null }[];
}

/** A highlight as the server gives it (a webinar's come without translations). */
export interface StoredHighlight {
  id: number;
  timestamp: string;
  text: string;
  translations?: readonly { lang: string; text: string }[] | null;
}

function textsOf(translations: readonly { lang: string; text: string }[] | null | undefined): Texts {
  const texts = emptyTexts();
  for (const each of translations ?? []) if (isTranslationLang(each.lang)) texts[each.lang] = each.text;
  return texts;
}

export const highlightsFrom = (highlights: readonly StoredHighlight[]): HighlightValue[] =>
  highlights.map((highlight) => ({
    key: `highlight-${highlight.id}`,
    id: highlight.id,
    timestamp: highlight.timestamp,
    text: highlight.text,
    translations: textsOf(highlight.translations),
  }));

export function valuesFromVideo(video: StoredVideo): VideoFormValues {
  return {
    ...libraryItemFrom(video),
    dacastId: video.dacastId ?? "",
    length: video.length ?? "",
    mediaUrl: unsignedPath(video.mediaUrl ?? ""),
    captions: video.subtitles.map((track) => ({
      key: `caption-${track.lang}`,
      lang: track.lang,
      url: unsignedPath(track.url ?? ""),
    })),
    themes: video.themes.map((theme) => theme.id),
    filters: video.filters.map((filter) => filter.id),
    related: [...video.relatedVideoIds],
    highlights: highlightsFrom(video.highlights),
    slug: video.slug,
  };
}

export type VideoProblem = "required" | "picture" | "theme" | "format" | "length";

/** The client's checks, as the server makes them: problems keyed by field path ("highlights.0.timestamp"). */
export function checkVideo(values: VideoFormValues): Record<string, VideoProblem> {
  const problems: Record<string, VideoProblem> = {
    ...checkLibraryItem(values),
    ...highlightProblems(values.highlights),
  };
  if (values.themes.length === 0) problems.themes = "theme";
  if (!isLengthOrEmpty(values.length)) problems.length = "length";
  values.captions.forEach((caption, index) => {
    if (!caption.url.trim()) problems[`captions.${index}.url`] = "required";
  });
  return problems;
}

/** A length is left empty or written as a clock, as the server takes it ("45:00", "1:05:30"). */
export const isLengthOrEmpty = (length: string): boolean => length.trim() === "" || isMediaLength(length.trim());

/** Each highlight needs a time point (hh:mm:ss) and a text: problems by path ("highlights.0.timestamp"). */
export function highlightProblems(highlights: readonly HighlightValue[]): Record<string, "required" | "format"> {
  const problems: Record<string, "required" | "format"> = {};
  highlights.forEach((highlight, index) => {
    if (!isValidTimestamp(highlight.timestamp))
      problems[`highlights.${index}.timestamp`] = highlight.timestamp.trim() ? "format" : "required";
    if (!highlight.text.trim()) problems[`highlights.${index}.text`] = "required";
  });
  return problems;
}

/** A highlight as editVideo and editWebinar take it (without its translations). */
export const highlightToSend = (highlight: HighlightValue) => ({
  id: highlightIdToSend(highlight.id),
  timestamp: highlight.timestamp.trim(),
  text: highlight.text.trim(),
});

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
    ...libraryItemToSend(values, videoId, loadedOrder),
    dacastId: values.dacastId.trim(),
    length: values.length.trim(),
    mediaUrl: values.mediaUrl.trim(),
    themes: values.themes,
    filters: values.filters,
    related: values.related,
    highlights: values.highlights.map((highlight) => ({
      ...highlightToSend(highlight),
      translations: highlightTextsToSend(highlight.translations),
    })),
    subtitles: values.captions.map((caption) => ({ lang: caption.lang, url: caption.url.trim() })),
    // a new video's address is made from its title
    slug: videoId === null ? undefined : values.slug.trim(),
  };
}
