import * as Schema from "effect/Schema";
import type { RequestContext } from "../../app/context.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { Email, validate } from "../../shared/validation.ts";
import { sessionOf } from "./context.ts";
import { userDecider } from "./decide.ts";
import { normaliseEmail, userStream } from "./events.ts";
import { validateAll, validatePassword } from "./validation.ts";
import { hashPassword, passwordHashOf, passwordMatches, saveCredentials } from "./passwords.ts";
import { findUser, loginCandidate } from "./queries.ts";
import { createResetLink, RESET_LINK_VALID_HOURS, resetLinkUser, useResetLink } from "./reset-links.ts";
import { resetPasswordMail } from "./reset-mail.ts";
import { openSession, revokeSession, revokeSessionsOf } from "./sessions.ts";
import { reservePasswordAttempt } from "./login-limits.ts";
import { writeLimits } from "../../shared/limits.ts";
import { consumeAttempt, type ThrottleKey } from "../../shared/throttle.ts";

/**
 * Logging in and out, changing a password, and resetting a forgotten one. Secrets stay in the
 * credentials, sessions and reset-link tables; the user's stream only learns that a password changed.
 */
type AuthContext = Pick<RequestContext, "services" | "commandContext" | "clientIp" | "lang" | "token">;

const NonEmpty = Schema.String.check(Schema.makeFilter((s: string) => s.length > 0 || "REQUIRED"));
const LoginFields = Schema.Struct({ email: Email, password: NonEmpty });
const CurrentPasswordField = Schema.Struct({ currentPassword: NonEmpty });
const ResetRequestFields = Schema.Struct({ email: Email });

/**
 * A login token for a matching e-mail and password. A wrong address and a wrong password get the
 * same WRONG_CREDENTIALS in about the same time. The attempt is reserved in the login counters
 * (login-limits.ts) before the password is checked: past the limits the answer is
 * TOO_MANY_ATTEMPTS (retryAfterSeconds; limitedBy "account" when the account's own counters block,
 * which a password reset clears) and the password is not checked at all, right or wrong. A right
 * password gives its attempt back. A disabled profile is refused (PROFILE_DISABLED) only once the
 * password has proven who is asking.
 */
export async function login(ctx: AuthContext, input: { email: string; password: string }): Promise<string> {
  const { email, password } = validate(LoginFields, input);
  const { db, clock } = ctx.services;
  const now = clock.now();
  const address = normaliseEmail(email);
  const candidate = await loginCandidate(db, address);
  const attempt = await reservePasswordAttempt(
    db,
    { address, passwordHash: candidate?.passwordHash },
    ctx.clientIp,
    now,
    { perClient: true },
  );
  const matches = await passwordMatches(candidate?.passwordHash, password);
  if (!candidate || !matches) throw new DomainError("WRONG_CREDENTIALS");
  await attempt.succeeded();
  if (!candidate.profileEnabled) throw new DomainError("PROFILE_DISABLED");
  return openSession(db, candidate.userId, now);
}

/** Revokes the token the request was made with. */
export async function logout(ctx: AuthContext): Promise<true> {
  if (ctx.token) await revokeSession(ctx.services.db, ctx.token);
  return true;
}

/** The logged-in user's new password; every other login token of the user is revoked. */
export async function changePassword(
  ctx: AuthContext,
  userId: number,
  input: { currentPassword: string; password: string },
): Promise<true> {
  validateAll(
    () => validate(CurrentPasswordField, { currentPassword: input.currentPassword }),
    () => validatePassword(input.password),
  );
  const { db, clock } = ctx.services;
  const now = clock.now();
  const user = await findUser(db, userId);
  if (!user) throw new DomainError("USER_NOT_FOUND");
  // guessing the current password with a stolen token counts like guessing it at login
  const passwordHash = await passwordHashOf(db, userId);
  const attempt = await reservePasswordAttempt(
    db,
    { address: normaliseEmail(user.email), passwordHash },
    ctx.clientIp,
    now,
    { perClient: false },
  );
  if (!(await passwordMatches(passwordHash, input.currentPassword))) {
    throw new ValidationError([{ field: "currentPassword", code: "CURRENT_PASSWORD_WRONG" }]);
  }
  await attempt.succeeded();
  const newHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await saveCredentials(trx, userId, newHash, now);
    await revokeSessionsOf(trx, userId, ctx.token);
  });
  await recordPasswordChange(ctx, userId, now, "change");
  return true;
}

/**
 * Mails a reset link when the address belongs to a user. The answer is the same either way, and
 * it does not wait for the link or the mail, so its timing does not tell either. Each request is
 * reserved per address and per client before anything is looked up or mailed, whether the address
 * exists or not, so concurrent requests mail no more than the limit.
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
  await consumeAttempt(db, keys, now);
  const candidate = await loginCandidate(db, address);
  if (candidate) {
    const mailLink = async () => {
      const secret = await createResetLink(db, candidate.userId, now);
      const link = `${config.publicUrl}/${ctx.lang}/obnova-hesla/${secret}`;
      await mail.send(
        resetPasswordMail(ctx.lang, {
          to: candidate.email,
          fullname: candidate.fullname,
          link,
          validHours: RESET_LINK_VALID_HOURS,
        }),
      );
    };
    mailLink().catch((error) =>
      log("Could not mail a password-reset link", {
        correlationId: ctx.commandContext.correlationId,
        error: String(error),
      }),
    );
  }
  return true;
}

export async function isValidResetString(ctx: Pick<AuthContext, "services">, linkString: string): Promise<boolean> {
  return (await resetLinkUser(ctx.services.db, linkString, ctx.services.clock.now())) !== undefined;
}

/**
 * Sets a new password with a valid reset link. The link is used up (and the user's other links
 * voided) in the same transaction that stores the password and revokes every login token. A bad
 * password changes nothing and leaves the link usable. Each try is counted per client address
 * before it runs (src/app/rate-limits.ts). Whoever owns the mailbox owns the account: the new
 * password starts the account's login counters afresh from every address (login-limits.ts), so
 * its owner logs in at once however long the guessers had blocked it.
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
  await recordPasswordChange(ctx, userId, now, "reset");
  return true;
}

/** The user's stream learns that the password changed (not waited for: nothing a query shows changes). */
async function recordPasswordChange(
  ctx: AuthContext,
  userId: number,
  changedAt: Date,
  via: "change" | "reset",
): Promise<void> {
  await sessionOf(ctx).run(userStream(userId), userDecider, { type: "RecordPasswordChange", data: { changedAt, via } });
}
