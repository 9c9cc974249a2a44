import { useCallback } from "react";
import { useMutation, type UseMutationConfig } from "react-relay/hooks";
import type { GraphQLTaggedNode, MutationParameters } from "relay-runtime";
import type { RequestMetadata } from "./environment.ts";

/** What a mutation hook adds to a commit besides the variables: its optimistic update and its updater. */
export type MutationEffects<T extends MutationParameters> = Pick<
  UseMutationConfig<T>,
  "optimisticResponse" | "optimisticUpdater" | "updater"
>;

/**
 * Sends the mutation. Resolves with its response once Relay's store holds what the response
 * selected (and the updater ran); rejects with the server's ApiError, an optimistic update then
 * rolled back by Relay.
 */
export type CommitMutation<T extends MutationParameters> = (
  variables: T["variables"],
  metadata?: RequestMetadata,
) => Promise<T["response"]>;

/**
 * The one place that wraps Relay's useMutation: every hook in web/src/mutations/ passes its
 * mutation's text (and, where the result is known beforehand or a list shrinks, what the commit
 * does to the store), and a screen gets `[commit, isInFlight]` with a promise-returning commit,
 * so flows of several steps (confirm the card, then register, then log in) read in order.
 * `effects` must be a module-level function (it is a dependency of the commit). `metadata` goes to
 * the network with the request (an upload's progress listener).
 */
export function useAsyncMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  effects?: (variables: T["variables"]) => MutationEffects<T>,
): readonly [CommitMutation<T>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  // only the variables given are sent (RequestMetadata.given): an absent argument keeps its value
  const commitAsync = useCallback(
    (variables: T["variables"], metadata?: RequestMetadata) =>
      new Promise<T["response"]>((resolve, reject) => {
        // Relay hands a commit's cacheConfig to the network; react-relay's types leave it out
        const given = Object.keys(variables).filter((name) => variables[name] !== undefined);
        const cacheConfig = { cacheConfig: { metadata: { ...metadata, given } } };
        commit({
          ...effects?.(variables),
          ...cacheConfig,
          variables,
          onCompleted: (response) => resolve(response),
          onError: reject,
        } as UseMutationConfig<T>);
      }),
    [commit, effects],
  );
  return [commitAsync, isInFlight];
}
