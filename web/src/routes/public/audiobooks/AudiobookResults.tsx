import { useRef, useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { AudiobookResultsQuery } from "../../../__generated__/AudiobookResultsQuery.graphql.ts";
import type { AudiobookResultsRefetchQuery } from "../../../__generated__/AudiobookResultsRefetchQuery.graphql.ts";
import type { AudiobookResults_query$key } from "../../../__generated__/AudiobookResults_query.graphql.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useRefetchWhenChanged } from "../../../relay/useRefetchWhenChanged.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
import { SkeletonCards } from "../../../ui/Skeleton.tsx";
import { AudiobookCard } from "./AudiobookCard.tsx";
import { audiobookVariables, type AudiobookCriteria } from "./list-query.ts";

/**
 * One page of audiobooks: loaded with the starting criteria, then refetched with new ones while
 * the current page stays on screen (a transition), as the home page's video list does.
 */
export function AudiobookResults({ criteria }: { criteria: AudiobookCriteria }) {
  const { t } = useTranslation();
  const variables = audiobookVariables(criteria);
  const [initialVariables] = useState(variables);
  const query = useScreenQuery<AudiobookResultsQuery>(
    graphql`
      query AudiobookResultsQuery($offset: Int!, $filters: [Int!], $search: String) {
        ...AudiobookResults_query @arguments(offset: $offset, filters: $filters, search: $search)
      }
    `,
    initialVariables,
  );
  const [data, refetch] = useRefetchableFragment<AudiobookResultsRefetchQuery, AudiobookResults_query$key>(
    graphql`
      fragment AudiobookResults_query on Query
      @refetchable(queryName: "AudiobookResultsRefetchQuery")
      @argumentDefinitions(offset: { type: "Int!" }, filters: { type: "[Int!]" }, search: { type: "String" }) {
        getAudiobooks(offset: $offset, filters: $filters, search: $search) {
          count
          pagination {
            pageCount
          }
          audiobooks {
            id
            ...AudiobookCard_audiobook
          }
        }
      }
    `,
    query,
  );

  const isRefetching = useRefetchWhenChanged(variables, refetch);

  const top = useRef<HTMLDivElement>(null);
  const { audiobooks, count, pagination } = data.getAudiobooks;
  return (
    <div className="catalogue__results" aria-busy={isRefetching}>
      <div className="catalogue__summary" ref={top}>
        <p className="catalogue__count" role="status">
          {isRefetching ? t("audiobooks.updating") : t("audiobooks.count", { count })}
        </p>
      </div>
      {audiobooks.length === 0 ? (
        <p className="catalogue__empty">{t("audiobooks.empty")}</p>
      ) : (
        <ul className="card-grid audiobook-grid" data-refetching={isRefetching || undefined}>
          {audiobooks.map((audiobook) => (
            <li key={audiobook.id}>
              <AudiobookCard audiobook={audiobook} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={criteria.page}
        pageCount={pagination.pageCount}
        onNavigate={() => top.current?.scrollIntoView({ block: "start" })}
      />
    </div>
  );
}

/** While the first page loads: card placeholders, the wait said once. */
export function AudiobookResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="catalogue__results" aria-busy="true">
      <p className="catalogue__count" role="status">
        {t("audiobooks.updating")}
      </p>
      <SkeletonCards count={4} className="audiobook-grid" />
    </div>
  );
}
