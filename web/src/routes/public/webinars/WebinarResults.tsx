import { useRef, useState } from "react";
import { graphql, useRefetchableFragment } from "react-relay/hooks";
import type { WebinarResultsQuery } from "../../../__generated__/WebinarResultsQuery.graphql.ts";
import type { WebinarResultsRefetchQuery } from "../../../__generated__/WebinarResultsRefetchQuery.graphql.ts";
import type { WebinarResults_query$key } from "../../../__generated__/WebinarResults_query.graphql.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useRefetchWhenChanged } from "../../../relay/useRefetchWhenChanged.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { Pagination } from "../../../ui/Pagination.tsx";
import { SkeletonCards } from "../../../ui/Skeleton.tsx";
import { WebinarCard } from "./WebinarCard.tsx";

/** Webinars per page (spec §9: 16; the server pages by the same number). */
export const WEBINARS_PAGE_SIZE = 16;

const variablesOf = ({ page, search }: { page: number; search: string }) => ({
  offset: page * WEBINARS_PAGE_SIZE,
  search: search || null,
});

/** One page of webinars: loaded with the starting criteria, then refetched while the current page stays on screen. */
export function WebinarResults({ criteria }: { criteria: { page: number; search: string } }) {
  const { t } = useTranslation();
  const variables = variablesOf(criteria);
  const [initialVariables] = useState(variables);
  const query = useScreenQuery<WebinarResultsQuery>(
    graphql`
      query WebinarResultsQuery($offset: Int!, $search: String) {
        ...WebinarResults_query @arguments(offset: $offset, search: $search)
      }
    `,
    initialVariables,
  );
  const [data, refetch] = useRefetchableFragment<WebinarResultsRefetchQuery, WebinarResults_query$key>(
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
    query,
  );
  const isRefetching = useRefetchWhenChanged(variables, refetch);

  const top = useRef<HTMLDivElement>(null);
  const { webinars, count, pagination } = data.getWebinars;
  return (
    <div className="catalogue__results" aria-busy={isRefetching}>
      <div className="catalogue__summary" ref={top}>
        <p className="catalogue__count" role="status">
          {isRefetching ? t("webinars.updating") : t("webinars.count", { count })}
        </p>
      </div>
      {webinars.length === 0 ? (
        <p className="catalogue__empty">{t("webinars.empty")}</p>
      ) : (
        <ul className="card-grid webinar-grid" data-refetching={isRefetching || undefined}>
          {webinars.map((webinar) => (
            <li key={webinar.id}>
              <WebinarCard webinar={webinar} />
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
export function WebinarResultsSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="catalogue__results" aria-busy="true">
      <p className="catalogue__count" role="status">
        {t("webinars.updating")}
      </p>
      <SkeletonCards count={4} className="webinar-grid" />
    </div>
  );
}
