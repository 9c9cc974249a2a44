import type { Lang } from "../../../src/shared/lang.ts";

/** The language tag HTML and WebVTT use for one of the library's language codes (cz is "cs"). */
export const htmlLang = (lang: string): string => (lang === "cz" ? "cs" : lang);

/**
 * The `lang` attribute for a text the server returned in `returned` on a page in `page`: none when
 * they agree, the text's own language when it fell back (to Slovak), so a screen reader switches
 * voice for it.
 */
export const contentLang = (returned: string | null | undefined, page: Lang): string | undefined =>
  returned && returned !== page ? htmlLang(returned) : undefined;
