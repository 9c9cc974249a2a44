import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANG, type Lang } from "../../../src/shared/lang.ts";
import { cz } from "./locales/cz.ts";
import { en } from "./locales/en.ts";
import { es } from "./locales/es.ts";
import { sk, type Messages } from "./locales/sk.ts";

export { LANGUAGES, DEFAULT_LANG, isLang, type Lang } from "../../../src/shared/lang.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}

/** The interface texts. The language follows the first path segment (see LanguageLayout). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    sk: { translation: sk },
    cz: { translation: cz },
    en: { translation: en },
    es: { translation: es },
  },
  lng: DEFAULT_LANG,
  fallbackLng: DEFAULT_LANG,
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
});

/** The value for <html lang>: the interface code cz is Czech, whose standard tag is cs. */
export const htmlLang = (lang: Lang): string => (lang === "cz" ? "cs" : lang);

/** A catalogue item's name in the interface language (themes, filters, languages). */
export function localisedName(item: { name: string; nameCz: string; nameEn: string; nameEs: string }, lang: Lang): string {
  switch (lang) {
    case "sk":
      return item.name;
    case "cz":
      return item.nameCz;
    case "en":
      return item.nameEn;
    case "es":
      return item.nameEs;
  }
}
