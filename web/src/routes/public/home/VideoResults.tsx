import { useEffect, useRef, useState, useTransition } from "react";
import { graphql, useRefetchableFragment } from "react-relay";
import { useTranslation } from "react-i18next";
import type { VideoResultsQuery, VideoResultsQuery$variables } from "../../../__generated__/VideoResultsQuery.graphql.ts";
import type { VideoResultsRefetchQuery } from "../../../__generated__/VideoResultsRefetchQuery.graphql.ts";
import type { VideoResults_query$key } from "../../../__generated__/VideoResults_query.graphql.ts";
import { Pagination } from "../../../components/Pagination.tsx";
import { VideoCard } from "../../../components/VideoCard.tsx";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";

/** Videos per page (the server pages by the same number). */
export const VIDEOS_PAGE_SIZE = 16;

export interface VideoCriteria {
  /** 0-based page index. */
  page: number;
  theme: number | null;
  filters: readonly number[];
  search: string;
}

const toVariables = ({ page, theme, filters, search }: VideoCriteria): VideoResultsQuery$variables => ({
  offset: page * VIDEOS_PAGE_SIZE,
  theme,
  filters: filters.length > 0 ? filters : null,
  search: search || null,
});

/**
 * One page of the catalogue. Loaded once with the starting criteria, then refetched with new
 * offset/theme/filters/search variables while the current page stays on screen (a transition).
 */
export function VideoResults({ criteria }: { criteria: VideoCriteria }) {
  const { t } = useTranslation();
  const variables = toVariables(criteria);
  const [initialVariables] = useState(variables);
  const query = useScreenQuery<VideoResultsQuery>(
    graphql`
      query VideoResultsQuery($offset: Int!, $theme: Int, $filters: [Int!], $search: String) {
        ...VideoResults_query @arguments(offset: $offset, theme: $theme, filters: $filters, search: $search)
      }
    `,
    initialVariables,
  );
  const [data, refetch] = useRefetchableFragment<VideoResultsRefetchQuery, VideoResults_query$key>(
    graphql`
      fragment VideoResults_query on Query
      @refetchable(queryName: "VideoResultsRefetchQuery")
      @argumentDefinitions(
        offset: { type: "Int!" }
        theme: { type: "Int" }
        filters: { type: "[Int!]" }
        search: { type: "String" }
      ) {
        getVideos(offset: $offset, theme: $theme, filters: $filters, search: $search) {
          count
          pagination {
            pageCount
          }
          videos {
            id
            ...VideoCard_video
          }
        }
      }
    `,
    query,
  );

  const [isRefetching, startTransition] = useTransition();
  const variablesKey = JSON.stringify(variables);
  const shownKey = useRef(variablesKey);
  useEffect(() => {
    if (shownKey.current === variablesKey) return;
    shownKey.current = variablesKey;
    startTransition(() => {
      refetch(JSON.parse(variablesKey), { fetchPolicy: "store-or-network" });
    });
  }, [variablesKey, refetch]);

  const top = useRef<HTMLDivElement>(null);
  const { videos, count, pagination } = data.getVideos;

  return (
    <div className="catalogue__results" aria-busy={isRefetching}>
      <div className="catalogue__summary" ref={top}>
        <p className="catalogue__count" role="status">
          {isRefetching ? t("catalogue.updating") : t("catalogue.count", { count })}
        </p>
      </div>
      {videos.length === 0 ? (
        <p className="catalogue__empty">{t("catalogue.empty")}</p>
      ) : (
        <ul className="card-grid video-grid" data-refetching={isRefetching || undefined}>
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={criteria.page} pageCount={pagination.pageCount} onNavigate={() => top.current?.scrollIntoView({ block: "start" })} />
    </div>
  );
}
