import type { Services } from "../../app/context.ts";
import { USER_ROLES } from "../accounts/events.ts";
import { isSecretShaped, sha256 } from "../accounts/sessions.ts";
import { anonymousViewer, type Viewer } from "./policy.ts";

/**
 * Resolves who is asking from the request's bearer token or login cookie, in one indexed query:
 * the session (by the token's sha256, not expired), its user, the user's profile (enabled), and
 * whether that profile has a subscription running now — any (availability 1) and a full one
 * (availability 0). An unknown, revoked or expired token, a deleted user or a disabled profile
 * make the request anonymous.
 */
export async function resolveViewer(services: Services, token: string | undefined): Promise<Viewer> {
  if (!token || !isSecretShaped(token)) return anonymousViewer;
  const now = services.clock.now();
  const row = await services.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .innerJoin("profiles", "profiles.id", "users.profile_id")
    .select((eb) => {
      const running = eb
        .selectFrom("subscriptions")
        .select(eb.lit(1).as("one"))
        .whereRef("subscriptions.profile_id", "=", "users.profile_id")
        .where("subscriptions.start_date", "<=", now)
        .where("subscriptions.expiration_date", ">", now);
      return [
        "users.id as user_id",
        "users.profile_id",
        "users.user_role",
        eb.exists(running).as("has_subscription"),
        eb.exists(running.where("subscriptions.access_level", "=", "full")).as("has_full_subscription"),
      ];
    })
    .where("sessions.token_hash", "=", sha256(token))
    .where("sessions.expires_at", ">", now)
    .where("profiles.enabled", "=", true)
    .executeTakeFirst();
  if (!row) return anonymousViewer;
  return {
    kind: "user",
    userId: String(row.user_id),
    profileId: String(row.profile_id),
    isAdmin: row.user_role === USER_ROLES.admin,
    hasTrialOrSubscription: Boolean(row.has_subscription),
    hasActiveSubscription: Boolean(row.has_full_subscription),
  };
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
