import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { type ThrottleTables, throttleTablesOf } from "./throttle-tables.ts";
import { DomainError } from "./errors.ts";
import type { ThrottlePolicy } from "./limits.ts";

export type { ThrottlePolicy };

const sha256 = (value: string): string => createHash("sha256").update(value).digest("hex");

/**
 * Rate limits and slowing down guessing: attempts (failed logins, reset requests, anonymous writes)
 * are counted per key — a client address, an account, a target — in the rate_limits table, so
 * every server process sees the same counts. After a few free attempts each further one blocks the
 * key for a while, doubling up to a maximum; the count is forgotten some time after the last
 * attempt (or at once after a successful login). Keys are stored as hashes: the table holds no
 * addresses. The policies and their numbers: src/shared/limits.ts.
 */
export type ThrottleState = { attempts: number; blockedUntil: Date | null; forgetAt: Date };

/** The rule: the state of a key after one more attempt at `now`. */
export function afterAttempt(state: ThrottleState | undefined, now: Date, policy: ThrottlePolicy): ThrottleState {
  const attempts = state && now < state.forgetAt ? state.attempts + 1 : 1;
  const over = attempts - policy.freeAttempts;
  const blockedUntil = over >= 0 ? new Date(now.getTime() + Math.min(policy.firstBlockMs * 2 ** over, policy.maxBlockMs)) : null;
  const forgetAt = new Date(Math.max(now.getTime() + policy.forgetAfterMs, blockedUntil?.getTime() ?? 0));
  return { attempts, blockedUntil, forgetAt };
}

/** Whole seconds until none of the keys is blocked any more; 0 when none is. */
export function secondsToWait(states: readonly ThrottleState[], now: Date): number {
  const until = Math.max(0, ...states.map((s) => s.blockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/** A counted thing: which policy, and what is counted (`login-account:<address>`, `login-client:<ip>`…). */
export type ThrottleKey = { policy: ThrottlePolicy; key: string };

/** Refuses with TOO_MANY_ATTEMPTS (and the seconds to wait) while any of the keys is blocked. */
export async function ensureNotThrottled(database: Kysely<any>, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  const db = throttleTablesOf(database);
  const rows = await db
    .selectFrom("rate_limits")
    .select(["attempts", "blocked_until", "forget_at"])
    .where("key", "in", keys.map((k) => sha256(k.key)))
    .execute();
  const seconds = secondsToWait(rows.map(toState), now);
  if (seconds > 0) throw new DomainError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: seconds });
}

/** Counts one attempt against each key (atomically: concurrent attempts are all counted). */
export async function recordAttempt(database: Kysely<any>, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  const db = throttleTablesOf(database);
  await countAttempt(db, keys, now, { refuseWhileBlocked: false });
}

/**
 * A rate-limited action: refuses with TOO_MANY_ATTEMPTS while any key is blocked (the refused
 * attempt is not counted), and otherwise counts the attempt against every key, in one transaction,
 * so concurrent requests can never slip past the limit together.
 */
export async function consumeAttempt(database: Kysely<any>, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  const db = throttleTablesOf(database);
  await countAttempt(db, keys, now, { refuseWhileBlocked: true });
}

async function countAttempt(db: Kysely<ThrottleTables>, keys: readonly ThrottleKey[], now: Date, options: { refuseWhileBlocked: boolean }): Promise<void> {
  // old counters go as new attempts come in, so the table holds only what still matters
  await db.deleteFrom("rate_limits").where("forget_at", "<", now).execute();
  // rows are locked in one order (by hashed key), so two requests sharing keys never deadlock
  const hashedKeys = keys.map(({ policy, key }) => ({ policy, hashed: sha256(key) })).sort((a, b) => a.hashed.localeCompare(b.hashed));
  await db.transaction().execute(async (trx) => {
    const locked = [];
    for (const { policy, hashed } of hashedKeys) locked.push({ policy, hashed, state: await lockedState(trx, hashed, now) });
    if (options.refuseWhileBlocked) {
      const seconds = secondsToWait(locked.flatMap((k) => (k.state ? [k.state] : [])), now);
      if (seconds > 0) throw new DomainError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: seconds });
    }
    for (const { policy, hashed, state } of locked) {
      const next = afterAttempt(state, now, policy);
      await trx
        .updateTable("rate_limits")
        .set({ attempts: next.attempts, blocked_until: next.blockedUntil, forget_at: next.forgetAt })
        .where("key", "=", hashed)
        .execute();
    }
  });
}

/** The key's state, its row created if absent and locked until the transaction ends. */
async function lockedState(trx: Transaction<ThrottleTables>, hashed: string, now: Date): Promise<ThrottleState | undefined> {
  await trx
    .insertInto("rate_limits")
    .values({ key: hashed, attempts: 0, blocked_until: null, forget_at: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await trx.selectFrom("rate_limits").select(["attempts", "blocked_until", "forget_at"]).where("key", "=", hashed).forUpdate().executeTakeFirstOrThrow();
  return row.attempts === 0 ? undefined : toState(row);
}

/**
 * Takes back one counted attempt (input refused as invalid changes nothing, not even the count);
 * a block that attempt started is lifted with it.
 */
export async function refundAttempt(database: Kysely<any>, keys: readonly ThrottleKey[]): Promise<void> {
  const db = throttleTablesOf(database);
  for (const { policy, key } of keys) {
    await db
      .updateTable("rate_limits")
      .set({
        attempts: sql`greatest(attempts - 1, 0)`,
        blocked_until: sql`CASE WHEN attempts - 1 < ${policy.freeAttempts} THEN NULL ELSE blocked_until END`,
      })
      .where("key", "=", sha256(key))
      .execute();
  }
}

/** Attempts counted against a key that are not yet forgotten. */
export async function attemptsOf(database: Kysely<any>, key: string, now: Date): Promise<number> {
  const db = throttleTablesOf(database);
  const row = await db.selectFrom("rate_limits").select(["attempts", "forget_at"]).where("key", "=", sha256(key)).executeTakeFirst();
  return row && new Date(row.forget_at) > now ? row.attempts : 0;
}

/** Forgets the attempts of these keys (after a successful login). */
export async function forgetAttempts(database: Kysely<any>, keys: readonly string[]): Promise<void> {
  const db = throttleTablesOf(database);
  await db
    .deleteFrom("rate_limits")
    .where("key", "in", keys.map((k) => sha256(k)))
    .execute();
}

const toState = (row: { attempts: number; blocked_until: Date | null; forget_at: Date }): ThrottleState => ({
  attempts: row.attempts,
  blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null,
  forgetAt: new Date(row.forget_at),
});
