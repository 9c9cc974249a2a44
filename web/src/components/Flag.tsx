import type { Lang } from "../i18n/index.ts";
import cz from "./flags/cz.svg?no-inline";
import en from "./flags/en.svg?no-inline";
import es from "./flags/es.svg?no-inline";
import sk from "./flags/sk.svg?no-inline";

/** Image files, not inline SVG: they stay out of the JavaScript every page loads, and are cached for good. */
const FLAGS: Record<Lang, string> = { sk, cz, en, es };

/**
 * Simplified national flags (emoji flags do not render on every system). English uses the Union
 * Jack, Spanish the flag of Spain. Decorative: the language name is always beside.
 */
export function Flag({ lang }: { lang: Lang }) {
  return <img className="flag" src={FLAGS[lang]} width="24" height="16" alt="" />;
}
