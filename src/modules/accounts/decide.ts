import { Schema } from "effect";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import {
  type EmailEvent,
  type EmailState,
  evolveEmail,
  type GrantReference,
  evolveProfile,
  evolveUser,
  initialEmailState,
  initialProfileState,
  initialUserState,
  isProfileType,
  ORGANISATION_TYPES,
  type Profile,
  type ProfileDetails,
  type ProfileEvent,
  type ProfileState,
  type RegistrationAnswers,
  SEAT_LIMITS,
  type Subscription,
  type UserEvent,
  type UserRoleId,
  type UserState,
  USER_ROLES,
} from "./events.ts";
import { blankToNull, DETAIL_MAX_LENGTH, detailsOfType, UserFields, validateProfileDetails } from "./fields.ts";

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
    /** A subscription that starts with the profile (the trial's 30 days, a paid registration). */
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
/** With a reference (what paid for it), a second command with the same reference changes nothing. */
export type StartSubscription = { type: "StartSubscription"; data: Subscription & { reference?: GrantReference } };
export type ExtendSubscription = { type: "ExtendSubscription"; data: { subscriptionId: number; expirationDate: Date; reference?: GrantReference } };
export type CancelSubscription = { type: "CancelSubscription"; data: { subscriptionId: number; cancelledAt: Date } };

export type ProfileCommand =
  | CreateProfile
  | EditProfileDetails
  | AddProfileUser
  | RemoveProfileUser
  | HandOverProfileAdmin
  | ChangeProfileType
  | DisableProfile
  | EnableProfile
  | StartSubscription
  | ExtendSubscription
  | CancelSubscription;

const SubscriptionFields = Schema.Struct({
  accessLevel: Schema.Literals(["full", "trial"]).annotate({ message: "ACCESS_LEVEL_INVALID" }),
  description: Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(DETAIL_MAX_LENGTH, { message: "TOO_LONG" }))),
});

function validateSubscription({ reference, ...subscription }: Subscription & { reference?: GrantReference }): Subscription & { reference: GrantReference } {
  const { accessLevel, description } = validate(SubscriptionFields, subscription);
  if (!(new Date(subscription.expirationDate) > new Date(subscription.startDate))) {
    throw new ValidationError([{ field: "expirationDate", code: "EXPIRATION_NOT_AFTER_START" }]);
  }
  return { ...subscription, accessLevel, description: blankToNull(description), reference: reference ?? null };
}

const alreadyGranted = (profile: Profile, reference: GrantReference | undefined) => reference != null && profile.grantedReferences.includes(reference);

const activeProfile = (state: ProfileState): Profile => {
  if (state.status !== "active") throw new DomainError("PROFILE_NOT_FOUND");
  return state.profile;
};

/** Only the profile's main admin (or the library) manages it. */
function authorise(profile: Profile, by: ProfileActor): void {
  if (by.kind === "profileAdmin" && by.userId !== profile.mainAdminUserId) throw new DomainError("NOT_PROFILE_ADMIN");
}

/** A profile admin manages users only in schools and firms (spec §6); the library anywhere. */
function authoriseUserManagement(profile: Profile, by: ProfileActor): void {
  authorise(profile, by);
  if (by.kind === "profileAdmin" && !ORGANISATION_TYPES.includes(profile.profileType)) throw new DomainError("USERS_ONLY_FOR_ORGANISATIONS");
}

const definedChanges = (changes: DetailsInput): DetailsInput =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

const sameDetails = (a: ProfileDetails, b: ProfileDetails) => (Object.keys(a) as (keyof ProfileDetails)[]).every((key) => a[key] === b[key]);

export function decideProfile(command: ProfileCommand, state: ProfileState): ProfileEvent[] {
  switch (command.type) {
    case "CreateProfile": {
      if (state.status !== "none") throw new DomainError("PROFILE_ALREADY_EXISTS");
      const { profileId, profileType, mainAdminUserId, registration, createdAt, subscription } = command.data;
      if (!isProfileType(profileType)) throw new DomainError("PROFILE_TYPE_INVALID");
      const details = validateProfileDetails(profileType, command.data.details);
      const events: ProfileEvent[] = [
        { type: "ProfileCreated", data: { profileId, profileType, mainAdminUserId, details, registration, createdAt: createdAt.toISOString() } },
      ];
      if (subscription) events.push({ type: "SubscriptionStarted", data: { profileId, ...validateSubscription(subscription) } });
      return events;
    }
    case "EditProfileDetails": {
      const profile = activeProfile(state);
      authorise(profile, command.data.by);
      const details = validateProfileDetails(profile.profileType, { ...profile.details, ...definedChanges(command.data.changes) });
      if (sameDetails(details, profile.details)) return [];
      return [{ type: "ProfileDetailsEdited", data: { profileId: profile.profileId, details } }];
    }
    case "AddProfileUser": {
      const profile = activeProfile(state);
      const { userId, by } = command.data;
      authoriseUserManagement(profile, by);
      if (profile.userIds.includes(userId)) return [];
      const limit = SEAT_LIMITS[profile.profileType];
      if (profile.userIds.length >= limit) throw new DomainError("SEAT_LIMIT_REACHED", { limit });
      return [{ type: "ProfileUserAdded", data: { profileId: profile.profileId, userId } }];
    }
    case "RemoveProfileUser": {
      const profile = activeProfile(state);
      const { userId, by } = command.data;
      authoriseUserManagement(profile, by);
      if (by.kind === "profileAdmin" && by.userId === userId) throw new DomainError("CANNOT_DELETE_SELF");
      if (!profile.userIds.includes(userId)) throw new DomainError("USER_NOT_IN_PROFILE");
      // the profile must always have its main admin: hand the right over first
      if (userId === profile.mainAdminUserId) throw new DomainError("CANNOT_REMOVE_MAIN_ADMIN");
      return [{ type: "ProfileUserRemoved", data: { profileId: profile.profileId, userId } }];
    }
    case "HandOverProfileAdmin": {
      const profile = activeProfile(state);
      const { userId, by } = command.data;
      authoriseUserManagement(profile, by);
      if (!profile.userIds.includes(userId)) throw new DomainError("USER_NOT_IN_PROFILE");
      if (userId === profile.mainAdminUserId) return [];
      return [{ type: "ProfileAdminHandedOver", data: { profileId: profile.profileId, userId, previousUserId: profile.mainAdminUserId } }];
    }
    case "ChangeProfileType": {
      const profile = activeProfile(state);
      const { profileType } = command.data;
      if (!isProfileType(profileType)) throw new DomainError("PROFILE_TYPE_INVALID");
      if (profileType === profile.profileType) return [];
      const limit = SEAT_LIMITS[profileType];
      if (profile.userIds.length > limit) throw new DomainError("PROFILE_TOO_MANY_USERS_FOR_TYPE", { limit });
      const events: ProfileEvent[] = [
        { type: "ProfileTypeChanged", data: { profileId: profile.profileId, profileType, previousProfileType: profile.profileType } },
      ];
      // a detail the new type does not have (a trial's organisation name on a single profile) goes;
      // required ones it lacks are asked for at the next edit, which validates against the new type
      const kept = detailsOfType(profileType, profile.details);
      if (!sameDetails(kept, profile.details)) events.push({ type: "ProfileDetailsEdited", data: { profileId: profile.profileId, details: kept } });
      return events;
    }
    case "DisableProfile": {
      const profile = activeProfile(state);
      return profile.enabled ? [{ type: "ProfileDisabled", data: { profileId: profile.profileId } }] : [];
    }
    case "EnableProfile": {
      const profile = activeProfile(state);
      return profile.enabled ? [] : [{ type: "ProfileEnabled", data: { profileId: profile.profileId } }];
    }
    case "StartSubscription": {
      const profile = activeProfile(state);
      if (alreadyGranted(profile, command.data.reference)) return [];
      if (profile.subscriptions.some((s) => s.subscriptionId === command.data.subscriptionId)) throw new DomainError("SUBSCRIPTION_ALREADY_EXISTS");
      return [{ type: "SubscriptionStarted", data: { profileId: profile.profileId, ...validateSubscription(command.data) } }];
    }
    case "ExtendSubscription": {
      const profile = activeProfile(state);
      const { subscriptionId, expirationDate, reference = null } = command.data;
      if (alreadyGranted(profile, reference)) return [];
      const subscription = profile.subscriptions.find((s) => s.subscriptionId === subscriptionId);
      if (!subscription) throw new DomainError("SUBSCRIPTION_NOT_FOUND");
      if (!(expirationDate > new Date(subscription.expirationDate))) {
        throw new ValidationError([{ field: "expirationDate", code: "EXPIRATION_NOT_LATER" }]);
      }
      return [
        { type: "SubscriptionExtended", data: { profileId: profile.profileId, subscriptionId, expirationDate: expirationDate.toISOString(), reference } },
      ];
    }
    case "CancelSubscription": {
      const profile = activeProfile(state);
      const { subscriptionId, cancelledAt } = command.data;
      const subscription = profile.subscriptions.find((s) => s.subscriptionId === subscriptionId);
      if (!subscription) throw new DomainError("SUBSCRIPTION_NOT_FOUND");
      if (new Date(subscription.expirationDate) <= cancelledAt) throw new DomainError("SUBSCRIPTION_ALREADY_ENDED");
      return [{ type: "SubscriptionCancelled", data: { profileId: profile.profileId, subscriptionId, cancelledAt: cancelledAt.toISOString() } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const profileDecider: Decider<ProfileState, ProfileCommand, ProfileEvent> = {
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

const isUserRole = (value: unknown): value is UserRoleId => Object.values(USER_ROLES).includes(value as UserRoleId);

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case "RegisterUser": {
      const { userId, profileId, userRole } = command.data;
      const { email, fullname } = validate(UserFields, { email: command.data.email, fullname: command.data.fullname });
      if (!isUserRole(userRole)) throw new DomainError("USER_ROLE_INVALID");
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
      return [{ type: "UserPasswordChanged", data: { userId: state.user.userId, changedAt: changedAt.toISOString(), via } }];
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
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};

// ---------------------------------------------------------------------------------------------
// E-mail reservation: an address is unique because only one user can hold its stream.

/** `email` is the normalised address (the stream's name). */
export type ReserveEmail = { type: "ReserveEmail"; data: { email: string; userId: number } };
export type ReleaseEmail = { type: "ReleaseEmail"; data: { email: string; userId: number } };
export type EmailCommand = ReserveEmail | ReleaseEmail;

export function decideEmail(command: EmailCommand, state: EmailState): EmailEvent[] {
  const { email, userId } = command.data;
  switch (command.type) {
    case "ReserveEmail":
      if (state.holder === userId) return [];
      if (state.holder !== null) throw new DomainError("EMAIL_TAKEN");
      return [{ type: "EmailReserved", data: { email, userId } }];
    case "ReleaseEmail":
      // only the holder gives an address up; anyone else's release changes nothing
      return state.holder === userId ? [{ type: "EmailReleased", data: { email, userId } }] : [];
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const emailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  initialState: initialEmailState,
  evolve: evolveEmail,
  decide: decideEmail,
};
