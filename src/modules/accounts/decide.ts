import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import {
  type GrantReference,
  evolveProfile,
  initialProfileState,
  isProfileType,
  ORGANISATION_TYPES,
  type Profile,
  type ProfileDetails,
  type ProfileEvent,
  type ProfileState,
  type RegistrationAnswers,
  SEAT_LIMITS,
  type Subscription,
  type UserRoleId,
  USER_ROLES,
  profileEvents,
} from "./events.ts";
import { evolveUser, initialUserState, type UserEvent, type UserState, userEvents } from "./users/events.ts";
import { UserFields, validateProfileDetails } from "./validation.ts";
import { activeProfile, sameDetails, typeChangeEvents } from "./profile-rules.ts";
import { decideGrant, type GrantSubscription, validateSubscription } from "./subscriptions/decide.ts";

// ---------------------------------------------------------------------------------------------
// Profile

/**
 * Who changes a profile: its main admin (a user of the profile, checked against the profile's
 * state) or the library itself (staff screens, registration, payments, scripts).
 */
export type ProfileActor = { kind: "profileAdmin"; userId: number } | { kind: "library" };
export const byLibrary: ProfileActor = { kind: "library" };
export const byProfileAdmin = (userId: number): ProfileActor => ({ kind: "profileAdmin", userId });

type DetailsInput = Partial<Record<keyof ProfileDetails, string | null>>;

export type CreateProfile = {
  type: "CreateProfile";
  data: {
    profileId: number;
    profileType: number;
    mainAdminUserId: number;
    details: DetailsInput;
    registration: RegistrationAnswers | null;
    createdAt: Date;
    /** A subscription that starts with the profile (the trial's 30 days, the demo's). */
    subscription?: Subscription & { reference?: GrantReference };
  };
};
/** `changes`: a key that is absent (undefined) keeps its value; null or "" clears it. */
export type EditProfileDetails = { type: "EditProfileDetails"; data: { by: ProfileActor; changes: DetailsInput } };
export type AddProfileUser = { type: "AddProfileUser"; data: { userId: number; by: ProfileActor } };
export type RemoveProfileUser = { type: "RemoveProfileUser"; data: { userId: number; by: ProfileActor } };
export type HandOverProfileAdmin = { type: "HandOverProfileAdmin"; data: { userId: number; by: ProfileActor } };
/** The library changes the profile's type (a paid upgrade of a trial): seats and details follow the new type. */
export type ChangeProfileType = { type: "ChangeProfileType"; data: { profileType: number } };
export type DisableProfile = { type: "DisableProfile" };
export type EnableProfile = { type: "EnableProfile" };
export type { GrantSubscription };

export type ProfileCommand =
  | CreateProfile
  | EditProfileDetails
  | AddProfileUser
  | RemoveProfileUser
  | HandOverProfileAdmin
  | ChangeProfileType
  | DisableProfile
  | EnableProfile
  | GrantSubscription;

/** Only the profile's main admin (or the library) manages it. */
function authorise(profile: Profile, by: ProfileActor): void {
  if (by.kind === "profileAdmin" && by.userId !== profile.mainAdminUserId) throw new DomainError("NOT_PROFILE_ADMIN");
}

/** A profile admin manages users only in schools and firms (spec §6); the library anywhere. */
function authoriseUserManagement(profile: Profile, by: ProfileActor): void {
  authorise(profile, by);
  if (by.kind === "profileAdmin" && !ORGANISATION_TYPES.includes(profile.profileType))
    throw new DomainError("USERS_ONLY_FOR_ORGANISATIONS");
}

function assertSeatFree(profile: Profile): void {
  const limit = SEAT_LIMITS[profile.profileType];
  if (profile.userIds.length >= limit) throw new DomainError("SEAT_LIMIT_REACHED", { limit });
}

/** Whether `by` may add a user to the profile and a seat is free: checked before a user id is taken (and again by AddProfileUser). */
export function assertSeatAvailable(state: ProfileState, by: ProfileActor): void {
  const profile = activeProfile(state);
  authoriseUserManagement(profile, by);
  assertSeatFree(profile);
}

const definedChanges = (changes: DetailsInput): DetailsInput =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

/** A new profile's type, details and first subscription, checked before any id is taken (and again by CreateProfile). */
export function validateNewProfile(input: Pick<CreateProfile["data"], "profileType" | "details" | "subscription">) {
  const { profileType } = input;
  if (!isProfileType(profileType)) throw new DomainError("PROFILE_TYPE_INVALID");
  const details = validateProfileDetails(profileType, input.details);
  return { profileType, details, subscription: input.subscription ? validateSubscription(input.subscription) : null };
}

function decideCreation(command: CreateProfile, state: ProfileState): ProfileEvent[] {
  if (state.status !== "none") throw new DomainError("PROFILE_ALREADY_EXISTS");
  const { profileId, mainAdminUserId, registration, createdAt } = command.data;
  const { profileType, details, subscription } = validateNewProfile(command.data);
  const events: ProfileEvent[] = [
    {
      type: "ProfileCreated",
      data: { profileId, profileType, mainAdminUserId, details, registration, createdAt: createdAt.toISOString() },
    },
  ];
  if (subscription) events.push({ type: "SubscriptionStarted", data: { profileId, ...subscription } });
  return events;
}

function decideDetails(command: EditProfileDetails, profile: Profile): ProfileEvent[] {
  authorise(profile, command.data.by);
  const details = validateProfileDetails(
    profile.profileType,
    { ...profile.details, ...definedChanges(command.data.changes) },
    true,
  );
  return sameDetails(details, profile.details)
    ? []
    : [{ type: "ProfileDetailsEdited", data: { profileId: profile.profileId, details } }];
}

/** The seats: who joins, who leaves, who holds the main admin's right. */
function decideSeat(
  command: AddProfileUser | RemoveProfileUser | HandOverProfileAdmin,
  profile: Profile,
): ProfileEvent[] {
  const { userId, by } = command.data;
  const { profileId } = profile;
  authoriseUserManagement(profile, by);
  const inProfile = profile.userIds.includes(userId);
  switch (command.type) {
    case "AddProfileUser":
      if (inProfile) return [];
      assertSeatFree(profile);
      return [{ type: "ProfileUserAdded", data: { profileId, userId } }];
    case "RemoveProfileUser":
      if (by.kind === "profileAdmin" && by.userId === userId) throw new DomainError("CANNOT_DELETE_SELF");
      if (!inProfile) throw new DomainError("USER_NOT_IN_PROFILE");
      // the profile must always have its main admin: hand the right over first
      if (userId === profile.mainAdminUserId) throw new DomainError("CANNOT_REMOVE_MAIN_ADMIN");
      return [{ type: "ProfileUserRemoved", data: { profileId, userId } }];
    case "HandOverProfileAdmin":
      if (!inProfile) throw new DomainError("USER_NOT_IN_PROFILE");
      if (userId === profile.mainAdminUserId) return [];
      return [{ type: "ProfileAdminHandedOver", data: { profileId, userId, previousUserId: profile.mainAdminUserId } }];
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export function decideProfile(command: ProfileCommand, state: ProfileState): ProfileEvent[] {
  switch (command.type) {
    case "CreateProfile":
      return decideCreation(command, state);
    case "EditProfileDetails":
      return decideDetails(command, activeProfile(state));
    case "AddProfileUser":
    case "RemoveProfileUser":
    case "HandOverProfileAdmin":
      return decideSeat(command, activeProfile(state));
    case "ChangeProfileType":
      return typeChangeEvents(activeProfile(state), command.data.profileType);
    case "DisableProfile": {
      const profile = activeProfile(state);
      return profile.enabled ? [{ type: "ProfileDisabled", data: { profileId: profile.profileId } }] : [];
    }
    case "EnableProfile": {
      const profile = activeProfile(state);
      return profile.enabled ? [] : [{ type: "ProfileEnabled", data: { profileId: profile.profileId } }];
    }
    case "GrantSubscription":
      return decideGrant(command, state);
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const profileDecider: Decider<ProfileState, ProfileCommand, ProfileEvent> = {
  events: profileEvents,
  initialState: initialProfileState,
  evolve: evolveProfile,
  decide: decideProfile,
};

// ---------------------------------------------------------------------------------------------
// User

export type RegisterUser = {
  type: "RegisterUser";
  data: { userId: number; profileId: number; email: string; fullname: string; userRole: UserRoleId };
};
export type EditUserDetails = { type: "EditUserDetails"; data: { email: string; fullname: string } };
export type RecordPasswordChange = { type: "RecordPasswordChange"; data: { changedAt: Date; via: "change" | "reset" } };
export type DeleteUser = { type: "DeleteUser" };

export type UserCommand = RegisterUser | EditUserDetails | RecordPasswordChange | DeleteUser;

const userRoles: ReadonlySet<unknown> = new Set(Object.values(USER_ROLES));
const isUserRole = (value: unknown): value is UserRoleId => userRoles.has(value);

/** A new user's address, name and library role, checked before any id is taken (and again by RegisterUser). */
export function validateNewUser(input: { email: string; fullname: string; userRole: number }): {
  email: string;
  fullname: string;
  userRole: UserRoleId;
} {
  const { email, fullname } = validate(UserFields, { email: input.email, fullname: input.fullname });
  if (!isUserRole(input.userRole)) throw new DomainError("USER_ROLE_INVALID");
  return { email, fullname, userRole: input.userRole };
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case "RegisterUser": {
      const { userId, profileId } = command.data;
      const { email, fullname, userRole } = validateNewUser(command.data);
      if (state.status !== "none") throw new DomainError("USER_ALREADY_EXISTS");
      return [{ type: "UserRegistered", data: { userId, profileId, email, fullname, userRole } }];
    }
    case "EditUserDetails": {
      if (state.status !== "active") throw new DomainError("USER_NOT_FOUND");
      const { email, fullname } = validate(UserFields, command.data);
      if (email === state.user.email && fullname === state.user.fullname) return [];
      return [{ type: "UserDetailsEdited", data: { userId: state.user.userId, email, fullname } }];
    }
    case "RecordPasswordChange": {
      if (state.status !== "active") throw new DomainError("USER_NOT_FOUND");
      const { changedAt, via } = command.data;
      return [
        { type: "UserPasswordChanged", data: { userId: state.user.userId, changedAt: changedAt.toISOString(), via } },
      ];
    }
    case "DeleteUser": {
      if (state.status !== "active") throw new DomainError("USER_NOT_FOUND");
      return [{ type: "UserDeleted", data: { userId: state.user.userId, profileId: state.user.profileId } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  events: userEvents,
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
