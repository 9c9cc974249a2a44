/**
 * The video form's values: made from the video as the server gives it (or the defaults of a new
 * one), checked the way the server checks them, and turned into editVideo's variables. Pure.
 */
import type { FileEntry } from "../../../../admin/file-selection.ts";
import { storedEntry } from "../../../../admin/file-selection.ts";
import { highlightIdToSend, isValidTimestamp, orderToSend, unsignedPath } from "./video-fields.ts";

export const TRANSLATION_LANGS = ["cz", "en", "es"] as const;
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];
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

export interface VideoFormValues {
  title: string;
  subtitle: string;
  thumbnail: FileEntry[];
  htmlDesc: string;
  availability: number;
  visible: boolean;
  order: string;
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
  translations: Record<TranslationLang, { title: string; subtitle: string; htmlDesc: string }>;
}

const emptyTexts = (): Texts => ({ cz: "", en: "", es: "" });

let lastKey = 0;
export const newKey = (prefix: string): string => `${prefix}-new-${++lastKey}`;

export const newHighlight = (): HighlightValue => ({ key: newKey("highlight"), id: null, timestamp: "", text: "", translations: emptyTexts() });

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
    translations: { cz: { title: "", subtitle: "", htmlDesc: "" }, en: { title: "", subtitle: "", htmlDesc: "" }, es: { title: "", subtitle: "", htmlDesc: "" } },
  };
}

/** The video as getVideoAsAdmin answers (the fields the form edits). */
export interface StoredVideo {
  title: string;
  subtitle: string;
  thumbnail?: string | null;
  htmlDesc: string;
  availability: number;
  visible: boolean;
  order?: number | null;
  dacastId?: string | null;
  length?: string | null;
  mediaUrl?: string | null;
  note?: string | null;
  themes: readonly { id: number }[];
  filters: readonly { id: number }[];
  tags: readonly { name: string; type: string }[];
  relatedVideoIds: readonly number[];
  methodics: readonly { id: number; name: string; url?: string | null; order: number }[];
  highlights: readonly { id: number; timestamp: string; text: string; translations?: readonly { lang: string; text: string }[] | null }[];
  translations?: readonly { lang: string; title: string; subtitle: string; htmlDesc: string }[] | null;
  subtitles: readonly { lang: string; url?: string | null }[];
}

const isTranslationLang = (lang: string): lang is TranslationLang => (TRANSLATION_LANGS as readonly string[]).includes(lang);

function textsOf(translations: readonly { lang: string; text: string }[] | null | undefined): Texts {
  const texts = emptyTexts();
  for (const each of translations ?? []) if (isTranslationLang(each.lang)) texts[each.lang] = each.text;
  return texts;
}

export function valuesFromVideo(video: StoredVideo): VideoFormValues {
  const values = emptyVideoValues();
  for (const each of video.translations ?? []) if (isTranslationLang(each.lang)) values.translations[each.lang] = { title: each.title, subtitle: each.subtitle, htmlDesc: each.htmlDesc };
  return {
    ...values,
    title: video.title,
    subtitle: video.subtitle,
    thumbnail: video.thumbnail ? [storedEntry(video.thumbnail, video.thumbnail.split("/").pop() ?? video.thumbnail)] : [],
    htmlDesc: video.htmlDesc,
    availability: video.availability,
    visible: video.visible,
    order: video.order == null ? "" : String(video.order),
    dacastId: video.dacastId ?? "",
    length: video.length ?? "",
    mediaUrl: unsignedPath(video.mediaUrl ?? ""),
    note: video.note ?? "",
    captions: video.subtitles.map((track) => ({ key: `caption-${track.lang}`, lang: track.lang, url: unsignedPath(track.url ?? "") })),
    themes: video.themes.map((theme) => theme.id),
    filters: video.filters.map((filter) => filter.id),
    tags: video.tags.filter((tag) => tag.type === "tags").map((tag) => tag.name),
    related: [...video.relatedVideoIds],
    methodics: [...video.methodics].sort((a, b) => a.order - b.order).map((methodic) => storedEntry(unsignedPath(methodic.url ?? ""), methodic.name, methodic.id)),
    highlights: video.highlights.map((highlight) => ({ key: `highlight-${highlight.id}`, id: highlight.id, timestamp: highlight.timestamp, text: highlight.text, translations: textsOf(highlight.translations) })),
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
    if (!isValidTimestamp(highlight.timestamp)) problems[`highlights.${index}.timestamp`] = highlight.timestamp.trim() ? "format" : "required";
    if (!highlight.text.trim()) problems[`highlights.${index}.text`] = "required";
  });
  values.methodics.forEach((methodic, index) => {
    if (!methodic.name.trim()) problems[`methodics.${index}.name`] = "required";
  });
  values.captions.forEach((caption, index) => {
    if (!caption.url.trim()) problems[`captions.${index}.url`] = "required";
  });
  return problems;
}

/** Only the languages with something written go (a language left out is not translated). */
function translationsToSend(values: VideoFormValues) {
  return Object.fromEntries(TRANSLATION_LANGS.map((lang) => [lang, values.translations[lang]]).filter(([, texts]) => Object.values(texts as object).some((text) => String(text).trim() !== "")));
}

const highlightTextsToSend = (texts: Texts) => Object.fromEntries(TRANSLATION_LANGS.filter((lang) => texts[lang].trim() !== "").map((lang) => [lang, texts[lang]]));

/**
 * editVideo's variables. Every file must be stored by now (uploaded first): `thumbnail` and
 * `methodics` carry their URLs; a new video has no videoId; an empty order is absent, and so is
 * an order the admin left as it was loaded (`loadedOrder`): the server moves a video to the order
 * it is sent, and the library's order may have changed since the form opened.
 */
export function videoVariables(values: VideoFormValues, videoId: number | null, loadedOrder = "") {
  return {
    videoId: videoId ?? undefined,
    title: values.title.trim(),
    subtitle: values.subtitle.trim(),
    thumbnail: values.thumbnail[0]?.stored?.url ?? "",
    htmlDesc: values.htmlDesc,
    availability: values.availability,
    visible: values.visible,
    order: videoId !== null && values.order === loadedOrder ? undefined : orderToSend(values.order),
    dacastId: values.dacastId.trim(),
    length: values.length.trim(),
    mediaUrl: values.mediaUrl.trim(),
    note: values.note,
    themes: values.themes,
    filters: values.filters,
    tags: values.tags,
    related: values.related,
    methodics: values.methodics.map((methodic, index) => ({ id: methodic.stored?.id ?? null, name: methodic.name.trim(), url: methodic.stored?.url ?? "", order: index + 1 })),
    highlights: values.highlights.map((highlight) => ({ id: highlightIdToSend(highlight.id), timestamp: highlight.timestamp.trim(), text: highlight.text.trim(), translations: highlightTextsToSend(highlight.translations) })),
    translations: translationsToSend(values),
    subtitles: values.captions.map((caption) => ({ lang: caption.lang, url: caption.url.trim() })),
  };
}
