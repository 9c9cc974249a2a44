import { ValidationError } from "../../shared/errors.ts";
import { storedReference } from "../media/index.ts";
import type { Lang } from "../../shared/lang.ts";
import type { VideoDraft } from "./decide.ts";
import { TRANSLATION_LANGS, type TranslationLang, type VideoContent, type VideoTranslations } from "./events.ts";

/**
 * A methodic or highlight whose id is missing or not one of the video's is new; so is a highlight
 * whose id is 1 or lower (the form sends those as new, as the spec says).
 */
export type MethodicInput = { id?: number | null; url: string; name: string; order: number };
export type HighlightInput = {
  id?: number | null;
  timestamp: string;
  text: string;
  translations?: TextTranslationsInput | null;
};

/** A text per translated language; an absent or empty one is not translated (the Slovak text is shown). */
export type TextTranslationsInput = { [L in TranslationLang]?: string | null };
/** A video's texts per translated language; a language left out has nothing translated. */
export type VideoTranslationsInput = {
  [L in TranslationLang]?: { title?: string | null; subtitle?: string | null; htmlDesc?: string | null } | null;
};
export type SubtitleInput = { lang: string; url: string };

/**
 * The fields of the admin's video form (editVideo), plus mediaUrl and the chosen related videos.
 * When editing, an absent field keeps its value; null clears the optional texts.
 */
export type VideoInput = {
  title: string;
  subtitle?: string | null;
  thumbnail: string;
  htmlDesc?: string | null;
  /** Default 0 (subscription). */
  availability?: number | null;
  dacastId?: string | null;
  mediaUrl?: string | null;
  length?: string | null;
  /** Default true. */
  visible?: boolean | null;
  /**
   * A place in the library's list (numbered from 1). Default for a new video: after the last one.
   * On an existing video it moves the video there, like a drag and drop (see handlers.ts).
   */
  order?: number | null;
  note?: string | null;
  /** Free tag names. */
  tags?: readonly string[] | null;
  themes: readonly number[];
  filters?: readonly number[] | null;
  methodics?: readonly MethodicInput[] | null;
  highlights?: readonly HighlightInput[] | null;
  related?: readonly number[] | null;
  /** Title, subtitle and description in cz, en and es: the whole set (what is left out is not translated); null clears it. */
  translations?: VideoTranslationsInput | null;
  /** Caption tracks (WebVTT), one per language: the whole set; null clears it. */
  subtitles?: readonly SubtitleInput[] | null;
  /** The public address the admin chose (editing only: a new video's is made from its title). */
  slug?: string | null;
};

/**
 * The form as editVideo receives it: any field may be absent or null. A null title, thumbnail or
 * themes counts as absent (kept when editing; REQUIRED by the form's rules when creating).
 */
export type VideoFormInput = { [K in keyof VideoInput]?: VideoInput[K] | null };

/** A new video: visible, for subscribers (availability 0), the rest empty. */
export const newVideoDefaults = (): VideoContent => ({
  title: "",
  subtitle: "",
  thumbnail: "",
  htmlDesc: "",
  availability: 0,
  dacastId: null,
  mediaUrl: null,
  length: null,
  visible: true,
  note: null,
  tags: [],
  themeIds: [],
  filterIds: [],
  methodics: [],
  highlights: [],
  relatedVideoIds: [],
});

/**
 * The content fields the form sets. Methodics and highlights keep the ids that are the video's
 * own; the others, and every tag, are new (no id: ids are taken once the draft is known to be valid).
 */
export function draftOf(input: VideoFormInput, current: VideoContent | null): Partial<VideoDraft> {
  const own = (ids: number[], lowest: number) => (id: number | null | undefined) =>
    id != null && id >= lowest && ids.includes(id) ? { id } : {};
  const ownMethodic = own(current?.methodics.map((m) => m.id) ?? [], 1);
  const ownHighlight = own(current?.highlights.map((h) => h.id) ?? [], 2);
  const changes: Partial<VideoDraft> = {
    title: input.title ?? undefined,
    subtitle: input.subtitle === undefined ? undefined : (input.subtitle ?? ""),
    thumbnail: input.thumbnail == null ? undefined : storedReference(input.thumbnail),
    htmlDesc: input.htmlDesc === undefined ? undefined : (input.htmlDesc ?? ""),
    availability: input.availability ?? undefined,
    dacastId: input.dacastId,
    mediaUrl: input.mediaUrl == null ? input.mediaUrl : storedReference(input.mediaUrl),
    length: input.length,
    visible: input.visible ?? undefined,
    note: input.note,
    tags: input.tags?.map((name) => ({ name })),
    themeIds: input.themes ? [...input.themes] : undefined,
    filterIds: input.filters ? [...input.filters] : undefined,
    methodics: input.methodics?.map((m) => ({
      ...ownMethodic(m.id),
      url: storedReference(m.url),
      name: m.name,
      order: m.order,
    })),
    highlights: input.highlights?.map((h) => ({
      ...ownHighlight(h.id),
      timestamp: h.timestamp,
      text: h.text,
      ...textTranslations(h.translations),
    })),
    relatedVideoIds: input.related ? [...input.related] : undefined,
    translations: input.translations === undefined ? undefined : videoTranslations(input.translations),
    subtitles:
      input.subtitles === undefined
        ? undefined
        : (input.subtitles ?? []).map((track) => ({ lang: track.lang as Lang, url: storedReference(track.url) })),
  };
  // an absent field keeps the video's value
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

/** The form's translations in the content's shape: every text a string, "" where not translated. */
function videoTranslations(input: VideoTranslationsInput | null): VideoTranslations {
  const given = TRANSLATION_LANGS.flatMap((lang) => {
    const texts = input?.[lang];
    return texts
      ? [[lang, { title: texts.title ?? "", subtitle: texts.subtitle ?? "", htmlDesc: texts.htmlDesc ?? "" }] as const]
      : [];
  });
  return Object.fromEntries(given);
}

/** A highlight's translated texts, when the form gives any. */
function textTranslations(input: TextTranslationsInput | null | undefined): {
  translations?: { [L in TranslationLang]?: string };
} {
  const given = TRANSLATION_LANGS.flatMap((lang) => (input?.[lang] ? [[lang, input[lang]] as const] : []));
  return given.length > 0 ? { translations: Object.fromEntries(given) } : {};
}

/** The decider names content fields; the client knows the form's (editVideo's argument) names. */
const apiFieldNames: Record<string, string> = { themeIds: "themes", filterIds: "filters", relatedVideoIds: "related" };

/** Runs the checks of a form, reporting a refused field by the form's name for it. */
export async function inApiTerms(check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new ValidationError(
      error.issues.map((issue) => {
        const [first, ...rest] = issue.field.split(".");
        // a tag is a name in the form: "tags.2.name" is the form's "tags.2"
        const path = first === "tags" ? rest.slice(0, 1) : rest;
        return { ...issue, field: [apiFieldNames[first!] ?? first, ...path].join(".") };
      }),
    );
  }
}
