import type { Kysely } from "kysely";

/** The counters of src/shared/throttle.ts (migrations/0004 creates the table). */
export interface RateLimitsTable {
  /** sha256 of e.g. "login-account:<address>", so addresses typed by strangers are not kept. */
  key: string;
  attempts: number;
  blocked_until: Date | null;
  /** After this the counter starts again from zero (and the row may be deleted). */
  forget_at: Date;
}

export interface ThrottleTables {
  rate_limits: RateLimitsTable;
}

/** The app's database, narrowed to the counters (Kysely's database type is invariant). */
export const throttleTablesOf = (db: Kysely<any>): Kysely<ThrottleTables> => db;
