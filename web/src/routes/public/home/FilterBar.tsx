import { useEffect, useEffectEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { FilterBar_query$key } from "../../../__generated__/FilterBar_query.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { languageFilters } from "./catalogue-query.ts";

/** Filters tied to the interface language are selected this long after the language is known. */
export const FILTER_PRESELECT_DELAY_MS = 50;

/** What the choice is made of and what it says back (the filters' ids, or the languages'). */
export interface FilterChoice {
  selected: readonly number[];
  onChange: (chosen: number[]) => void;
  /** Receives the options whose languageFlag is the interface language, 50 ms after it is set. */
  onPreselect: (chosen: number[]) => void;
}

interface Props extends FilterChoice {
  query: FilterBar_query$key;
}

/** Filters (such as the subtitle language) as check boxes; a video must have all the checked ones. */
export function FilterBar({ query, ...choice }: Props) {
  const { t } = useTranslation();
  const { getBaseTags } = useFragment(
    graphql`
      fragment FilterBar_query on Query {
        getBaseTags {
          ...catalogueFields_filter @relay(mask: false)
        }
      }
    `,
    query,
  );
  return <FilterChecks legend={t("catalogue.filters")} options={getBaseTags} {...choice} />;
}

/** An option: its names in the four languages and the interface language it is tied to, if any. */
type FilterOption = Parameters<typeof localisedName>[0] & { id: number; languageFlag: string | null | undefined };

interface FilterChecksProps extends FilterChoice {
  legend: string;
  options: readonly FilterOption[];
}

/** Options with names in the four languages as check boxes under a legend (none: nothing shown). */
export function FilterChecks({ legend, options, selected, onChange, onPreselect }: FilterChecksProps) {
  const lang = useLang();
  const preselect = useEffectEvent(onPreselect);
  useEffect(() => {
    const timer = setTimeout(() => preselect(languageFilters(options, lang)), FILTER_PRESELECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [options, lang]);

  if (options.length === 0) return null;
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id]);

  return (
    <fieldset className="filter-bar">
      <legend className="catalogue__label">{legend}</legend>
      <div className="filter-bar__options">
        {options.map((option) => (
          <label key={option.id} className="filter-chip">
            <input type="checkbox" checked={selected.includes(option.id)} onChange={() => toggle(option.id)} />
            <span>{localisedName(option, lang)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
