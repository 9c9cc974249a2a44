/**
 * The languages as links to the same page in each (LanguageMenu.tsx), a chunk of its own loaded
 * when a list of them is first opened: the flag dropdown on a wide screen, the menu panel on a phone.
 */
import { Link, useLocation } from "react-router-dom";
import { htmlLang, LANGUAGES } from "../i18n/index.ts";
import { useLang } from "../hooks/useLang.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { withLanguage } from "../routes/paths.ts";
import { Flag } from "./Flag.tsx";

/** The languages as a list of links (in the phone's menu panel), the current one marked. */
export function LanguageLinks() {
  const { t } = useTranslation();
  return (
    <div className="language-links">
      <p id="language-links-heading" className="language-links__heading">
        {t("header.chooseLanguage")}
      </p>
      <ul className="language-links__list" aria-labelledby="language-links-heading">
        <LanguageOptions />
      </ul>
    </div>
  );
}

/** Each language a link to the same page in that language. */
export default function LanguageOptions({ onPick }: { onPick?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  return LANGUAGES.map((option) => (
    <li key={option}>
      <Link
        className="language-menu__option"
        to={{ pathname: withLanguage(location.pathname, option), search: location.search, hash: location.hash }}
        hrefLang={htmlLang(option)}
        lang={htmlLang(option)}
        aria-current={option === lang ? "true" : undefined}
        onClick={onPick}
      >
        <Flag lang={option} />
        {t(`languages.${option}`)}
      </Link>
    </li>
  ));
}
