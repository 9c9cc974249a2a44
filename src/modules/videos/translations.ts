import * as Schema from "effect/Schema";
import { ValidationError } from "../../shared/errors.ts";
import { DEFAULT_LANG, LANGUAGES, type Lang } from "../../shared/lang.ts";
import { localMediaPath } from "../media/index.ts";
import { contentTextLimits as max } from "../../shared/limits.ts";
import { sanitizeRichText } from "../../shared/rich-text.ts";
import { RichTextUpTo, TextUpTo } from "../../shared/validation.ts";
import {
  type Highlight,
  type Subtitle,
  TRANSLATION_LANGS,
  type TranslationLang,
  type VideoTranslation,
  type VideoTranslations,
} from "./events.ts";

/**
 * A video's texts in cz, en and es beside its Slovak ones, and its caption tracks: the rules they
 * are checked by, the one form they are kept in (so an unchanged form writes no event), and how
 * a request's language picks a text with Slovak as the fallback.
 */

const perLanguage = <S extends Schema.Top>(schema: S) =>
  Schema.Struct({ cz: Schema.optional(schema), en: Schema.optional(schema), es: Schema.optional(schema) });

/** The translated texts follow the Slovak ones' rules, except that each may be empty (not translated). */
export const TranslationsSchema = Schema.optional(
  perLanguage(
    Schema.Struct({
      title: TextUpTo(max.title),
      subtitle: TextUpTo(max.subtitle),
      htmlDesc: RichTextUpTo(max.richText),
    }),
  ),
);
export const HighlightTranslationsSchema = Schema.optional(perLanguage(TextUpTo(max.highlight)));

/** A caption file of ours (a safe local path) whose name ends in .vtt. */
export const isSubtitlePath = (url: string): boolean => /\.vtt$/i.test(localMediaPath(url) ?? "");

export const SubtitlesSchema = Schema.optional(
  Schema.Array(
    Schema.Struct({
      lang: Schema.Literals(LANGUAGES).annotate({ message: "SUBTITLE_LANG_INVALID" }),
      url: Schema.Trim.check(Schema.makeFilter((s: string) => isSubtitlePath(s) || "SUBTITLE_URL_INVALID")),
    }),
  ),
);

/** One track per language: a second one of a language is refused where it stands. */
export function refuseRepeatedSubtitleLanguages(subtitles: readonly { lang: string }[] | undefined): void {
  const repeated = (subtitles ?? []).findIndex(
    (track, i, all) => all.findIndex((other) => other.lang === track.lang) !== i,
  );
  if (repeated >= 0)
    throw new ValidationError([{ field: `subtitles.${repeated}.lang`, code: "SUBTITLE_LANG_DUPLICATE" }]);
}

/** The languages whose texts are not all empty, each description sanitised; undefined when none is. */
export function keptTranslations(translations: VideoTranslations | undefined): VideoTranslations | undefined {
  const kept = TRANSLATION_LANGS.flatMap((lang) => {
    const given = translations?.[lang];
    if (!given) return [];
    const translation: VideoTranslation = {
      title: given.title,
      subtitle: given.subtitle,
      htmlDesc: sanitizeRichText(given.htmlDesc),
    };
    return translation.title || translation.subtitle || translation.htmlDesc ? [[lang, translation] as const] : [];
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** A highlight with only its non-empty translations, and without the field when it has none. */
export function keptHighlightTranslations(highlight: Highlight): Highlight {
  const { translations, ...rest } = highlight;
  const kept = TRANSLATION_LANGS.flatMap((lang) => (translations?.[lang] ? [[lang, translations[lang]] as const] : []));
  return kept.length > 0 ? { ...rest, translations: Object.fromEntries(kept) } : rest;
}

/** The content's optional parts as kept: present only when not empty. */
export const presentOnly = <Key extends string, Value>(
  key: Key,
  value: Value | undefined,
  isEmpty: (value: Value) => boolean,
): { [K in Key]?: Value } => (value === undefined || isEmpty(value) ? {} : ({ [key]: value } as { [K in Key]: Value }));

export const keptSubtitles = (subtitles: readonly Subtitle[] | undefined) =>
  presentOnly(
    "subtitles",
    subtitles?.map((track) => ({ lang: track.lang, url: track.url })),
    (list) => list.length === 0,
  );

/** A text in the request's language, or the Slovak one when that is not translated, with the language it is in. */
export type Localised = { text: string; lang: Lang };

export function localised(
  primary: string,
  translations: { [L in TranslationLang]?: string | undefined } | undefined,
  lang: Lang,
): Localised {
  const translated = lang === DEFAULT_LANG ? undefined : translations?.[lang as TranslationLang];
  return translated ? { text: translated, lang } : { text: primary, lang: DEFAULT_LANG };
}

/** One field of every translation ({ cz: title, en: title… }), for `localised`. */
export const fieldOf = <Field extends string>(
  translations: { [L in TranslationLang]?: { [F in Field]?: string } } | undefined,
  field: Field,
) => translations && Object.fromEntries(TRANSLATION_LANGS.map((lang) => [lang, translations[lang]?.[field]]));
