/**
 * How browsers and proxies may keep a /graphql answer (Cache-Control), and what it depends on
 * (Vary). One rule for every way an answer leaves: Yoga's own, a stored answer and its 304, an
 * upload's, a refusal made before GraphQL runs.
 *
 * - An answer that depends on who asks is `private, no-store`: nothing keeps it, not even the
 *   browser. That is every answer to a request carrying a session (the `session` cookie or an
 *   `Authorization` token: it may hold signed media URLs, an e-mail address, a profile), every
 *   answer that sets a cookie, every mutation's, and every answer that did not run as a query
 *   (a refusal, a protocol error): when in doubt, nothing is kept.
 * - An anonymous query's answer is the same for every anonymous visitor asking in the same
 *   language: `no-cache`. A cache may keep it but must ask again before each use, so it is never
 *   shown stale, and a GET that sends the answer's ETag back gets a 304 without its body.
 *
 * Every answer varies with the session (Cookie, Authorization), the language of its texts and
 * messages (Accept-Language), the CORS origin (Origin), the format asked for (Accept: JSON or an
 * event stream) and the compression (Accept-Encoding): the same list the response cache keys on.
 */
export const VIEWER_DEPENDENT = "private, no-store";
export const ANONYMOUS_QUERY = "no-cache";
export const GRAPHQL_VARY = "Accept, Accept-Encoding, Accept-Language, Origin, Cookie, Authorization";

export type AnswerFacts = {
  /** The request carried a session token (cookie or Authorization). */
  session: boolean;
  /** The answer sets a cookie (a login, a logout). */
  setsCookie: boolean;
  /** What ran: a query (storable or not), a mutation, a subscription, or nothing (refused before it ran). */
  ran: "storable query" | "query" | "mutation" | "subscription" | undefined;
};

/** The Cache-Control of a /graphql answer (see above). */
export function cacheControlOf({ session, setsCookie, ran }: AnswerFacts): string {
  const anonymousQuery = !session && !setsCookie && (ran === "query" || ran === "storable query");
  return anonymousQuery ? ANONYMOUS_QUERY : VIEWER_DEPENDENT;
}

/** GRAPHQL_VARY with the names another layer already gave (Yoga's CORS adds Origin), each once. */
export function varyWith(given: string | null | undefined): string {
  const names = [...GRAPHQL_VARY.split(", "), ...(given ?? "").split(",").map((name) => name.trim())].filter(Boolean);
  const seen = new Set<string>();
  return names.filter((name) => !seen.has(name.toLowerCase()) && seen.add(name.toLowerCase())).join(", ");
}
