import { graphql } from "react-relay/hooks";
import type { AudiobookResultsQuery } from "../../../__generated__/AudiobookResultsQuery.graphql.ts";
import type { AudiobookResultsRefetchQuery } from "../../../__generated__/AudiobookResultsRefetchQuery.graphql.ts";
import type { AudiobookResults_query$key } from "../../../__generated__/AudiobookResults_query.graphql.ts";
import { PagedResults, PagedResultsSkeleton } from "../../../components/PagedResults.tsx";
import { usePagedList } from "../../../components/usePagedList.ts";
import { AudiobookCard } from "./AudiobookCard.tsx";
import { audiobookVariables, type AudiobookCriteria } from "./list-query.ts";

/**
 * One page of audiobooks: loaded with the starting criteria, then refetched with new ones while
 * the current page stays on screen (a transition), as the home page's video list does.
 */
export function AudiobookResults({ criteria }: { criteria: AudiobookCriteria }) {
  const { data, isRefetching } = usePagedList<
    AudiobookResultsQuery,
    AudiobookResultsRefetchQuery,
    AudiobookResults_query$key
  >(
    graphql`
      query AudiobookResultsQuery($offset: Int!, $filters: [Int!], $search: String) {
        ...AudiobookResults_query @arguments(offset: $offset, filters: $filters, search: $search)
      }
    `,
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
    audiobookVariables(criteria),
  );
  return (
    <PagedResults
      texts="audiobooks"
      list={data.getAudiobooks}
      items={data.getAudiobooks.audiobooks}
      page={criteria.page}
      isRefetching={isRefetching}
      renderItem={(audiobook) => <AudiobookCard audiobook={audiobook} />}
    />
  );
}

/** While the first page loads: card placeholders, the wait said once. */
export const AudiobookResultsSkeleton = () => <PagedResultsSkeleton texts="audiobooks" />;
