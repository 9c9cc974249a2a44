import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Link, useLocation } from "react-router-dom";
import { htmlLang, LANGUAGES } from "../i18n/index.ts";
import { useLang } from "../hooks/useLang.ts";
import { withLanguage } from "../routes/paths.ts";
import { Flag } from "./Flag.tsx";
import "./LanguageMenu.css";

/**
 * The flag dropdown. Each language is a link to the same page in that language; the list closes
 * on a pick, on a click outside, when focus moves out of it, and on Escape (which returns focus
 * to the button).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", closeOnOutsidePointer);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOnOutsidePointer);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

  return (
    <div
      className="language-menu"
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="surface-control menu-button language-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t("header.language", { name: t(`languages.${lang}`) })}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Flag lang={lang} />
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <span className="language-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="language-menu__list" hidden={!open} aria-label={t("header.chooseLanguage")}>
        {LANGUAGES.map((option) => (
          <li key={option}>
            <Link
              className="language-menu__option"
              to={{ pathname: withLanguage(location.pathname, option), search: location.search, hash: location.hash }}
              hrefLang={htmlLang(option)}
              lang={htmlLang(option)}
              aria-current={option === lang ? "true" : undefined}
              onClick={() => setOpen(false)}
            >
              <Flag lang={option} />
              {t(`languages.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
