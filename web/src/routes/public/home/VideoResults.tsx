import { useEffect, useRef, useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoResultsQuery } from "../../../__generated__/VideoResultsQuery.graphql.ts";
import type { VideoResultsRefetchQuery } from "../../../__generated__/VideoResultsRefetchQuery.graphql.ts";
import type { VideoResults_query$key } from "../../../__generated__/VideoResults_query.graphql.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
import { VideoCard } from "../../../components/VideoCard.tsx";
import { useRefetchWhenChanged } from "../../../relay/useRefetchWhenChanged.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { resultsVariables, type VideoCriteria } from "./catalogue-query.ts";

/**
 * One page of the catalogue. Loaded once with the starting criteria, then refetched with new
 * offset/theme/filters/search variables while the current page stays on screen (a transition).
 */
export function VideoResults({ criteria, onShown }: { criteria: VideoCriteria; onShown?: () => void }) {
  const { t } = useTranslation();
  // tells the page once the first results are on screen (what comes below may then load as it nears)
  useEffect(() => onShown?.(), [onShown]);
  const variables = resultsVariables(criteria);
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

  const isRefetching = useRefetchWhenChanged(variables, refetch);

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
      <Pagination
        page={criteria.page}
        pageCount={pagination.pageCount}
        onNavigate={() => top.current?.scrollIntoView({ block: "start" })}
      />
    </div>
  );
}
