import { type AccountsContext, allocateId, stepsReportedTo } from "../context.ts";
import { assertSeatAvailable, type ProfileActor, validateNewUser } from "../decide.ts";
import { USER_ROLES } from "../events.ts";
import { validateAll, validatePassword } from "../validation.ts";
import { hashPassword, saveCredentials } from "../passwords.ts";
import { loadProfile } from "../streams.ts";
import type { ExistingProfilePlan, OnboardingPlan } from "./events.ts";
import type { NewUserInput } from "./new-profile.ts";
import { assertAddressFree, type OnboardingOptions, runOnboarding } from "./process.ts";

/**
 * A new user in an existing profile, within its seats. `by` a profile admin (addUser, schools and
 * firms only) or the library. Two concurrent calls can never exceed the seat limit: the seat is
 * taken on the profile stream with its expected revision. A seat taken by a writer that then died
 * is not lost: the onboarding is finished (the user registered) or undone (the seat given back).
 */
export async function addProfileUser(
  context: AccountsContext,
  profileId: number,
  input: NewUserInput,
  by: ProfileActor,
  options: OnboardingOptions = {},
): Promise<number> {
  const { db, store, clock } = context.services;
  const now = clock.now();
  const profile: ExistingProfilePlan = { kind: "existing-profile", profileId, by };
  const user = { email: input.email, fullname: input.fullname, userRole: USER_ROLES.user };
  const planFor = (userId: number): OnboardingPlan => ({ userId, user, profile, completion: null });
  // who may add, to which profile, and whether a seat is free, before the form's details
  assertSeatAvailable(await loadProfile(store, profileId), by);
  validateAll(
    () => validatePassword(input.password),
    () => validateNewUser(user),
  );
  await assertAddressFree(context, input.email, options.completions);

  const passwordHash = await hashPassword(input.password);
  const step = stepsReportedTo(options.afterStep);
  let userId = 0;
  await step("ids-allocated", async () => (userId = await allocateId(context, "user")));
  await step("credentials-saved", () => saveCredentials(db, userId, passwordHash, now));
  await runOnboarding(context, planFor(userId), now, options);
  return userId;
}
