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
 * every server process sees the same counts. An attempt is reserved (counted) before the work it
 * guards runs, never checked first and recorded after: concurrent requests cannot outrun the count.
 * After a few free attempts each further one blocks the key for a while, doubling up to a maximum;
 * the count is forgotten some time after the last attempt or the end of its block. Keys are stored
 * as hashes: the table holds no addresses. The policies and their numbers: src/shared/limits.ts.
 */
export type ThrottleState = { attempts: number; blockedUntil: Date | null; forgetAt: Date };

/** The rule: the state of a key after one more attempt at `now`. */
export function afterAttempt(state: ThrottleState | undefined, now: Date, policy: ThrottlePolicy): ThrottleState {
  const attempts = state && now < state.forgetAt ? state.attempts + 1 : 1;
  const over = attempts - policy.freeAttempts;
  const blockedUntil =
    over >= 0 ? new Date(now.getTime() + Math.min(policy.firstBlockMs * 2 ** over, policy.maxBlockMs)) : null;
  // counted from the end of the block: one who tries again the moment a block ends meets the next,
  // doubled one, instead of a count forgotten just then
  const forgetAt = new Date((blockedUntil ?? now).getTime() + policy.forgetAfterMs);
  return { attempts, blockedUntil, forgetAt };
}

/** Whole seconds until none of the keys is blocked any more; 0 when none is. */
export function secondsToWait(states: readonly ThrottleState[], now: Date): number {
  const until = Math.max(0, ...states.map((s) => s.blockedUntil?.getTime() ?? 0));
  return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
}

/**
 * A counted thing: which policy, and what is counted (`login-account:<address>`, `login-client:<ip>`…).
 * `scope` names what the key limits ("account", "client"…): a refusal says it (`limitedBy`) when
 * every key that blocks has the same one, so the client can tell the user what helps.
 */
export type ThrottleKey = { policy: ThrottlePolicy; key: string; scope?: string };

/** The refusal while any of the keys blocks at `now`: the longest wait, and what limits when the blocking keys agree. */
export function refusalOf(
  keys: readonly { scope?: string; state: ThrottleState | undefined }[],
  now: Date,
): DomainError | undefined {
  const blocking = keys.flatMap((k) =>
    k.state && secondsToWait([k.state], now) > 0 ? [{ scope: k.scope, state: k.state }] : [],
  );
  if (blocking.length === 0) return undefined;
  const retryAfterSeconds = secondsToWait(
    blocking.map((k) => k.state),
    now,
  );
  const scopes = new Set(blocking.map((k) => k.scope));
  const [scope] = scopes;
  return new DomainError(
    "TOO_MANY_ATTEMPTS",
    scopes.size === 1 && scope ? { retryAfterSeconds, limitedBy: scope } : { retryAfterSeconds },
  );
}

/**
 * Reserves an attempt before the work it guards runs: refuses with TOO_MANY_ATTEMPTS while any key
 * is blocked (the refused attempt is not counted), and otherwise counts the attempt against every
 * key, in one transaction under row locks, so concurrent requests can never slip past the limit
 * together. An attempt that turns out not to count (a successful login, input refused as invalid)
 * is given back with `refundAttempt`.
 */
export async function consumeAttempt(database: Kysely<any>, keys: readonly ThrottleKey[], now: Date): Promise<void> {
  const db = throttleTablesOf(database);
  // old counters go as new attempts come in, so the table holds only what still matters
  await db.deleteFrom("rate_limits").where("forget_at", "<", now).execute();
  // rows are locked in one order (by hashed key), so two requests sharing keys never deadlock
  const hashedKeys = keys
    .map(({ policy, key, scope }) => ({ policy, scope, hashed: sha256(key) }))
    .sort((a, b) => a.hashed.localeCompare(b.hashed));
  await db.transaction().execute(async (trx) => {
    const locked = [];
    for (const { policy, scope, hashed } of hashedKeys)
      locked.push({ policy, scope, hashed, state: await lockedState(trx, hashed, now) });
    const refusal = refusalOf(locked, now);
    if (refusal) throw refusal;
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
async function lockedState(
  trx: Transaction<ThrottleTables>,
  hashed: string,
  now: Date,
): Promise<ThrottleState | undefined> {
  await trx
    .insertInto("rate_limits")
    .values({ key: hashed, attempts: 0, blocked_until: null, forget_at: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await trx
    .selectFrom("rate_limits")
    .select(["attempts", "blocked_until", "forget_at"])
    .where("key", "=", hashed)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.attempts === 0 ? undefined : toState(row);
}

/**
 * Takes back counted attempts (`count`, by default the one just reserved): a success is not a
 * failure, and input refused as invalid changes nothing, not even the count. A block those
 * attempts started is lifted with them. Each key's update is one atomic statement.
 */
export async function refundAttempt(database: Kysely<any>, keys: readonly ThrottleKey[], count = 1): Promise<void> {
  if (count <= 0) return;
  const db = throttleTablesOf(database);
  for (const { policy, key } of keys) {
    await db
      .updateTable("rate_limits")
      .set({
        attempts: sql`greatest(attempts - ${count}, 0)`,
        blocked_until: sql`CASE WHEN attempts - ${count} < ${policy.freeAttempts} THEN NULL ELSE blocked_until END`,
      })
      .where("key", "=", sha256(key))
      .execute();
  }
}

/**
 * Forgets a key and answers how many attempts it held (not yet forgotten), in one statement: of
 * two requests taking the same key at once, only one gets its count.
 */
export async function takeAttempts(database: Kysely<any>, key: string, now: Date): Promise<number> {
  const db = throttleTablesOf(database);
  const row = await db
    .deleteFrom("rate_limits")
    .where("key", "=", sha256(key))
    .returning(["attempts", "forget_at"])
    .executeTakeFirst();
  return row && new Date(row.forget_at) > now ? row.attempts : 0;
}

const toState = (row: { attempts: number; blocked_until: Date | null; forget_at: Date }): ThrottleState => ({
  attempts: row.attempts,
  blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null,
  forgetAt: new Date(row.forget_at),
});
