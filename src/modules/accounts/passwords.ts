import { randomBytes, randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { PASSWORD_MIN_LENGTH } from "./validation.ts";

/**
 * Passwords are kept as argon2id hashes (the library's default algorithm and OWASP's parameters:
 * 19 MiB, 2 passes) in the credentials table, never in events.
 */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of a random secret: checking a password against it costs what a real check costs. */
let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches the hash. Without a hash (no such user) it still spends the time of
 * one verification, so the answer's timing does not tell whether the address has an account.
 */
export async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hash(randomBytes(32));
  const matches = await verify(passwordHash ?? (await dummyHash), password).catch(() => false);
  return passwordHash !== undefined && matches;
}

export async function saveCredentials(
  db: Kysely<Database>,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const row = { user_id: userId, password_hash: passwordHash, changed_at: now };
  await db
    .insertInto("credentials")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doUpdateSet(row))
    .execute();
}

export async function passwordHashOf(db: Kysely<Database>, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom("credentials")
    .select("password_hash")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.password_hash;
}

export async function deleteCredentials(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom("credentials").where("user_id", "=", userId).execute();
}

// Letters and digits that cannot be mistaken for each other when read aloud or copied by hand.
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const LOWER = "abcdefghijkmnpqrstuvwxyz";
const DIGITS = "23456789";
const ALPHABET = UPPER + LOWER + DIGITS;

/** A random password that meets the password rules (for admin:create and the demo accounts). */
export function generatePassword(length = 16): string {
  if (length < PASSWORD_MIN_LENGTH) throw new Error(`A password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  for (;;) {
    const password = Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    if (/[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password)) return password;
  }
}
