import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";
import { useScreenQuery } from "../relay/useScreenQuery.ts";

/** The admin edits the originals: the form's query asks in Slovak whatever the interface language. */
const ORIGINALS = { metadata: { lang: "sk" } };

/**
 * The query an item's admin form starts from: the server's answer, never an older one from the
 * store, in Slovak whatever the interface language. `refresh` asks again and resolves once the
 * store holds the answer (after a save: the item's new revision, its history, the counters), while
 * the form keeps its values.
 */
export function useItemFormQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q["variables"],
): [data: Q["response"], refresh: () => Promise<void>] {
  const environment = useRelayEnvironment();
  const data = useScreenQuery<Q>(query, variables, { perViewer: true, fetchPolicy: "network-only", contentLang: "sk" });
  const refresh = async () => {
    await fetchQuery<Q>(environment, query, variables, {
      networkCacheConfig: { ...ORIGINALS, force: true },
      fetchPolicy: "network-only",
    }).toPromise();
  };
  return [data, refresh];
}
