import * as Schema from "effect/Schema";
import type { RequestContext } from "../../app/context.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { Email, validate } from "../../shared/validation.ts";
import { sessionOf } from "./context.ts";
import { userDecider } from "./decide.ts";
import { normaliseEmail, userStream } from "./events.ts";
import { validateAll, validatePassword } from "./fields.ts";
import { hashPassword, passwordHashOf, passwordMatches, saveCredentials } from "./passwords.ts";
import { findUser, loginCandidate } from "./queries.ts";
import { createResetLink, RESET_LINK_VALID_HOURS, resetLinkUser, useResetLink } from "./reset-links.ts";
import { resetPasswordMail } from "./reset-mail.ts";
import { openSession, revokeSession, revokeSessionsOf } from "./sessions.ts";
import { loginLimits, type ThrottlePolicy, writeLimits } from "../../shared/limits.ts";
import { attemptsOf, ensureNotThrottled, forgetAttempts, recordAttempt, type ThrottleKey } from "../../shared/throttle.ts";

/**
 * Logging in and out, changing a password, and resetting a forgotten one. Secrets stay in the
 * credentials, sessions and reset-link tables; the user's stream only learns that a password changed.
 */
type AuthContext = Pick<RequestContext, "services" | "commandContext" | "clientIp" | "lang" | "token">;

const NonEmpty = Schema.String.check(Schema.makeFilter((s: string) => s.length > 0 || "REQUIRED"));
const LoginFields = Schema.Struct({ email: Email, password: NonEmpty });
const CurrentPasswordField = Schema.Struct({ currentPassword: NonEmpty });
const ResetRequestFields = Schema.Struct({ email: Email });

/** Failures on one account from one client address: blocks only that address, never the owner elsewhere. */
const accountFromClientKey = (address: string, ip: string): ThrottleKey => ({
  policy: loginLimits.perAccountAndClient,
  key: `login-account-client:${address}|${ip}`,
});
const clientKey = (ip: string): ThrottleKey => ({ policy: loginLimits.perClient, key: `login-client:${ip}` });
/** Failures on one account from anywhere: counted, never blocking (see loginLimits.accountCeiling). */
const ceilingPolicy: ThrottlePolicy = { freeAttempts: Number.MAX_SAFE_INTEGER, firstBlockMs: 0, maxBlockMs: 0, forgetAfterMs: loginLimits.accountCeiling.windowMs };
const accountKey = (address: string): ThrottleKey => ({ policy: ceilingPolicy, key: `login-account:${address}` });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A login token for a matching e-mail and password. A wrong address and a wrong password get the
 * same WRONG_CREDENTIALS in about the same time. Failures count against the client's address and
 * against the account from that address; too many make that address wait (TOO_MANY_ATTEMPTS), so
 * nobody can lock the owner out from elsewhere. An account guessed at from many addresses answers
 * every login a little later instead (loginLimits.accountCeiling). A disabled profile is refused
 * (PROFILE_DISABLED) only once the password has proven who is asking.
 */
export async function login(ctx: AuthContext, input: { email: string; password: string }): Promise<string> {
  const { email, password } = validate(LoginFields, input);
  const { db, clock } = ctx.services;
  const now = clock.now();
  const address = normaliseEmail(email);
  const keys = [clientKey(ctx.clientIp), accountFromClientKey(address, ctx.clientIp)];
  await ensureNotThrottled(db, keys, now);
  if ((await attemptsOf(db, accountKey(address).key, now)) >= loginLimits.accountCeiling.failures) await sleep(loginLimits.accountCeiling.delayMs);
  const candidate = await loginCandidate(db, address);
  const matches = await passwordMatches(candidate?.passwordHash, password);
  if (!candidate || !matches) {
    await recordAttempt(db, [...keys, accountKey(address)], now);
    throw new DomainError("WRONG_CREDENTIALS");
  }
  if (!candidate.profileEnabled) throw new DomainError("PROFILE_DISABLED");
  await forgetAttempts(db, [accountFromClientKey(address, ctx.clientIp).key]);
  return openSession(db, candidate.userId, now);
}

/** Revokes the token the request was made with. */
export async function logout(ctx: AuthContext): Promise<true> {
  if (ctx.token) await revokeSession(ctx.services.db, ctx.token);
  return true;
}

/** The logged-in user's new password; every other login token of the user is revoked. */
export async function changePassword(ctx: AuthContext, userId: number, input: { currentPassword: string; password: string }): Promise<true> {
  validateAll(
    () => validate(CurrentPasswordField, { currentPassword: input.currentPassword }),
    () => validatePassword(input.password),
  );
  const { db, clock } = ctx.services;
  const now = clock.now();
  const user = await findUser(db, userId);
  if (!user) throw new DomainError("USER_NOT_FOUND");
  // guessing the current password with a stolen token is slowed down like guessing at login
  const keys = [accountFromClientKey(normaliseEmail(user.email), ctx.clientIp)];
  await ensureNotThrottled(db, keys, now);
  if (!(await passwordMatches(await passwordHashOf(db, userId), input.currentPassword))) {
    await recordAttempt(db, keys, now);
    throw new ValidationError([{ field: "currentPassword", code: "CURRENT_PASSWORD_WRONG" }]);
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await saveCredentials(trx, userId, passwordHash, now);
    await revokeSessionsOf(trx, userId, ctx.token);
  });
  await recordPasswordChange(ctx, userId, now, "change");
  return true;
}

/**
 * Mails a reset link when the address belongs to a user. The answer is the same either way, and
 * it does not wait for the link or the mail, so its timing does not tell either. Requests are
 * counted per address and per client, whether the address exists or not.
 */
export async function sendResetPasswordRequest(ctx: AuthContext, input: { email: string }): Promise<true> {
  const { email } = validate(ResetRequestFields, input);
  const { db, clock, config, mail, log } = ctx.services;
  const now = clock.now();
  const address = normaliseEmail(email);
  const keys: ThrottleKey[] = [
    { policy: writeLimits.resetPerClient, key: `reset-client:${ctx.clientIp}` },
    { policy: writeLimits.resetPerAddress, key: `reset-address:${address}` },
  ];
  await ensureNotThrottled(db, keys, now);
  await recordAttempt(db, keys, now);
  const candidate = await loginCandidate(db, address);
  if (candidate) {
    const mailLink = async () => {
      const secret = await createResetLink(db, candidate.userId, now);
      const link = `${config.publicUrl}/${ctx.lang}/obnova-hesla/${secret}`;
      await mail.send(resetPasswordMail(ctx.lang, { to: candidate.email, fullname: candidate.fullname, link, validHours: RESET_LINK_VALID_HOURS }));
    };
    mailLink().catch((error) => log("Could not mail a password-reset link", { correlationId: ctx.commandContext.correlationId, error: String(error) }));
  }
  return true;
}

export async function isValidResetString(ctx: Pick<AuthContext, "services">, linkString: string): Promise<boolean> {
  return (await resetLinkUser(ctx.services.db, linkString, ctx.services.clock.now())) !== undefined;
}

/**
 * Sets a new password with a valid reset link. The link is used up (and the user's other links
 * voided) in the same transaction that stores the password and revokes every login token. A bad
 * password changes nothing and leaves the link usable.
 */
export async function resetPassword(ctx: AuthContext, input: { linkString: string; password: string }): Promise<true> {
  validatePassword(input.password);
  const { db, clock } = ctx.services;
  const now = clock.now();
  // an invalid link is refused before the cost of hashing
  if ((await resetLinkUser(db, input.linkString, now)) === undefined) throw new DomainError("RESET_LINK_INVALID");
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction().execute(async (trx) => {
    const userId = await useResetLink(trx, input.linkString, now);
    if (userId === undefined) throw new DomainError("RESET_LINK_INVALID");
    await saveCredentials(trx, userId, passwordHash, now);
    await revokeSessionsOf(trx, userId);
    return userId;
  });
  // whoever owns the mailbox owns the account: the login block from their address goes too
  const user = await findUser(db, userId);
  if (user) await forgetAttempts(db, [accountFromClientKey(normaliseEmail(user.email), ctx.clientIp).key]);
  await recordPasswordChange(ctx, userId, now, "reset");
  return true;
}

/** The user's stream learns that the password changed (not waited for: nothing a query shows changes). */
async function recordPasswordChange(ctx: AuthContext, userId: number, changedAt: Date, via: "change" | "reset"): Promise<void> {
  await sessionOf(ctx).run(userStream(userId), userDecider, { type: "RecordPasswordChange", data: { changedAt, via } });
}
