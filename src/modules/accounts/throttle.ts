import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { DomainError } from "../../shared/errors.ts";
import { sha256 } from "./sessions.ts";

/**
 * Slowing down guessing: failed logins (and password-reset requests) are counted per client address
 * and per account in the rate_limits table, so every server process sees the same counts. After a
 * few free attempts each further one blocks the key for a while, doubling up to a maximum; the count
 * is forgotten some time after the last attempt (or at once after a successful login).
 */
export type ThrottlePolicy = {
  /** Attempts allowed before the first block. */
  freeAttempts: number;
  firstBlockMs: number;
  maxBlockMs: number;
  /** How long after the last attempt the count starts again from zero. */
  forgetAfterMs: number;
};

export type ThrottleState = { attempts: number; blockedUntil: Date | null; forgetAt: Date };

const MINUTE = 60_000;

/** Per account: five tries, then 30 s, 1 min, 2 min… up to 15 min. */
export const loginPerAccount: ThrottlePolicy = { freeAttempts: 5, firstBlockMs: 30_000, maxBlockMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
/** Per client address: more room, since a whole school may share one address. */
export const loginPerClient: ThrottlePolicy = { freeAttempts: 20, firstBlockMs: 30_000, maxBlockMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
/** Reset mails per address: three, then 1 min, 2 min… up to an hour (no mail-bombing an inbox). */
export const resetPerAddress: ThrottlePolicy = { freeAttempts: 3, firstBlockMs: MINUTE, maxBlockMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE };
/** Reset requests per client address. */
export const resetPerClient: ThrottlePolicy = { freeAttempts: 10, firstBlockMs: MINUTE, maxBlockMs: 60 * MINUTE, forgetAfterMs: 60 * MINUTE };

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
export async function ensureNotThrottled(db: Kysely<Database>, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  const rows = await db
    .selectFrom("rate_limits")
    .select(["attempts", "blocked_until", "forget_at"])
    .where("key", "in", keys.map((k) => sha256(k.key)))
    .execute();
  const seconds = secondsToWait(rows.map(toState), now);
  if (seconds > 0) throw new DomainError("TOO_MANY_ATTEMPTS", { retryAfterSeconds: seconds });
}

/** Counts one attempt against each key (atomically: concurrent attempts are all counted). */
export async function recordAttempt(db: Kysely<Database>, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  // old counters go as new attempts come in, so the table holds only what still matters
  await db.deleteFrom("rate_limits").where("forget_at", "<", now).execute();
  // rows are locked in one order (by hashed key), so two requests sharing keys never deadlock
  const hashedKeys = keys.map(({ policy, key }) => ({ policy, hashed: sha256(key) })).sort((a, b) => a.hashed.localeCompare(b.hashed));
  await db.transaction().execute(async (trx) => {
    for (const { policy, hashed } of hashedKeys) {
      await trx
        .insertInto("rate_limits")
        .values({ key: hashed, attempts: 0, blocked_until: null, forget_at: now })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
      const row = await trx.selectFrom("rate_limits").select(["attempts", "blocked_until", "forget_at"]).where("key", "=", hashed).forUpdate().executeTakeFirstOrThrow();
      const next = afterAttempt(row.attempts === 0 ? undefined : toState(row), now, policy);
      await trx
        .updateTable("rate_limits")
        .set({ attempts: next.attempts, blocked_until: next.blockedUntil, forget_at: next.forgetAt })
        .where("key", "=", hashed)
        .execute();
    }
  });
}

/** Forgets the attempts of these keys (after a successful login). */
export async function forgetAttempts(db: Kysely<Database>, keys: readonly string[]): Promise<void> {
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
