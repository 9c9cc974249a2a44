import type { Services } from "../../app/context.ts";
import { anonymousViewer, type Viewer } from "../access/index.ts";
import { USER_ROLES } from "./events.ts";
import { isSecretShaped, sha256 } from "./sessions.ts";

/**
 * Who is asking, from a login token (the accounts' sessions); what that viewer may do is the
 * access policy's (src/modules/access).
 *
 * Resolves who is asking from the request's bearer token or login cookie, in one indexed query:
 * the session (by the token's sha256, not expired), its user, the user's profile, whether that
 * profile has a subscription running now — any (availability 1) and a full one (availability 0) —
 * and whether one has ended. An unknown, revoked or expired token or a deleted user make the
 * request anonymous; so does a disabled profile, marked so that a gate can say why.
 */
/** No more rights than anybody's, but the gate may tell the profile's own user why. */
const disabledProfileViewer: Viewer = { kind: "anonymous", profileDisabled: true };

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
      const ended = eb
        .selectFrom("subscriptions")
        .select(eb.lit(1).as("one"))
        .whereRef("subscriptions.profile_id", "=", "users.profile_id")
        .where("subscriptions.expiration_date", "<=", now);
      return [
        "users.id as user_id",
        "users.profile_id",
        "users.user_role",
        "profiles.enabled",
        eb.exists(running).as("has_subscription"),
        eb.exists(running.where("subscriptions.access_level", "=", "full")).as("has_full_subscription"),
        eb.exists(ended).as("has_ended_subscription"),
      ];
    })
    .where("sessions.token_hash", "=", sha256(token))
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  if (!row) return anonymousViewer;
  if (!row.enabled) return disabledProfileViewer;
  return {
    kind: "user",
    userId: String(row.user_id),
    profileId: String(row.profile_id),
    isAdmin: row.user_role === USER_ROLES.admin,
    hasTrialOrSubscription: Boolean(row.has_subscription),
    hasActiveSubscription: Boolean(row.has_full_subscription),
    subscriptionEnded: !row.has_subscription && Boolean(row.has_ended_subscription),
  };
}

/**
 * The session cookie: HttpOnly (no script can read the token), SameSite=Strict (never sent with a
 * request from another site) and Secure over HTTPS. The server sets it at login and clears it at
 * logout; API clients may send the token as `Authorization: Bearer …` instead.
 */
export const SESSION_COOKIE = "session";

/** The token from `Authorization: Bearer …` or, failing that, the session cookie; a malformed header or cookie counts as none. */
export function tokenFromRequest(
  authorization: string | null | undefined,
  cookieHeader: string | null | undefined,
): string | undefined {
  const bearer = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (bearer) return bearer;
  const value = cookieHeader
    ?.split(";")
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);
  // tokens are base64url, which needs no decoding: anything else is not a token
  return value && isSecretShaped(value) ? value : undefined;
}

/** The Set-Cookie value that starts (token) or ends (null) the browser's session. */
export function sessionCookie(token: string | null, options: { secure: boolean; maxAgeSeconds: number }): string {
  const attributes = `Path=/; HttpOnly; SameSite=Strict${options.secure ? "; Secure" : ""}`;
  return token
    ? `${SESSION_COOKIE}=${token}; Max-Age=${options.maxAgeSeconds}; ${attributes}`
    : `${SESSION_COOKIE}=; Max-Age=0; ${attributes}`;
}
