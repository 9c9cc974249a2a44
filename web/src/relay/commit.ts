import type { UseMutationConfig } from "react-relay";
import type { Disposable, MutationParameters } from "relay-runtime";

/**
 * A mutation as a promise, for flows of several steps (confirm the card, then register, then
 * log in) that read better awaited in order than nested in callbacks.
 */
export function commitAsync<T extends MutationParameters>(commit: (config: UseMutationConfig<T>) => Disposable, variables: T["variables"]): Promise<T["response"]> {
  return new Promise((resolve, reject) => {
    commit({ variables, onCompleted: (response) => resolve(response), onError: reject });
  });
}
