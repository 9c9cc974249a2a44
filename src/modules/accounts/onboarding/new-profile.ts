import { validate } from "../../../shared/validation.ts";
import { type AccountsContext, allocateId, stepsReportedTo } from "../context.ts";
import { validateNewProfile, validateNewUser } from "../decide.ts";
import {
  type AccessLevel,
  PROFILE_TYPES,
  type ProfileTypeId,
  type RegistrationAnswers,
  TRIAL_DAYS,
  USER_ROLES,
  type UserRoleId,
} from "../events.ts";
import { blankToNull, TrialRegistration, validateAll, validatePassword } from "../validation.ts";
import { hashPassword, saveCredentials } from "../passwords.ts";
import type { Completion, DetailsInput, NewProfilePlan, OnboardingPlan } from "./events.ts";
import { assertAddressFree, type OnboardingOptions, runOnboarding } from "./process.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type NewUserInput = { email: string; password: string; fullname: string };

export type NewSubscription = {
  accessLevel: AccessLevel;
  startDate: Date;
  expirationDate: Date;
  description?: string | null;
  /** What paid for it: starting a subscription for a reference already granted does nothing. */
  reference?: string | null;
};

export type NewAccount = NewUserInput & {
  profileType: ProfileTypeId;
  details?: DetailsInput;
  registration?: RegistrationAnswers | null;
  /** A subscription starting with the profile (with the reference of what paid for it, if anything). */
  subscription?: NewSubscription;
  /** The user's library role; default user (3). */
  userRole?: UserRoleId;
  /**
   * The last step of the creation, run by its handler in `options.completions`: e.g. claiming the
   * payment that buys the profile's subscription. When it is refused, everything written before is
   * undone (the user deleted, the address released, the profile disabled) and its error is thrown.
   */
  completion?: Completion | null;
};

/**
 * A new profile with its first user as the main admin (registration, admin:create, the demo, tests).
 * Refuses bad input with every issue at once, a taken address with EMAIL_TAKEN, before anything
 * is written; then saves the password's hash and runs the onboarding (see process.ts), which a
 * crash at any point leaves for the recovery job to finish.
 */
export async function createProfileWithAdmin(
  context: AccountsContext,
  account: NewAccount,
  options: OnboardingOptions = {},
): Promise<{ profileId: number; userId: number }> {
  const { db, clock } = context.services;
  const now = clock.now();
  const subscription = account.subscription && {
    accessLevel: account.subscription.accessLevel,
    startDate: account.subscription.startDate.toISOString(),
    expirationDate: account.subscription.expirationDate.toISOString(),
    description: account.subscription.description ?? null,
    reference: account.subscription.reference ?? null,
  };
  const user = { email: account.email, fullname: account.fullname, userRole: account.userRole ?? USER_ROLES.user };
  const details = account.details ?? {};
  // every rule of the input (bad input writes nothing and takes no id), then the address
  validateAll(
    () => validatePassword(account.password),
    () => validateNewUser(user),
    () =>
      validateNewProfile({
        profileType: account.profileType,
        details,
        subscription: subscription && { subscriptionId: 0, ...subscription },
      }),
  );
  await assertAddressFree(context, account.email, options.completions);

  const passwordHash = await hashPassword(account.password);
  const step = stepsReportedTo(options.afterStep);
  const ids = { profileId: 0, userId: 0, subscriptionId: 0 };
  await step("ids-allocated", async () => {
    ids.profileId = await allocateId(context, "profile");
    ids.userId = await allocateId(context, "user");
    if (subscription) ids.subscriptionId = await allocateId(context, "subscription");
  });
  const profile: NewProfilePlan = {
    kind: "new-profile",
    profileId: ids.profileId,
    profileType: account.profileType,
    details,
    registration: account.registration ?? null,
    createdAt: now.toISOString(),
    subscription: subscription ? { subscriptionId: ids.subscriptionId, ...subscription } : null,
  };
  const plan: OnboardingPlan = { userId: ids.userId, user, profile, completion: account.completion ?? null };
  // before the onboarding starts, so that whoever finishes it has the password; until a user
  // exists under this fresh id, the row lets no one in (and the recovery job deletes it if none comes)
  await step("credentials-saved", () => saveCredentials(db, ids.userId, passwordHash, now));
  await runOnboarding(context, plan, now, options);
  return { profileId: ids.profileId, userId: ids.userId };
}

/** The free trial: a trial profile with one user and a 30-day trial subscription starting now. */
export async function registerTrial(
  context: AccountsContext,
  input: Record<string, unknown>,
  options: OnboardingOptions = {},
): Promise<{ profileId: number; userId: number }> {
  const form = validate(TrialRegistration, input);
  const now = context.services.clock.now();
  return createProfileWithAdmin(
    context,
    {
      profileType: PROFILE_TYPES.trial,
      email: form.email,
      password: form.password,
      fullname: form.fullname,
      details: {
        phone: form.phone,
        organizationName: form.organizationName,
        street: form.street,
        zip: form.zip,
        city: form.city,
        country: form.country,
      },
      registration: {
        motivation: blankToNull(form.motivation),
        affectedCount: form.affectedCount ?? null,
        registrationCode: blankToNull(form.registrationCode),
        consentedAt: now.toISOString(),
      },
      subscription: {
        accessLevel: "trial",
        startDate: now,
        expirationDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      },
    },
    options,
  );
}
