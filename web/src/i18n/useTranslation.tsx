import { cloneElement, Fragment, type ReactElement, useSyncExternalStore } from "react";
import { i18n, type Messages, translatorFor } from "./index.ts";
import { splitTags, type TextKey, type Translate } from "./translate.ts";

const currentLanguage = () => i18n.language;

/** The texts of the interface language; the component renders again when the language changes. */
export function useTranslation(): { t: Translate<Messages> } {
  const lang = useSyncExternalStore(i18n.subscribe, currentLanguage);
  return { t: translatorFor(lang) };
}

/**
 * A text with marked parts rendered as elements: `"I accept the <terms>terms of use</terms>"`
 * with `components={{ terms: <Link … /> }}` wraps "terms of use" in the link.
 */
export function Trans({
  i18nKey,
  components,
}: {
  i18nKey: TextKey<Messages>;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {splitTags(t(i18nKey)).map((part, index) => (
        <Fragment key={index}>
          {typeof part === "string"
            ? part
            : components[part.tag]
              ? cloneElement(components[part.tag]!, undefined, part.text)
              : part.text}
        </Fragment>
      ))}
    </>
  );
}
