import { useEffect, useRef, useTransition } from "react";

type Refetch<V> = (variables: V, options: { fetchPolicy: "store-or-network" }) => unknown;

/**
 * A list page's refetch: when the criteria (`variables`) change, the refetchable fragment loads
 * the new page in a transition, so the current page stays on screen until it arrives. Returns
 * whether a refetch is under way (for aria-busy and the "updating" text).
 */
export function useRefetchWhenChanged<V>(variables: V, refetch: Refetch<V>): boolean {
  const [isRefetching, startTransition] = useTransition();
  const variablesKey = JSON.stringify(variables);
  const shownKey = useRef(variablesKey);
  useEffect(() => {
    if (shownKey.current === variablesKey) return;
    shownKey.current = variablesKey;
    startTransition(() => {
      refetch(JSON.parse(variablesKey) as V, { fetchPolicy: "store-or-network" });
    });
  }, [variablesKey, refetch]);
  return isRefetching;
}
