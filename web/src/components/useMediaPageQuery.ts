import { useParams } from "react-router-dom";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { type MediaRefresh, useMediaRefresh } from "../hooks/useMediaRefresh.ts";
import { useScreenQuery } from "../relay/useScreenQuery.ts";

/**
 * A media detail page's query for the slug in its address, and the refresh its players ask for
 * fresh signed URLs with. What the viewer may play depends on who is signed in, so the query is
 * fetched again when that changes; the refresh fetches the very query and variables the page shows.
 *
 *   const { answer, refresh } = useMediaPageQuery<VideoPageQuery>(videoPageQuery);
 */
export function useMediaPageQuery<Q extends OperationType & { variables: { slug: string } }>(
  query: GraphQLTaggedNode,
): { answer: Q["response"]; refresh: MediaRefresh } {
  const { slug = "" } = useParams();
  const refresh = useMediaRefresh<Q>(query, { slug });
  const answer = useScreenQuery<Q>(query, { slug }, { perViewer: true, fetchPolicy: "store-and-network" });
  return { answer, refresh };
}
