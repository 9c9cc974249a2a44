import { useState } from "react";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { useScreenQuery } from "../relay/useScreenQuery.ts";

/**
 * The query an item's admin form starts from: the server's answer, never an older one from the
 * store, in Slovak whatever the interface language (the admin edits the originals). `refetch`
 * asks again after a save (the history of changes, the counters) while the form keeps its values.
 */
export function useItemFormQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q["variables"],
): [data: Q["response"], refetch: () => void] {
  const [refetchKey, setRefetchKey] = useState(0);
  const data = useScreenQuery<Q>(query, variables, {
    perViewer: true,
    fetchPolicy: refetchKey === 0 ? "network-only" : "store-and-network",
    refetchKey,
    contentLang: "sk",
  });
  return [data, () => setRefetchKey((key) => key + 1)];
}
