import type { Services } from "../../app/context.ts";
import { anonymousViewer, type Viewer } from "./policy.ts";

/**
 * Resolves who is asking from the request's bearer token or login cookie. Accounts do not exist
 * yet, so every request is anonymous; the accounts module replaces this body and nothing else
 * changes, because every permission question goes through the policy with this viewer.
 */
export async function resolveViewer(_services: Services, _token: string | undefined): Promise<Viewer> {
  return anonymousViewer;
}

/** The token from `Authorization: Bearer …` or, failing that, the login cookie. */
export function tokenFromRequest(authorization: string | null | undefined, cookieHeader: string | null | undefined): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const cookie = cookieHeader
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith("token="));
  return cookie ? decodeURIComponent(cookie.slice("token=".length)) || undefined : undefined;
}
