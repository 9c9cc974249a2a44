import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { DomainError, isDomainError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import { type ProfileActor, byLibrary, emailDecider, profileDecider, userDecider } from "./decide.ts";
import {
  type AccessLevel,
  emailStream,
  normaliseEmail,
  PROFILE_TYPES,
  type ProfileDetails,
  type ProfileState,
  profileStream,
  type ProfileTypeId,
  type RegistrationAnswers,
  TRIAL_DAYS,
  USER_ROLES,
  type UserRoleId,
  type UserState,
  userStream,
} from "./events.ts";
import { blankToNull, TrialRegistration, UserFields, validateAll, validatePassword } from "./fields.ts";
import { deleteCredentials, hashPassword, saveCredentials } from "./passwords.ts";
import { revokeSessionsOf } from "./sessions.ts";
import { type AccountsContext, allocateId, allOrNothing, startWrites, type Writes } from "./writes.ts";

/**
 * Account operations that write to several streams: a profile, its users and their e-mail
 * reservations. Each one checks its input and the rules first (a dry run of the deciders), so bad
 * input writes nothing; then it writes stream by stream, undoing what it wrote when a later step is
 * refused or fails (see allOrNothing), and answers once the read models show the result.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Commands that take a seat or change a profile's users are retried on revision conflicts this many
 * times: every conflict means another writer succeeded, so even many concurrent addUser calls all
 * end with a decision (added, or SEAT_LIMIT_REACHED) rather than TRY_AGAIN.
 */
const PROFILE_COMMAND_ATTEMPTS = 50;

/** Stands in for ids not allocated yet while a dry run checks the input. */
const PROVISIONAL_ID = Number.MAX_SAFE_INTEGER;

type DetailsInput = Partial<Record<keyof ProfileDetails, string | null>>;

export type NewUserInput = { email: string; password: string; fullname: string };

export type NewAccount = NewUserInput & {
  profileType: ProfileTypeId;
  details?: DetailsInput;
  registration?: RegistrationAnswers | null;
  /** A subscription starting with the profile (with the reference of what paid for it, if anything). */
  subscription?: NewSubscription;
  /** The user's library role; default user (3). */
  userRole?: UserRoleId;
  /**
   * The last step of the creation, e.g. claiming the payment that buys the profile's subscription.
   * When it fails, everything written before is undone (the user deleted, the address released,
   * the profile disabled) and its error is thrown.
   */
  completeWith?: (created: { profileId: number; userId: number }) => Promise<void>;
};

/**
 * A new profile with its first user as the main admin (registration, admin:create, the demo, tests).
 * Refuses bad input with every issue at once, a taken address with EMAIL_TAKEN.
 */
export async function createProfileWithAdmin(ax: AccountsContext, account: NewAccount): Promise<{ profileId: number; userId: number }> {
  const { db, clock } = ax.services;
  const now = clock.now();
  const newProfile = (profileId: number, userId: number, subscriptionId: number) =>
    ({
      type: "CreateProfile",
      data: {
        profileId,
        profileType: account.profileType,
        mainAdminUserId: userId,
        details: account.details ?? {},
        registration: account.registration ?? null,
        createdAt: now,
        subscription: account.subscription && {
          subscriptionId,
          accessLevel: account.subscription.accessLevel,
          startDate: account.subscription.startDate.toISOString(),
          expirationDate: account.subscription.expirationDate.toISOString(),
          description: account.subscription.description ?? null,
          reference: account.subscription.reference ?? null,
        },
      },
    }) as const;
  const newUser = (userId: number, profileId: number) =>
    ({
      type: "RegisterUser",
      data: { userId, profileId, email: account.email, fullname: account.fullname, userRole: account.userRole ?? USER_ROLES.user },
    }) as const;
  validateAll(
    () => validatePassword(account.password),
    () => userDecider.decide(newUser(PROVISIONAL_ID, PROVISIONAL_ID), userDecider.initialState()),
    () => profileDecider.decide(newProfile(PROVISIONAL_ID, PROVISIONAL_ID, PROVISIONAL_ID), profileDecider.initialState()),
  );

  const passwordHash = await hashPassword(account.password);
  const profileId = await allocateId(ax, "profile");
  const userId = await allocateId(ax, "user");
  const subscriptionId = account.subscription ? await allocateId(ax, "subscription") : PROVISIONAL_ID;
  const writes = startWrites(ax);
  await allOrNothing(ax, async (undoWith) => {
    await reserveEmail(ax, writes, account.email, userId);
    undoWith(() => releaseEmail(writes, account.email, userId));
    await writes.run(profileStream(profileId), profileDecider, newProfile(profileId, userId, subscriptionId));
    // a profile whose user could not be created is left disabled: no one can ever use it
    undoWith(() => writes.run(profileStream(profileId), profileDecider, { type: "DisableProfile" }));
    await saveCredentials(db, userId, passwordHash, now);
    undoWith(() => deleteCredentials(db, userId));
    await writes.run(userStream(userId), userDecider, newUser(userId, profileId));
    if (account.completeWith) {
      undoWith(() => writes.run(userStream(userId), userDecider, { type: "DeleteUser" }));
      await account.completeWith({ profileId, userId });
    }
  });
  await writes.settled();
  return { profileId, userId };
}

/** The free trial: a trial profile with one user and a 30-day trial subscription starting now. */
export async function registerTrial(ax: AccountsContext, input: Record<string, unknown>): Promise<{ profileId: number; userId: number }> {
  const form = validate(TrialRegistration, input);
  const now = ax.services.clock.now();
  return createProfileWithAdmin(ax, {
    profileType: PROFILE_TYPES.trial,
    email: form.email,
    password: form.password,
    fullname: form.fullname,
    details: { phone: form.phone, organizationName: form.organizationName, street: form.street, zip: form.zip, city: form.city, country: form.country },
    registration: {
      motivation: blankToNull(form.motivation),
      affectedCount: form.affectedCount ?? null,
      registrationCode: blankToNull(form.registrationCode),
      consentedAt: now.toISOString(),
    },
    subscription: { accessLevel: "trial", startDate: now, expirationDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS) },
  });
}

/**
 * A new user in an existing profile, within its seats. `by` a profile admin (addUser, schools and
 * firms only) or the library. Two concurrent calls can never exceed the seat limit: the seat is
 * taken on the profile stream with its expected revision.
 */
export async function addProfileUser(ax: AccountsContext, profileId: number, input: NewUserInput, by: ProfileActor): Promise<number> {
  const { db, store, clock } = ax.services;
  const now = clock.now();
  const takeSeat = (userId: number) => ({ type: "AddProfileUser", data: { userId, by } }) as const;
  const newUser = (userId: number) =>
    ({ type: "RegisterUser", data: { userId, profileId, email: input.email, fullname: input.fullname, userRole: USER_ROLES.user } }) as const;
  // who may add, to which profile, and whether a seat is free, before the form's details
  profileDecider.decide(takeSeat(PROVISIONAL_ID), await loadProfile(store, profileId));
  validateAll(
    () => validatePassword(input.password),
    () => userDecider.decide(newUser(PROVISIONAL_ID), userDecider.initialState()),
  );

  const passwordHash = await hashPassword(input.password);
  const userId = await allocateId(ax, "user");
  const writes = startWrites(ax);
  await allOrNothing(ax, async (undoWith) => {
    await reserveEmail(ax, writes, input.email, userId);
    undoWith(() => releaseEmail(writes, input.email, userId));
    await writes.run(profileStream(profileId), profileDecider, takeSeat(userId), { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
    undoWith(() =>
      writes.run(profileStream(profileId), profileDecider, { type: "RemoveProfileUser", data: { userId, by: byLibrary } }, { maxAttempts: PROFILE_COMMAND_ATTEMPTS }),
    );
    await saveCredentials(db, userId, passwordHash, now);
    undoWith(() => deleteCredentials(db, userId));
    await writes.run(userStream(userId), userDecider, newUser(userId));
  });
  await writes.settled();
  return userId;
}

/**
 * Removes a user from the profile and deletes them: their seat, then the user, their sessions,
 * password and reset links, and their address (free for anyone again).
 */
export async function deleteProfileUser(ax: AccountsContext, profileId: number, userId: number, by: ProfileActor): Promise<void> {
  const { db, store } = ax.services;
  const writes = startWrites(ax);
  const before = await loadUser(store, userId);
  await allOrNothing(ax, async (undoWith) => {
    // the profile decides: its admin, one of its users, not the admin himself
    await writes.run(profileStream(profileId), profileDecider, { type: "RemoveProfileUser", data: { userId, by } }, { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
    undoWith(() =>
      writes.run(profileStream(profileId), profileDecider, { type: "AddProfileUser", data: { userId, by: byLibrary } }, { maxAttempts: PROFILE_COMMAND_ATTEMPTS }),
    );
    if (before.status === "active") await writes.run(userStream(userId), userDecider, { type: "DeleteUser" });
  });
  await revokeSessionsOf(db, userId);
  await deleteCredentials(db, userId);
  await db.deleteFrom("password_reset_links").where("user_id", "=", userId).execute();
  if (before.status === "active") await releaseEmail(writes, before.user.email, userId);
  await writes.settled();
}

/** Hands the profile's main-admin right to another of its users; the former admin loses it. */
export async function handOverProfileAdmin(ax: AccountsContext, profileId: number, userId: number, by: ProfileActor): Promise<void> {
  const writes = startWrites(ax);
  await writes.run(profileStream(profileId), profileDecider, { type: "HandOverProfileAdmin", data: { userId, by } }, { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await writes.settled();
}

/** A user's own e-mail and name (editMe). A new address is reserved first, the old one released after. */
export async function editUserDetails(ax: AccountsContext, userId: number, input: { email: string; fullname: string }): Promise<void> {
  const state = await loadUser(ax.services.store, userId);
  if (state.status !== "active") throw new DomainError("USER_NOT_FOUND");
  const { email, fullname } = validate(UserFields, input);
  const addressChanges = normaliseEmail(email) !== normaliseEmail(state.user.email);
  const writes = startWrites(ax);
  await allOrNothing(ax, async (undoWith) => {
    if (addressChanges) {
      await reserveEmail(ax, writes, email, userId);
      undoWith(() => releaseEmail(writes, email, userId));
    }
    await writes.run(userStream(userId), userDecider, { type: "EditUserDetails", data: { email, fullname } });
  });
  if (addressChanges) await releaseEmail(writes, state.user.email, userId);
  await writes.settled();
}

/** Contact, address and organisation details (editProfile): absent keys keep their value. */
export async function editProfileDetails(ax: AccountsContext, profileId: number, changes: DetailsInput, by: ProfileActor): Promise<void> {
  const writes = startWrites(ax);
  await writes.run(profileStream(profileId), profileDecider, { type: "EditProfileDetails", data: { by, changes } }, { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await writes.settled();
}

/** A disabled profile cannot log in, and its users' tokens stop working (they count as anonymous). */
export async function setProfileEnabled(ax: AccountsContext, profileId: number, enabled: boolean): Promise<void> {
  const writes = startWrites(ax);
  await writes.run(profileStream(profileId), profileDecider, { type: enabled ? "EnableProfile" : "DisableProfile" }, { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await writes.settled();
}

// ---------------------------------------------------------------------------------------------
// Subscriptions (the payments and the staff screens start, extend and cancel them)

export type NewSubscription = {
  accessLevel: AccessLevel;
  startDate: Date;
  expirationDate: Date;
  description?: string | null;
  /** What paid for it: starting a subscription for a reference already granted does nothing. */
  reference?: string | null;
};

/** Returns the new subscription's id; undefined when its reference was granted before (nothing changed). */
export async function startSubscription(ax: AccountsContext, profileId: number, subscription: NewSubscription): Promise<number | undefined> {
  const state = await loadProfile(ax.services.store, profileId);
  const command = (subscriptionId: number) =>
    ({
      type: "StartSubscription",
      data: {
        subscriptionId,
        accessLevel: subscription.accessLevel,
        startDate: subscription.startDate.toISOString(),
        expirationDate: subscription.expirationDate.toISOString(),
        description: subscription.description ?? null,
        reference: subscription.reference ?? null,
      },
    }) as const;
  if (profileDecider.decide(command(PROVISIONAL_ID), state).length === 0) return undefined;
  const subscriptionId = await allocateId(ax, "subscription");
  const writes = startWrites(ax);
  const { events } = await writes.run(profileStream(profileId), profileDecider, command(subscriptionId), { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await writes.settled();
  return events.length > 0 ? subscriptionId : undefined;
}

export async function extendSubscription(
  ax: AccountsContext,
  profileId: number,
  subscriptionId: number,
  expirationDate: Date,
  reference: string | null = null,
): Promise<void> {
  const writes = startWrites(ax);
  const command = { type: "ExtendSubscription", data: { subscriptionId, expirationDate, reference } } as const;
  await writes.run(profileStream(profileId), profileDecider, command, { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await writes.settled();
}

/** The subscription ends now. */
export async function cancelSubscription(ax: AccountsContext, profileId: number, subscriptionId: number): Promise<void> {
  const writes = startWrites(ax);
  const cancelledAt = ax.services.clock.now();
  await writes.run(profileStream(profileId), profileDecider, { type: "CancelSubscription", data: { subscriptionId, cancelledAt } }, { maxAttempts: PROFILE_COMMAND_ATTEMPTS });
  await writes.settled();
}

// ---------------------------------------------------------------------------------------------
// E-mail reservations

/**
 * Reserves the address for the user (EMAIL_TAKEN when someone else holds it). A reservation left by
 * a user who has since been deleted (an operation interrupted before it released it) is stale: it
 * is released and the address taken.
 */
async function reserveEmail(ax: AccountsContext, writes: Writes, email: string, userId: number): Promise<void> {
  const address = normaliseEmail(email);
  const reserve = () => writes.run(emailStream(address), emailDecider, { type: "ReserveEmail", data: { email: address, userId } });
  try {
    await reserve();
  } catch (error) {
    if (!(isDomainError(error) && error.code === "EMAIL_TAKEN")) throw error;
    const { holder } = await loadState(ax.services.store, emailStream(address), emailDecider);
    if (holder !== null && (await loadUser(ax.services.store, holder)).status !== "deleted") throw error;
    if (holder !== null) await releaseEmail(writes, address, holder);
    await reserve();
  }
}

async function releaseEmail(writes: Writes, email: string, userId: number): Promise<void> {
  const address = normaliseEmail(email);
  await writes.run(emailStream(address), emailDecider, { type: "ReleaseEmail", data: { email: address, userId } });
}

// ---------------------------------------------------------------------------------------------

export const loadProfile = (store: EventStore, profileId: number): Promise<ProfileState> => loadState(store, profileStream(profileId), profileDecider);
export const loadUser = (store: EventStore, userId: number): Promise<UserState> => loadState(store, userStream(userId), userDecider);

async function loadState<S, C, E extends DomainEvent>(store: EventStore, stream: string, decider: Decider<S, C, E>): Promise<S> {
  const events = await store.readStream(stream);
  return events.reduce((state, e) => decider.evolve(state, { type: e.type, data: e.data } as E), decider.initialState());
}
