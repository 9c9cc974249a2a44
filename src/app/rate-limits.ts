import type { IResolvers } from "@graphql-tools/utils";
import { type ThrottlePolicy, writeLimits } from "../shared/limits.ts";
import { ValidationError } from "../shared/errors.ts";
import { emailNormalForm } from "../shared/validation.ts";
import { consumeAttempt, refundAttempt, type ThrottleKey } from "../shared/throttle.ts";
import type { RequestContext } from "./context.ts";

/**
 * Every mutation an anonymous visitor may call is rate-limited here, per client address and per
 * target (the address being registered or written from, the payment being confirmed), before its
 * resolver runs; too many get TOO_MANY_ATTEMPTS with the seconds to wait. The numbers:
 * src/shared/limits.ts. test/security/rate-limits.int.test.ts checks that every mutation is either
 * here, in `throttledByItself`, or refused to anonymous callers.
 */
type Args = Record<string, unknown>;
type KeysOf = (args: Args, ctx: RequestContext) => ThrottleKey[];

/** A target as compared elsewhere: an e-mail address in its normal form (other spellings are one target), anything else trimmed and lower-cased. */
const normalised = (value: unknown): string =>
  typeof value === "string" ? (emailNormalForm(value) ?? value.trim().toLowerCase()) : "";
const perClient =
  (policy: ThrottlePolicy, name: string): KeysOf =>
  (_args, ctx) => [{ policy, key: `${name}-client:${ctx.clientIp}` }];
const perTarget =
  (policy: ThrottlePolicy, name: string, argument: string): KeysOf =>
  (args) => [{ policy, key: `${name}-target:${normalised(args[argument])}` }];
const both =
  (...parts: KeysOf[]): KeysOf =>
  (args, ctx) =>
    parts.flatMap((part) => part(args, ctx));

const registration = both(
  perClient(writeLimits.registrationPerClient, "register"),
  perTarget(writeLimits.registrationPerEmail, "register", "email"),
);
const registrationIntent = both(
  perClient(writeLimits.paymentIntentPerClient, "intent"),
  perTarget(writeLimits.paymentIntentPerEmail, "intent", "email"),
);
const statistics = perClient(writeLimits.statisticsPerClient, "statistics");
const testCard = both(
  perClient(writeLimits.testCardPerClient, "test-card"),
  perTarget(writeLimits.testCardPerPayment, "test-card", "clientSecret"),
);

export const rateLimitedMutations: Record<string, KeysOf> = {
  sendContactMail: both(
    perClient(writeLimits.contactPerClient, "contact"),
    perTarget(writeLimits.contactPerSender, "contact", "email"),
  ),
  registerTrial: registration,
  registerIndividual: registration,
  registerOrganisation: registration,
  registerIndividualWithWebinar: registration,
  registerIndividualWithWebinarPack: registration,
  getSubscriptionIntent: registrationIntent,
  getWebinarRegisterIntent: registrationIntent,
  getWebinarPackRegisterIntent: registrationIntent,
  resetPassword: perClient(writeLimits.resetPasswordPerClient, "reset-password"),
  confirmTestCardPayment: testCard,
  completeTestCardAuthentication: testCard,
  incrementPlayedStatistic: statistics,
  incrementListenedStatistic: statistics,
  incrementDownloadedEbookStatistic: statistics,
  incrementOpenedStatistic: statistics,
};

/**
 * Anonymous mutations that need no entry above: login and reset requests reserve their own attempts
 * (src/modules/accounts/auth.ts, login-limits.ts), and logout without a session writes nothing.
 */
export const throttledByItself = ["login", "sendResetPasswordRequest", "logout"] as const;

/** Wraps the rate-limited mutations of a module's resolvers. */
export function withRateLimits(resolvers: IResolvers<unknown, RequestContext>): IResolvers<unknown, RequestContext> {
  const mutations = resolvers.Mutation as Record<string, unknown> | undefined;
  if (!mutations) return resolvers;
  const limited: Record<string, unknown> = { ...mutations };
  for (const [name, resolve] of Object.entries(mutations)) {
    const keysOf = rateLimitedMutations[name];
    if (!keysOf || typeof resolve !== "function") continue;
    limited[name] = async (parent: unknown, args: Args, ctx: RequestContext, info: unknown) => {
      const keys = keysOf(args, ctx);
      // counted before it runs, so concurrent requests cannot all slip through together
      await consumeAttempt(ctx.services.db, keys, ctx.services.clock.now());
      try {
        return await resolve(parent, args, ctx, info);
      } catch (error) {
        // input refused as invalid changed nothing, not even the count (a typo costs no attempt)
        if (error instanceof ValidationError) await refundAttempt(ctx.services.db, keys);
        throw error;
      }
    };
  }
  return { ...resolvers, Mutation: limited } as IResolvers<unknown, RequestContext>;
}
