import { DomainError } from "../../shared/errors.ts";
import { type AccountsContext, PROFILE_COMMAND_ATTEMPTS, sessionOf } from "./context.ts";
import { type ProfileActor, type ProfileCommand, profileDecider } from "./decide.ts";
import { profileStream } from "./events.ts";
import type { DetailsInput } from "./onboarding/events.ts";
import { loadProfile, loadUser } from "./streams.ts";

/**
 * The changes to one profile stream: its admin, details and enabled flag. The use cases that
 * write to several streams have folders of their own: onboarding/ (a new profile with its admin,
 * a new member: a process a crash cannot leave half-done), users/ (a user's departure, a user's
 * address and name), subscriptions/ (what a payment bought).
 */

async function runOnProfile(context: AccountsContext, profileId: number, command: ProfileCommand): Promise<void> {
  const session = sessionOf(context);
  await session.run(profileStream(profileId), profileDecider, command, { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await session.settled();
}

/**
 * Hands the profile's main-admin right to another of its users; the former admin loses it. Never to
 * a user who is gone, even if their seat is not released yet (a deletion a crash interrupted).
 */
export async function handOverProfileAdmin(
  context: AccountsContext,
  profileId: number,
  userId: number,
  by: ProfileActor,
): Promise<void> {
  const { store } = context.services;
  const command: ProfileCommand = { type: "HandOverProfileAdmin", data: { userId, by } };
  // the profile's rules first, so a refusal says the same as it always did
  profileDecider.decide(command, await loadProfile(store, profileId));
  if ((await loadUser(store, userId)).status !== "active") throw new DomainError("USER_NOT_IN_PROFILE");
  await runOnProfile(context, profileId, command);
}

/** Contact, address and organisation details (editProfile): absent keys keep their value. */
export async function editProfileDetails(
  context: AccountsContext,
  profileId: number,
  changes: DetailsInput,
  by: ProfileActor,
): Promise<void> {
  await runOnProfile(context, profileId, { type: "EditProfileDetails", data: { by, changes } });
}

/** A disabled profile cannot log in, and its users' tokens stop working (they count as anonymous). */
export async function setProfileEnabled(context: AccountsContext, profileId: number, enabled: boolean): Promise<void> {
  await runOnProfile(context, profileId, { type: enabled ? "EnableProfile" : "DisableProfile" });
}
