/**
 * The translations an admin form edits beside the Slovak original: a title, a subtitle and a
 * description in Czech, English and Spanish (a video's highlights have their own). Pure.
 */

export const TRANSLATION_LANGS = ["cz", "en", "es"] as const;
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];

export interface TranslatedTexts {
  title: string;
  subtitle: string;
  htmlDesc: string;
}

export type Translations = Record<TranslationLang, TranslatedTexts>;

export const isTranslationLang = (lang: string): lang is TranslationLang =>
  (TRANSLATION_LANGS as readonly string[]).includes(lang);

export const emptyTranslations = (): Translations => ({
  cz: { title: "", subtitle: "", htmlDesc: "" },
  en: { title: "", subtitle: "", htmlDesc: "" },
  es: { title: "", subtitle: "", htmlDesc: "" },
});

/** The translations as the server lists them, a language each. */
export type StoredTranslations = readonly ({ lang: string } & TranslatedTexts)[] | null | undefined;

/** The stored translations by language; a language the server lists that the form does not edit is left out. */
export function translationsFrom(stored: StoredTranslations): Translations {
  const translations = emptyTranslations();
  for (const each of stored ?? [])
    if (isTranslationLang(each.lang))
      translations[each.lang] = { title: each.title, subtitle: each.subtitle, htmlDesc: each.htmlDesc };
  return translations;
}

/** Only the languages with something written go (a language left out is not translated). */
export const translationsToSend = (translations: Translations): Partial<Translations> =>
  Object.fromEntries(
    TRANSLATION_LANGS.map((lang) => [lang, translations[lang]] as const).filter(([, texts]) =>
      Object.values(texts).some((text) => text.trim() !== ""),
    ),
  );
