import { useEffect } from "react";
import { graphql } from "react-relay/hooks";
import type { VideoResultsQuery } from "../../../__generated__/VideoResultsQuery.graphql.ts";
import type { VideoResultsRefetchQuery } from "../../../__generated__/VideoResultsRefetchQuery.graphql.ts";
import type { VideoResults_query$key } from "../../../__generated__/VideoResults_query.graphql.ts";
import { PagedResults } from "../../../components/PagedResults.tsx";
import { usePagedList } from "../../../components/usePagedList.ts";
import { VideoCard } from "../../../components/VideoCard.tsx";
import { resultsVariables, type VideoCriteria } from "./catalogue-query.ts";

/**
 * One page of the catalogue. Loaded once with the starting criteria, then refetched with new
 * offset/theme/filters/search variables while the current page stays on screen (a transition).
 */
export function VideoResults({ criteria, onShown }: { criteria: VideoCriteria; onShown?: () => void }) {
  // tells the page once the first results are on screen (what comes below may then load as it nears)
  useEffect(() => onShown?.(), [onShown]);
  const { data, isRefetching } = usePagedList<VideoResultsQuery, VideoResultsRefetchQuery, VideoResults_query$key>(
    graphql`
      query VideoResultsQuery($offset: Int!, $theme: Int, $filters: [Int!], $search: String) {
        ...VideoResults_query @arguments(offset: $offset, theme: $theme, filters: $filters, search: $search)
      }
    `,
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
    resultsVariables(criteria),
  );
  return (
    <PagedResults
      texts="catalogue"
      list={data.getVideos}
      items={data.getVideos.videos}
      page={criteria.page}
      isRefetching={isRefetching}
      renderItem={(video) => <VideoCard video={video} />}
    />
  );
}
