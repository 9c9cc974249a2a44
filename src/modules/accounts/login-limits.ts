import type { Kysely } from "kysely";
import type { Database } from "../../db/database.ts";
import { loginLimits } from "../../shared/limits.ts";
import { consumeAttempt, refundAttempt, takeAttempts, type ThrottleKey } from "../../shared/throttle.ts";

/**
 * The counters that guard a password against guessing (numbers and reasons: src/shared/limits.ts,
 * loginLimits). An attempt is reserved in every counter before the password is checked, so a
 * refused attempt is never checked and no more than the limit is checked however many arrive at
 * once; a failure simply keeps its reservation.
 *
 * An account's counters are keyed by its address in normal form AND by its stored password hash
 * (salted: every password set, even the same one again, has a new one). A new password (a
 * completed reset, a change) therefore starts the account's counters afresh, from every client
 * address at once, although the table holds only sha256 of the keys and cannot be searched by
 * account. An address without an account (or without a password) is counted the same way, so the
 * counters tell nobody whether an account exists.
 */
export type GuardedAccount = { address: string; passwordHash: string | undefined };

const passwordOf = (account: GuardedAccount) => account.passwordHash ?? "none";

/** Failures on the account from everywhere: the guessing of one password from many addresses. */
const accountKey = (account: GuardedAccount): ThrottleKey => ({
  policy: loginLimits.perAccount,
  key: `login-account:${account.address}|${passwordOf(account)}`,
  scope: "account",
});

/** Failures on the account from one client address: blocks that address (scope "account": a reset helps). */
const accountFromClientKey = (account: GuardedAccount, ip: string): ThrottleKey => ({
  policy: loginLimits.perAccountAndClient,
  key: `login-account-client:${account.address}|${passwordOf(account)}|${ip}`,
  scope: "account",
});

/** Failures from one client address on any account. */
const clientKey = (ip: string): ThrottleKey => ({
  policy: loginLimits.perClient,
  key: `login-client:${ip}`,
  scope: "client",
});

export type PasswordAttempt = {
  /**
   * The password was right: the attempt is not a failure. Its own reservation is given back, and
   * so are the earlier failures on this account from this address (the owner mistyping), in every
   * counter they were counted in; the (account, address) count is forgotten.
   */
  succeeded(): Promise<void>;
};

/**
 * Reserves one attempt at the account's password from this client address (TOO_MANY_ATTEMPTS,
 * with retryAfterSeconds and limitedBy, when any counter is blocked). `perClient`: whether it also
 * counts against the address's budget for all accounts (a login does; changing one's own password,
 * already logged in, does not).
 */
export async function reservePasswordAttempt(
  db: Kysely<Database>,
  account: GuardedAccount,
  clientIp: string,
  now: Date,
  options: { perClient: boolean },
): Promise<PasswordAttempt> {
  const pair = accountFromClientKey(account, clientIp);
  const others = [accountKey(account), ...(options.perClient ? [clientKey(clientIp)] : [])];
  await consumeAttempt(db, [pair, ...others], now);
  return {
    async succeeded() {
      // the pair's count includes this reservation; of concurrent successes only one takes it
      const forgiven = await takeAttempts(db, pair.key, now);
      await refundAttempt(db, others, forgiven);
    },
  };
}
