import { ApiError } from "../relay/api-error.ts";

/**
 * What the login form says when the server refuses to check a password (TOO_MANY_ATTEMPTS): how
 * long to wait, in seconds under a minute and in whole minutes above, and whether the account's
 * own limit is what blocks (limitedBy "account"), which a password reset lifts at once; otherwise
 * it is the network's address (a whole school's), where only waiting helps.
 */
export type LoginRefusal = { limitedBy: "account" | "client"; wait: { seconds: number } | { minutes: number } };

export function loginRefusalOf(failure: unknown): LoginRefusal | undefined {
  if (!(failure instanceof ApiError) || failure.code !== "TOO_MANY_ATTEMPTS") return undefined;
  const retry = failure.details.retryAfterSeconds;
  const seconds = typeof retry === "number" && Number.isFinite(retry) && retry > 0 ? Math.ceil(retry) : 60;
  return {
    limitedBy: failure.details.limitedBy === "account" ? "account" : "client",
    wait: seconds < 60 ? { seconds } : { minutes: Math.ceil(seconds / 60) },
  };
}
