import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import { isSecretShaped, newSecret, sha256 } from "./sessions.ts";

/**
 * Password-reset links: /{lang}/obnova-hesla/{secret}. Only the secret's sha256 is stored. A link
 * works once and for two hours; completing a reset voids the user's other links too.
 */
export const RESET_LINK_VALID_HOURS = 2;
const HOUR_MS = 60 * 60 * 1000;

export async function createResetLink(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const secret = newSecret();
  await db
    .insertInto("password_reset_links")
    .values({
      secret_hash: sha256(secret),
      user_id: userId,
      created_at: now,
      expires_at: new Date(now.getTime() + RESET_LINK_VALID_HOURS * HOUR_MS),
    })
    .execute();
  return secret;
}

/** The user a link would reset, while it is unused, unexpired and its user still exists. */
export async function resetLinkUser(db: Kysely<Database>, linkString: string, now: Date): Promise<number | undefined> {
  if (!isSecretShaped(linkString)) return undefined;
  const row = await db
    .selectFrom("password_reset_links")
    .innerJoin("users", "users.id", "password_reset_links.user_id")
    .select("password_reset_links.user_id")
    .where("secret_hash", "=", sha256(linkString))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * Uses the link up, in one conditional update: of two requests racing with the same link only one
 * gets the user id. Every other link of that user is voided in the same transaction.
 */
export async function useResetLink(
  trx: Transaction<Database>,
  linkString: string,
  now: Date,
): Promise<number | undefined> {
  if (!isSecretShaped(linkString)) return undefined;
  const used = await trx
    .updateTable("password_reset_links")
    .set({ used_at: now })
    .where("secret_hash", "=", sha256(linkString))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  if (!used) return undefined;
  await trx
    .updateTable("password_reset_links")
    .set({ used_at: now })
    .where("user_id", "=", used.user_id)
    .where("used_at", "is", null)
    .execute();
  return used.user_id;
}
