import type { Kysely } from "kysely";
import type { Database } from "../../../db/database.ts";
import { isDomainError } from "../../../shared/errors.ts";
import { releaseEmail } from "../addresses/reservations.ts";
import { byLibrary, type ProfileActor, profileDecider, userDecider } from "../decide.ts";
import { profileStream, userStream } from "../events.ts";
import { deleteCredentials } from "../passwords.ts";
import { revokeSessionsOf } from "../sessions.ts";
import { isUnfinished } from "../onboarding/events.ts";
import { loadOnboarding, loadProfile, loadUserHistory } from "../streams.ts";
import type { CommandSession } from "../../../eventstore/pipeline.ts";
import {
  type AccountsContext,
  PROFILE_COMMAND_ATTEMPTS,
  type RunStep,
  sessionOf,
  type StepHook,
  stepsReportedTo,
} from "../context.ts";

/**
 * A user leaving: deleteProfileUser, and what a deleted user (or one an onboarding never finished)
 * still holds — a seat, secrets, an address — which is released after the user is gone.
 */

/**
 * Removes a user from the profile and deletes them. The user's deletion is the commit point: from
 * then on they cannot log in, and their seat, sessions, password, reset links and address are
 * released here or, if the writer dies first, by the accounts' recovery job (see jobs.ts). The
 * other order would let a removed user keep logging in, beyond the seats the profile paid for.
 */
export async function deleteProfileUser(
  context: AccountsContext,
  profileId: number,
  userId: number,
  by: ProfileActor,
  options: { afterStep?: StepHook } = {},
): Promise<void> {
  const { store } = context.services;
  const [user, profile] = await Promise.all([loadUserHistory(store, userId), loadProfile(store, profileId)]);
  // the profile decides first (its admin, one of its users, not the admin himself): a refusal writes nothing
  profileDecider.decide({ type: "RemoveProfileUser", data: { userId, by } }, profile);
  const session = sessionOf(context);
  const step = stepsReportedTo(options.afterStep);
  // a user already deleted (a deletion a crash interrupted, asked again) is only finished
  if (user.state.status === "active")
    await step("user-deleted", () => session.run(userStream(userId), userDecider, { type: "DeleteUser" }));
  await releaseWhatUserHeld(context, session, { userId, profileId, email: user.lastEmail }, step);
  await session.settled();
}

/** What a user who is gone (or never came to exist) may still hold. `null`: nothing of that kind to release. */
export type HeldByUser = { userId: number; profileId: number | null; email: string | null };

/** Releases the seat, the secrets and the address; each part is a no-op when already done, so it is safe to repeat. */
export async function releaseWhatUserHeld(
  context: AccountsContext,
  session: CommandSession,
  held: HeldByUser,
  step: RunStep,
): Promise<void> {
  const { userId, profileId, email } = held;
  if (profileId !== null) await step("seat-released", () => releaseSeat(context, session, profileId, userId));
  await step("secrets-deleted", () => deleteSecretsOf(context.services.db, userId));
  if (email !== null) await step("email-released", () => releaseEmail(session, email, userId));
}

async function releaseSeat(
  context: AccountsContext,
  session: CommandSession,
  profileId: number,
  userId: number,
): Promise<void> {
  const profile = await loadProfile(context.services.store, profileId);
  // released already; or the main admin's, which goes only with the profile (it is disabled instead)
  if (
    profile.status !== "active" ||
    !profile.profile.userIds.includes(userId) ||
    profile.profile.mainAdminUserId === userId
  )
    return;
  try {
    await session.run(
      profileStream(profileId),
      profileDecider,
      { type: "RemoveProfileUser", data: { userId, by: byLibrary } },
      { maxAttempts: PROFILE_COMMAND_ATTEMPTS },
    );
  } catch (error) {
    // another process finishing the same departure was first
    if (!(isDomainError(error) && error.code === "USER_NOT_IN_PROFILE")) throw error;
  }
}

/** Sessions, password and reset links go together: one transaction, one step. */
export async function deleteSecretsOf(db: Kysely<Database>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeSessionsOf(trx, userId);
    await deleteCredentials(trx, userId);
    await trx.deleteFrom("password_reset_links").where("user_id", "=", userId).execute();
  });
}

/**
 * The recovery job's entry: a user found holding a seat or secrets without being an active user.
 * Returns false, changing nothing, when the streams say otherwise: the user is active (the read
 * models lagged), or an unfinished onboarding of theirs will finish or undo itself.
 */
export async function finishDeparture(
  context: AccountsContext,
  userId: number,
  profileHint: number | null,
): Promise<boolean> {
  const { store } = context.services;
  const [user, onboarding] = await Promise.all([loadUserHistory(store, userId), loadOnboarding(store, userId)]);
  if (user.state.status === "active" || isUnfinished(onboarding)) return false;
  const session = sessionOf(context);
  await releaseWhatUserHeld(
    context,
    session,
    { userId, profileId: user.profileId ?? profileHint, email: user.lastEmail },
    stepsReportedTo(undefined),
  );
  await session.settled();
  return true;
}
