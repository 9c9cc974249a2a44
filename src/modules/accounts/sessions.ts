import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";

/**
 * Login tokens: 32 random bytes (base64url, 43 characters), of which the server keeps only the
 * sha256. A session lasts as long as the client's cookie, one year, unless it is revoked (logout,
 * password change, password reset, user deleted) by deleting its row.
 */
export const SESSION_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export const sha256 = (secret: string): string => createHash("sha256").update(secret).digest("hex");

/** A fresh random secret for a token or a reset link. */
export const newSecret = (): string => randomBytes(32).toString("base64url");

/** The shape newSecret produces; anything else cannot be a token or a link, and is not looked up. */
export const isSecretShaped = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);

/** Starts a session for the user and returns its token (given to the client, never stored). */
export async function openSession(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = newSecret();
  await db
    .insertInto("sessions")
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
    })
    .execute();
  return token;
}

export async function revokeSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", sha256(token)).execute();
}

/** Revokes every session of the user, except the one with the token `keep` (the caller's own). */
export async function revokeSessionsOf(db: Kysely<Database>, userId: number, keep?: string): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keep) query = query.where("token_hash", "!=", sha256(keep));
  await query.execute();
}
