import { useEffect, useEffectEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { FilterBar_query$key } from "../../../__generated__/FilterBar_query.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { languageFilters } from "./catalogue-query.ts";

/** Filters tied to the interface language are selected this long after the language is known. */
export const FILTER_PRESELECT_DELAY_MS = 50;

interface Props {
  query: FilterBar_query$key;
  selected: readonly number[];
  onChange: (filters: number[]) => void;
  /** Receives the filters whose languageFlag is the interface language, 50 ms after it is set. */
  onPreselect: (filters: number[]) => void;
}

/** Filters (such as the subtitle language) as check boxes; a video must have all the checked ones. */
export function FilterBar({ query, selected, onChange, onPreselect }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const { getBaseTags: filters } = useFragment(
    graphql`
      fragment FilterBar_query on Query {
        getBaseTags {
          ...catalogueFields_filter @relay(mask: false)
        }
      }
    `,
    query,
  );

  const preselect = useEffectEvent(onPreselect);
  useEffect(() => {
    const timer = setTimeout(() => preselect(languageFilters(filters, lang)), FILTER_PRESELECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters, lang]);

  if (filters.length === 0) return null;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  return (
    <fieldset className="filter-bar">
      <legend className="catalogue__label">{t("catalogue.filters")}</legend>
      <div className="filter-bar__options">
        {filters.map((filter) => (
          <label key={filter.id} className="filter-chip">
            <input type="checkbox" checked={selected.includes(filter.id)} onChange={() => toggle(filter.id)} />
            <span>{localisedName(filter, lang)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
