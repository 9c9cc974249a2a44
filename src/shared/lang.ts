export const LANGUAGES = ["sk", "cz", "en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "sk";
export const isLang = (value: unknown): value is Lang =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** Picks the request language from `Accept-Language` ("en", "cs" maps to cz, anything else sk). */
export function langFromHeader(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  for (const part of header.split(",")) {
    const code = part.split(";")[0]!.trim().toLowerCase().slice(0, 2);
    if (code === "cs" || code === "cz") return "cz";
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}

/** Each language's name in each language: `LANGUAGE_NAMES[inLang][lang]` (a caption track's label, "English" or "Angličtina"). */
export const LANGUAGE_NAMES: Record<Lang, Record<Lang, string>> = {
  sk: { sk: "Slovenčina", cz: "Čeština", en: "Angličtina", es: "Španielčina" },
  cz: { sk: "Slovenština", cz: "Čeština", en: "Angličtina", es: "Španělština" },
  en: { sk: "Slovak", cz: "Czech", en: "English", es: "Spanish" },
  es: { sk: "Eslovaco", cz: "Checo", en: "Inglés", es: "Español" },
};
