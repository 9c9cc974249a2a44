import { useEffect, useEffectEvent, useRef, useState } from "react";
import { fetchQuery, useRelayEnvironment } from "react-relay/hooks";
import type { GraphQLTaggedNode, OperationType } from "relay-runtime";

/** A URL that failed again this soon after fresh ones were fetched for it is not an expiry: the error stays shown. */
const RETRY_AFTER_MS = 30_000;
/** Fresh URLs are fetched this long before the earliest shown one expires. */
const AHEAD_OF_EXPIRY_MS = 60_000;

/**
 * What a page with members-only media hands its players: they load their file again, where they
 * were, when `generation` moves (fresh URLs after a failure: the URL itself may be unchanged,
 * e.g. access granted again), and ask for fresh URLs through `failed` and `expiring`.
 */
export interface MediaRefresh {
  generation: number;
  /** The player could not load `url`: refused (the viewer's access ended) or expired. */
  failed(url: string): void;
  /** `url` is about to expire (a page left open for hours). */
  expiring(url: string): void;
}

/**
 * Members-only media come as URLs signed for the viewer, valid for a few hours, which the server
 * also refuses once the viewer's access ends. This fetches the page's query again (the same query
 * and variables its screen shows) when a player fails on one of them, and shortly before one
 * expires; the screen then shows the fresh URLs, or the gate when access has ended.
 */
export function useMediaRefresh<Q extends OperationType>(
  query: GraphQLTaggedNode,
  variables: Q["variables"],
): MediaRefresh {
  const environment = useRelayEnvironment();
  const [generation, setGeneration] = useState(0);
  const failedAt = useRef(new Map<string, number>());
  const expiringAsked = useRef(new Set<string>());

  const fetchFresh = (then: () => void) =>
    fetchQuery<Q>(environment, query, variables, { fetchPolicy: "network-only" }).subscribe({
      complete: then,
      error: then,
    });

  return {
    generation,
    failed(url) {
      const last = failedAt.current.get(url);
      if (last !== undefined && Date.now() - last < RETRY_AFTER_MS) return;
      failedAt.current.set(url, Date.now());
      fetchFresh(() => setGeneration((count) => count + 1));
    },
    expiring(url) {
      if (expiringAsked.current.has(url)) return;
      expiringAsked.current.add(url);
      fetchFresh(() => undefined);
    },
  };
}

/** When a signed URL expires (its `exp`, Unix seconds), in ms; undefined for a URL that is not signed. */
export function expiryOf(url: string): number | undefined {
  const exp = new URL(url, "http://x").searchParams.get("exp");
  return exp && /^\d+$/.test(exp) ? Number(exp) * 1000 : undefined;
}

/** While `url` is shown, asks for fresh URLs a minute before it expires. */
export function useRefreshBeforeExpiry(url: string | null | undefined, refresh: MediaRefresh): void {
  const expiring = useEffectEvent((stale: string) => refresh.expiring(stale));
  useEffect(() => {
    const expiry = url ? expiryOf(url) : undefined;
    if (!url || expiry === undefined) return;
    const timer = setTimeout(() => expiring(url), Math.max(0, expiry - AHEAD_OF_EXPIRY_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [url]);
}
