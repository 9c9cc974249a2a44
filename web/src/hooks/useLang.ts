import { useParams } from "react-router-dom";
import { DEFAULT_LANG, isLang, type Lang } from "../i18n/index.ts";

/** The interface language: the first path segment (LanguageLayout redirects unknown ones to sk). */
export function useLang(): Lang {
  const { lang } = useParams();
  return isLang(lang) ? lang : DEFAULT_LANG;
}
