import { Suspense, useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useSearchParams } from "react-router-dom";
import type { VideoCatalogue_query$key } from "../../../__generated__/VideoCatalogue_query.graphql.ts";
import { Loading } from "../../../ui/Loading.tsx";
import { readCatalogueQuery, withCatalogueChange, type CatalogueChange } from "./catalogue-query.ts";
import { FilterBar } from "./FilterBar.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { ThemeSelector } from "./ThemeSelector.tsx";
import { VideoResults } from "./VideoResults.tsx";
import "./VideoCatalogue.css";

/**
 * The video catalogue of the home page: theme, filters and search select the videos. Theme, search
 * and page live in the address (see catalogue-query.ts); any change of theme, filters or search
 * goes back to the first page.
 */
export function VideoCatalogue({
  query,
  onResultsShown,
}: {
  query: VideoCatalogue_query$key;
  onResultsShown?: () => void;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment VideoCatalogue_query on Query {
        ...ThemeSelector_query
        ...FilterBar_query
      }
    `,
    query,
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, theme, search } = readCatalogueQuery(searchParams);
  // Null until the filters of the interface language are preselected: the list waits for them.
  const [filters, setFilters] = useState<readonly number[] | null>(null);

  // Replaces the address rather than adding a history entry for every click and keystroke.
  const change = (next: CatalogueChange) =>
    setSearchParams((current) => withCatalogueChange(current, next), { replace: true });
  const changeFilters = (next: number[]) => {
    setFilters(next);
    change({});
  };
  // The first preselection is where the visitor starts (a reloaded ?page=N stays); a later one
  // (the language was switched) is a change like any other.
  const preselectFilters = (next: number[]) => (filters === null ? setFilters(next) : changeFilters(next));

  return (
    <section id="videos" className="catalogue section" aria-labelledby="videos-heading">
      <h2 id="videos-heading" className="visually-hidden">
        {t("catalogue.videos")}
      </h2>
      <ThemeSelector query={data} selected={theme} onSelect={(next) => change({ theme: next })} />
      <div className="catalogue__controls">
        <FilterBar query={data} selected={filters ?? []} onChange={changeFilters} onPreselect={preselectFilters} />
        <SearchBox
          initialText={search}
          onSearch={(next) => {
            if (next !== search) change({ search: next });
          }}
        />
      </div>
      {filters === null ? (
        <Loading className="catalogue__loading" />
      ) : (
        <Suspense fallback={<Loading className="catalogue__loading" />}>
          <VideoResults criteria={{ page, theme, filters, search }} onShown={onResultsShown} />
        </Suspense>
      )}
    </section>
  );
}
