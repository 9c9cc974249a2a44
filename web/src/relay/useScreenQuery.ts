import { use, useState } from "react";
import { useLazyLoadQuery } from "react-relay/hooks";
import type { FetchPolicy, GraphQLTaggedNode, OperationType } from "relay-runtime";
import { useSessionKey } from "../auth/session-store.ts";
import { useRetryKey } from "../components/ErrorBoundary.tsx";
import { fulfilled } from "../hooks/readable-promise.ts";
import { earlyAnswer, earlyAnswerFresh } from "./commit-early.ts";

interface ScreenQueryOptions {
  /** The answer depends on who asks (what they may see or play): it is fetched again when the signed-in user changes. */
  perViewer?: boolean;
  fetchPolicy?: FetchPolicy;
  /** Changing it fetches again (e.g. for fresh signed URLs). */
  refetchKey?: number;
  /** Asks in this language instead of the interface's (the admin's forms edit the Slovak originals). */
  contentLang?: string;
}

/**
 * A screen's query (useLazyLoadQuery, suspending until it is answered). It is fetched again when
 * the visitor asks to try again after it failed (the error boundary's retry key: Relay keeps a
 * failed query's error for its variables), and, `perViewer`, when another user signs in or out.
 * The first page's queries were asked early (relay/early-answers.ts): a screen waits for that answer
 * rather than asking again, and a "store-and-network" screen takes it from the store as it is, being
 * moments old; any later fetch key asks again as before.
 */
export function useScreenQuery<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q["variables"],
  { perViewer = false, fetchPolicy, refetchKey = 0, contentLang }: ScreenQueryOptions = {},
): Q["response"] {
  const retryKey = useRetryKey();
  const sessionKey = useSessionKey();
  const fetchKey = `${perViewer ? (sessionKey ?? "anonymous") : "anyone"}:${retryKey}:${refetchKey}`;
  // at the same place on every render: an answer already in the store is read at once
  use(earlyAnswer(query, variables) ?? fulfilled);
  const [earlyKey] = useState(() =>
    fetchPolicy === "store-and-network" && earlyAnswerFresh(query, variables) ? fetchKey : null,
  );
  const networkCacheConfig = contentLang ? { metadata: { lang: contentLang } } : undefined;
  return useLazyLoadQuery<Q>(query, variables, {
    fetchKey,
    fetchPolicy: earlyKey === fetchKey ? "store-or-network" : fetchPolicy,
    networkCacheConfig,
  });
}
