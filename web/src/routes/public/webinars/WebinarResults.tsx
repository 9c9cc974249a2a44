import { graphql } from "react-relay/hooks";
import type { WebinarResultsQuery } from "../../../__generated__/WebinarResultsQuery.graphql.ts";
import type { WebinarResultsRefetchQuery } from "../../../__generated__/WebinarResultsRefetchQuery.graphql.ts";
import type { WebinarResults_query$key } from "../../../__generated__/WebinarResults_query.graphql.ts";
import { PagedResults, PagedResultsSkeleton } from "../../../components/PagedResults.tsx";
import { usePagedList } from "../../../components/usePagedList.ts";
import { WebinarCard } from "./WebinarCard.tsx";

/** Webinars per page (spec §9: 16; the server pages by the same number). */
export const WEBINARS_PAGE_SIZE = 16;

const variablesOf = ({ page, search }: { page: number; search: string }) => ({
  offset: page * WEBINARS_PAGE_SIZE,
  search: search || null,
});

/** One page of webinars: loaded with the starting criteria, then refetched while the current page stays on screen. */
export function WebinarResults({ criteria }: { criteria: { page: number; search: string } }) {
  const { data, isRefetching } = usePagedList<
    WebinarResultsQuery,
    WebinarResultsRefetchQuery,
    WebinarResults_query$key
  >(
    graphql`
      query WebinarResultsQuery($offset: Int!, $search: String) {
        ...WebinarResults_query @arguments(offset: $offset, search: $search)
      }
    `,
    graphql`
      fragment WebinarResults_query on Query
      @refetchable(queryName: "WebinarResultsRefetchQuery")
      @argumentDefinitions(offset: { type: "Int!" }, search: { type: "String" }) {
        getWebinars(offset: $offset, search: $search) {
          count
          pagination {
            pageCount
          }
          webinars {
            id
            ...WebinarCard_webinar
          }
        }
      }
    `,
    variablesOf(criteria),
  );
  return (
    <PagedResults
      texts="webinars"
      list={data.getWebinars}
      items={data.getWebinars.webinars}
      page={criteria.page}
      isRefetching={isRefetching}
      renderItem={(webinar) => <WebinarCard webinar={webinar} />}
    />
  );
}

/** While the first page loads: card placeholders, the wait said once. */
export const WebinarResultsSkeleton = () => <PagedResultsSkeleton texts="webinars" />;
