import { nextClientAddress } from "../../support/server.ts";
import type { FuzzRequest } from "./fuzz-requests.ts";

/**
 * Sends a fuzz request as it is written (no helper that would fix its body or headers) and judges
 * the answer: a server error is HTTP 5xx, or an error coded INTERNAL_SERVER_ERROR (what Yoga masks
 * an unexpected exception into) in any result of the body — plain JSON, a batch, or an event stream.
 */
export type FuzzAnswer = { status: number; text: string; contentType: string };

export async function sendFuzzRequest(
  baseUrl: string,
  request: FuzzRequest,
  viewerToken: string | null,
  timeoutMs = 20_000,
): Promise<FuzzAnswer> {
  const tokenHeader: Record<string, string> =
    viewerToken === null
      ? {}
      : request.tokenIn === "cookie"
        ? { cookie: `session=${viewerToken}` }
        : { authorization: `Bearer ${viewerToken}` };
  // a client address of its own, unless the request names one: the per-address limits on
  // anonymous writes would otherwise answer instead of the resolvers after a few requests
  const headers = { "x-forwarded-for": nextClientAddress(), ...tokenHeader, ...request.headers };
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  return {
    status: response.status,
    text: await response.text(),
    contentType: response.headers.get("content-type") ?? "",
  };
}

type Result = { data?: unknown; errors?: Array<{ message?: string; extensions?: { code?: string } }> };

/** The GraphQL results an answer carries: one, a batch, or one per event of a stream. */
function resultsOf(answer: FuzzAnswer): Result[] | null {
  const parse = (text: string): Result[] | null => {
    try {
      const value = JSON.parse(text) as Result | Result[];
      return Array.isArray(value) ? value : [value];
    } catch {
      return null;
    }
  };
  if (answer.contentType.includes("text/event-stream")) {
    return answer.text
      .split("\n")
      .filter((line) => line.startsWith("data:"))
      .flatMap((line) => parse(line.slice(5)) ?? []);
  }
  if (answer.contentType.includes("multipart/mixed")) {
    return answer.text
      .split(/\r?\n/)
      .filter((line) => line.startsWith("{"))
      .flatMap((line) => parse(line) ?? []);
  }
  return parse(answer.text);
}

/** What the answer was, for the distribution: "<status> <first error code | data | not-graphql>". */
export function outcomeOf(answer: FuzzAnswer): string {
  const results = resultsOf(answer);
  if (!results || results.length === 0 || typeof results[0] !== "object" || results[0] === null)
    return `${answer.status} not-graphql`;
  const code = results.flatMap((r) => r.errors ?? []).map((e) => e?.extensions?.code ?? "no-code")[0];
  return `${answer.status} ${code ?? "data"}`;
}

/** Why the answer is a server error; null when it is not one. */
export function serverErrorIn(answer: FuzzAnswer): string | null {
  if (answer.status >= 500) return `HTTP ${answer.status}`;
  const results = resultsOf(answer);
  if (results === null)
    return answer.text.includes("INTERNAL_SERVER_ERROR") ? "INTERNAL_SERVER_ERROR in a body that is not JSON" : null;
  const internal = results
    .flatMap((r) => (r && typeof r === "object" && Array.isArray(r.errors) ? r.errors : []))
    .find((e) => e?.extensions?.code === "INTERNAL_SERVER_ERROR");
  return internal ? `INTERNAL_SERVER_ERROR (${internal.message})` : null;
}
