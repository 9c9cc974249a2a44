import { useEffect, useEffectEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookLanguageFilter_query$key } from "../../../__generated__/AudiobookLanguageFilter_query.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { languageFilters } from "../home/catalogue-query.ts";
import { FILTER_PRESELECT_DELAY_MS } from "../home/FilterBar.tsx";

interface Props {
  query: AudiobookLanguageFilter_query$key;
  selected: readonly number[];
  onChange: (languages: number[]) => void;
  /** Receives the languages whose languageFlag is the interface language, 50 ms after it is set. */
  onPreselect: (languages: number[]) => void;
}

/** The languages audiobooks are read in, as check boxes; an audiobook in any checked one is listed. */
export function AudiobookLanguageFilter({ query, selected, onChange, onPreselect }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const { getLanguages: languages } = useFragment(
    graphql`
      fragment AudiobookLanguageFilter_query on Query {
        getLanguages {
          ...catalogueFields_language @relay(mask: false)
        }
      }
    `,
    query,
  );

  const preselect = useEffectEvent(onPreselect);
  useEffect(() => {
    const timer = setTimeout(() => preselect(languageFilters(languages, lang)), FILTER_PRESELECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [languages, lang]);

  if (languages.length === 0) return null;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);
  return (
    <fieldset className="filter-bar">
      <legend className="catalogue__label">{t("audiobooks.languages")}</legend>
      <div className="filter-bar__options">
        {languages.map((language) => (
          <label key={language.id} className="filter-chip">
            <input type="checkbox" checked={selected.includes(language.id)} onChange={() => toggle(language.id)} />
            <span>{localisedName(language, lang)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
