export const LANGUAGES = ["sk", "cz", "en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "sk";
export const isLang = (value: unknown): value is Lang => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

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
