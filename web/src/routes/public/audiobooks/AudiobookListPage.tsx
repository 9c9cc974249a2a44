import { Suspense, useState } from "react";
import { graphql } from "react-relay/hooks";
import { useSearchParams } from "react-router-dom";
import type { AudiobookListPageQuery } from "../../../__generated__/AudiobookListPageQuery.graphql.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useTexts } from "../../../i18n/useTexts.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { SearchBox } from "../home/SearchBox.tsx";
import { AudiobookLanguageFilter } from "./AudiobookLanguageFilter.tsx";
import { AudiobookResults, AudiobookResultsSkeleton } from "./AudiobookResults.tsx";
import { readAudiobookListQuery, withListChange } from "./list-query.ts";
import "../home/VideoCatalogue.css";
import "./Audiobooks.css";

/**
 * /{lang}/audioknihy: the heading, the languages the audiobooks are read in (the interface
 * language's preselected), a search and ten audiobooks a page. Search and page live in the
 * address; a change of languages or search goes back to the first page.
 */
export function AudiobookListPage() {
  useTexts("audiobook");
  const { t } = useTranslation();
  return (
    <div className="page audiobooks">
      <header className="audiobooks__intro">
        <PageTitle title={t("audiobooks.title")} />
        <p>{t("audiobooks.intro")}</p>
      </header>
      <Suspense fallback={<AudiobookResultsSkeleton />}>
        <AudiobookCatalogue />
      </Suspense>
    </div>
  );
}

function AudiobookCatalogue() {
  const { t } = useTranslation();
  const query = useScreenQuery<AudiobookListPageQuery>(
    graphql`
      query AudiobookListPageQuery {
        ...AudiobookLanguageFilter_query
      }
    `,
    {},
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, search } = readAudiobookListQuery(searchParams);
  // null until the interface language's languages are preselected: the list waits for them
  const [languages, setLanguages] = useState<readonly number[] | null>(null);
  const change = (nextSearch?: string) =>
    setSearchParams((current) => withListChange(current, nextSearch), { replace: true });
  const changeLanguages = (next: number[]) => {
    setLanguages(next);
    change();
  };
  const preselect = (next: number[]) => (languages === null ? setLanguages(next) : changeLanguages(next));

  return (
    <section className="catalogue section" aria-label={t("audiobooks.title")}>
      <div className="catalogue__controls">
        <AudiobookLanguageFilter
          query={query}
          selected={languages ?? []}
          onChange={changeLanguages}
          onPreselect={preselect}
        />
        <SearchBox
          initialText={search}
          label={t("audiobooks.search")}
          placeholder={t("audiobooks.searchPlaceholder")}
          onSearch={(next) => {
            if (next !== search) change(next);
          }}
        />
      </div>
      {languages === null ? (
        <AudiobookResultsSkeleton />
      ) : (
        <Suspense fallback={<AudiobookResultsSkeleton />}>
          <AudiobookResults criteria={{ page, languages, search }} />
        </Suspense>
      )}
    </section>
  );
}
