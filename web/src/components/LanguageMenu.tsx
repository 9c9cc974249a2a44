import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { useLang } from "../hooks/useLang.ts";
import { Flag } from "./Flag.tsx";
import { useDisclosure } from "./useDisclosure.ts";
import "./LanguageMenu.css";

// the languages' links load when a list of them is first opened (most visits never switch)
const LanguageOptions = lazy(() => import("./LanguageOptions.tsx"));
export const LanguageLinks = lazy(() =>
  import("./LanguageOptions.tsx").then((module) => ({ default: module.LanguageLinks })),
);

/**
 * The flag dropdown. Each language is a link to the same page in that language; the list closes
 * on a pick, when the focus leaves it (a click outside: the button takes the focus when it opens,
 * in every browser), and on Escape (which returns focus to the button).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const lang = useLang();
  const { open, setOpen, listId, buttonProps, closeOnEscape } = useDisclosure();

  return (
    <div
      className="language-menu"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={closeOnEscape}
    >
      <button
        {...buttonProps}
        className="surface-control menu-button language-menu__button"
        aria-label={t("header.language", { name: t(`languages.${lang}`) })}
        onClick={(event) => {
          event.currentTarget.focus();
          setOpen(!open);
        }}
      >
        <Flag lang={lang} />
        <span aria-hidden="true">{lang.toUpperCase()}</span>
        <span className="language-menu__caret" aria-hidden="true" />
      </button>
      {/* a press on a language keeps the focus where it is until the pick (else the list would close under the pointer) */}
      <ul
        id={listId}
        className="language-menu__list"
        hidden={!open}
        aria-label={t("header.chooseLanguage")}
        onMouseDown={(event) => event.preventDefault()}
      >
        {open && (
          <Suspense>
            <LanguageOptions onPick={() => setOpen(false)} />
          </Suspense>
        )}
      </ul>
    </div>
  );
}
