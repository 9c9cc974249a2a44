import { useState } from "react";
import { useRefetchableFragment } from "react-relay/hooks";
import type { KeyType, KeyTypeData } from "react-relay/relay-hooks/helpers";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { useRefetchWhenChanged } from "../relay/useRefetchWhenChanged.ts";
import { useScreenQuery } from "../relay/useScreenQuery.ts";

/**
 * A catalogue list's page: the screen query asked once with the starting variables, its refetchable
 * fragment read, and refetched with new variables in a transition while the current page stays on
 * screen. Returns the fragment's data and whether a refetch is under way.
 *
 *   const { data, isRefetching } = usePagedList<ListQuery, ListRefetchQuery, List_query$key>(query, fragment, variables);
 */
export function usePagedList<
  Query extends OperationType & { response: Key },
  RefetchQuery extends OperationType,
  Key extends KeyType,
>(
  query: GraphQLTaggedNode,
  fragment: GraphQLTaggedNode,
  variables: Query["variables"] & RefetchQuery["variables"],
): { data: KeyTypeData<Key>; isRefetching: boolean } {
  const [initialVariables] = useState(variables);
  const answer = useScreenQuery<Query>(query, initialVariables);
  const [data, refetch] = useRefetchableFragment<RefetchQuery, Key>(fragment, answer);
  const isRefetching = useRefetchWhenChanged(variables, refetch);
  return { data, isRefetching };
}
