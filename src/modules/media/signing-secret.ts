import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Services } from "../../app/context.ts";
import type { Database } from "../../db/database.ts";

const SECRET_NAME = "url-signing";
export const MIN_SECRET_LENGTH = 32;

type KeyServices = Pick<Services, "db" | "config">;

/** Refuses a configured secret too short to resist guessing; called when the app is assembled. */
export function checkConfiguredSecret(secret: string | undefined): void {
  if (secret !== undefined && secret.length < MIN_SECRET_LENGTH) {
    throw new Error(
      `URL_SIGNING_SECRET must be at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`,
    );
  }
}

// One load per database handle; a failed load is forgotten so the next request tries again.
const storedKeys = new WeakMap<Kysely<Database>, Promise<Uint8Array>>();

/**
 * The key that signs media URLs: URL_SIGNING_SECRET when configured, otherwise 32 random bytes
 * created once in the database (table server_secrets: insert-if-absent, then read), so that every
 * process sharing the database signs and verifies with the same key. Never logged, never in an event.
 */
export function urlSigningKey(services: KeyServices): Promise<Uint8Array> {
  const configured = services.config.urlSigningSecret;
  if (configured !== undefined) {
    checkConfiguredSecret(configured);
    return Promise.resolve(Buffer.from(configured, "utf8"));
  }
  let key = storedKeys.get(services.db);
  if (!key) {
    key = loadOrCreateStoredKey(services.db);
    storedKeys.set(services.db, key);
    key.catch(() => storedKeys.delete(services.db));
  }
  return key;
}

async function loadOrCreateStoredKey(db: Kysely<Database>): Promise<Uint8Array> {
  // two processes starting together both insert; the primary key keeps the first, both read it
  await db
    .insertInto("server_secrets")
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db
    .selectFrom("server_secrets")
    .select("value")
    .where("name", "=", SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, "base64");
}
