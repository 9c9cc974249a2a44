import { useLazyLoadQuery } from "react-relay";
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from "relay-runtime";
import { useSessionKey } from "../auth/session-store.ts";
import { useRetryKey } from "../components/ErrorBoundary.tsx";

interface ScreenQueryOptions {
  /** The answer depends on who asks (what they may see or play): it is fetched again when the signed-in user changes. */
  perViewer?: boolean;
  fetchPolicy?: FetchPolicy;
  /** Changing it fetches again (e.g. for fresh signed URLs). */
  refetchKey?: number;
}

/**
 * A screen's query (useLazyLoadQuery, suspending until it is answered). It is fetched again when
 * the visitor asks to try again after it failed (the error boundary's retry key: Relay keeps a
 * failed query's error for its variables), and, `perViewer`, when another user signs in or out.
 */
export function useScreenQuery<Q extends OperationType>(query: GraphQLTaggedNode, variables: Q["variables"], { perViewer = false, fetchPolicy, refetchKey = 0 }: ScreenQueryOptions = {}): Q["response"] {
  const retryKey = useRetryKey();
  const sessionKey = useSessionKey();
  const fetchKey = `${perViewer ? (sessionKey ?? "anonymous") : "anyone"}:${retryKey}:${refetchKey}`;
  return useLazyLoadQuery<Q>(query, variables, { fetchKey, fetchPolicy });
}
