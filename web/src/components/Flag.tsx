import type { Lang } from "../i18n/index.ts";

/**
 * Simplified national flags drawn inline (emoji flags do not render on every system). English
 * uses the Union Jack, Spanish the flag of Spain. Decorative: the language name is always beside.
 */
export function Flag({ lang }: { lang: Lang }) {
  return (
    <svg className="flag" viewBox="0 0 30 20" width="24" height="16" aria-hidden="true" focusable="false">
      {FLAGS[lang]}
    </svg>
  );
}

const FLAGS: Record<Lang, React.ReactNode> = {
  sk: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0b4ea2" />
      <rect y="13.33" width="30" height="6.67" fill="#ee1c25" />
      <path d="M8 5h7v7.5c0 2.5-2 3.8-3.5 4.5C10 16.3 8 15 8 12.5z" fill="#ee1c25" stroke="#fff" strokeWidth="0.8" />
      <path d="M11.5 7v8M9.8 9h3.4M9.3 11h4.4" stroke="#fff" strokeWidth="0.9" />
    </>
  ),
  cz: (
    <>
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#d7141a" />
      <path d="M0 0l15 10L0 20z" fill="#11457e" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.5" />
    </>
  ),
  es: (
    <>
      <rect width="30" height="20" fill="#aa151b" />
      <rect y="5" width="30" height="10" fill="#f1bf00" />
    </>
  ),
};
