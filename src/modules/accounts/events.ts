import type { DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { emailNormalForm } from "../../shared/validation.ts";

/**
 * Accounts: profiles (who holds access: a person or an organisation), their users (who log in),
 * and the profiles' subscriptions. Streams:
 *   profile-<id>         the profile: its type, details, users (seats), main admin, subscriptions
 *   user-<id>            one user: e-mail, name, library role; password changes (never the password)
 *   email-<address>      who holds an e-mail address (its normal form): reserved before a user takes it,
 *                        released when the user changes it or is deleted, so addresses stay unique
 * Passwords, login tokens, reset links and attempt counters are secrets or fast-changing counters;
 * they live in plain tables beside the read models (see tables.ts).
 */
export const profileStream = (profileId: number) => `profile-${profileId}`;
export const userStream = (userId: number) => `user-${userId}`;
export const emailStream = (normalisedEmail: string) => `email-${normalisedEmail}`;

/**
 * Addresses are compared in their normal form (src/shared/validation.ts, emailNormalForm): case,
 * surrounding spaces, Unicode composition, the domain's `xn--` spelling and its trailing dot make
 * no difference. Input is validated first (a domain that is no domain name is EMAIL_INVALID); an
 * address stored before that rule whose domain does not convert keeps its old form (trimmed, lower case).
 */
export const normaliseEmail = (email: string) => emailNormalForm(email) ?? email.trim().toLowerCase();

export const PROFILE_TYPES = { single: 1, school: 2, firm: 3, trial: 4, admin: 5 } as const;
export type ProfileTypeId = (typeof PROFILE_TYPES)[keyof typeof PROFILE_TYPES];
export const profileTypeName = (id: ProfileTypeId) =>
  (Object.keys(PROFILE_TYPES) as (keyof typeof PROFILE_TYPES)[]).find((name) => PROFILE_TYPES[name] === id)!;
const profileTypes: ReadonlySet<unknown> = new Set(Object.values(PROFILE_TYPES));
export const isProfileType = (value: unknown): value is ProfileTypeId => profileTypes.has(value);

/** Users a profile may have (spec §9): individual 1, school 10, firm 3, trial 1; the staff's own profile 1. */
export const SEAT_LIMITS: Record<ProfileTypeId, number> = { 1: 1, 2: 10, 3: 3, 4: 1, 5: 1 };

/** Profile types whose main admin manages users (addUser, deleteUser, promoteToUserAdmin). */
export const ORGANISATION_TYPES: readonly ProfileTypeId[] = [PROFILE_TYPES.school, PROFILE_TYPES.firm];

/** The library role of a user (`userRole`): staff admin, staff user-admin, or an ordinary user. */
export const USER_ROLES = { admin: 1, useradmin: 2, user: 3 } as const;
export type UserRoleId = (typeof USER_ROLES)[keyof typeof USER_ROLES];
export const userRoleName = (id: UserRoleId) =>
  (Object.keys(USER_ROLES) as (keyof typeof USER_ROLES)[]).find((name) => USER_ROLES[name] === id)!;

/** A user's place in their profile (`userRoleId`): 1 the profile's main admin (crown), 3 a user. */
export const PROFILE_MAIN_ADMIN = 1;
export const PROFILE_USER = 3;

export const TRIAL_DAYS = 30;

export type AccessLevel = "full" | "trial";

/** Contact, address and organisation details; which ones apply depends on the profile type. */
export type ProfileDetails = {
  phone: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  organizationName: string | null;
  organizationId: string | null;
  organizationVatId: string | null;
  organizationTaxId: string | null;
};

export const PROFILE_DETAIL_FIELDS = [
  "phone",
  "street",
  "zip",
  "city",
  "country",
  "organizationName",
  "organizationId",
  "organizationVatId",
  "organizationTaxId",
] as const satisfies readonly (keyof ProfileDetails)[];

/** What a self-registration asked besides the details (the trial form). */
export type RegistrationAnswers = {
  motivation: string | null;
  affectedCount: number | null;
  registrationCode: string | null;
  /** When the terms and the personal-data consent were accepted (ISO). */
  consentedAt: string;
};

export type Subscription = {
  subscriptionId: number;
  accessLevel: AccessLevel;
  /** ISO date-times. */
  startDate: string;
  expirationDate: string;
  description: string | null;
};

// ---------------------------------------------------------------------------------------------
// Profile

export type ProfileCreated = DomainEvent<
  "ProfileCreated",
  {
    profileId: number;
    profileType: ProfileTypeId;
    /** The first user, the profile's main admin. */
    mainAdminUserId: number;
    details: ProfileDetails;
    registration: RegistrationAnswers | null;
    createdAt: string;
  }
>;
/** Carries all details after the edit. */
export type ProfileDetailsEdited = DomainEvent<"ProfileDetailsEdited", { profileId: number; details: ProfileDetails }>;
export type ProfileUserAdded = DomainEvent<"ProfileUserAdded", { profileId: number; userId: number }>;
export type ProfileUserRemoved = DomainEvent<"ProfileUserRemoved", { profileId: number; userId: number }>;
export type ProfileAdminHandedOver = DomainEvent<
  "ProfileAdminHandedOver",
  { profileId: number; userId: number; previousUserId: number }
>;
/**
 * The profile became another type (a trial upgraded to single, school or firm when its payment was
 * confirmed): its seat limit is the new type's. Details the new type does not have are cleared by
 * a ProfileDetailsEdited in the same append.
 */
export type ProfileTypeChanged = DomainEvent<
  "ProfileTypeChanged",
  { profileId: number; profileType: ProfileTypeId; previousProfileType: ProfileTypeId }
>;
export type ProfileDisabled = DomainEvent<"ProfileDisabled", { profileId: number }>;
export type ProfileEnabled = DomainEvent<"ProfileEnabled", { profileId: number }>;
/**
 * What paid for a subscription or its extension ("payment-<id>", "order-<number>"), or null (a
 * trial, a staff grant). A profile never takes the same reference twice, so a replayed payment
 * event cannot grant twice.
 */
export type GrantReference = string | null;
export type SubscriptionStarted = DomainEvent<
  "SubscriptionStarted",
  Subscription & { profileId: number; reference: GrantReference }
>;
export type SubscriptionExtended = DomainEvent<
  "SubscriptionExtended",
  { profileId: number; subscriptionId: number; expirationDate: string; reference: GrantReference }
>;
/** The subscription ends at `cancelledAt` (its expiration date becomes that time). */
export type SubscriptionCancelled = DomainEvent<
  "SubscriptionCancelled",
  { profileId: number; subscriptionId: number; cancelledAt: string }
>;

export type ProfileEvent =
  | ProfileCreated
  | ProfileDetailsEdited
  | ProfileUserAdded
  | ProfileUserRemoved
  | ProfileAdminHandedOver
  | ProfileTypeChanged
  | ProfileDisabled
  | ProfileEnabled
  | SubscriptionStarted
  | SubscriptionExtended
  | SubscriptionCancelled;

/** How recorded profile events are read back. */
export const profileEvents = eventCodec<ProfileEvent>({
  types: {
    ProfileCreated: true,
    ProfileDetailsEdited: true,
    ProfileUserAdded: true,
    ProfileUserRemoved: true,
    ProfileAdminHandedOver: true,
    ProfileTypeChanged: true,
    ProfileDisabled: true,
    ProfileEnabled: true,
    SubscriptionStarted: true,
    SubscriptionExtended: true,
    SubscriptionCancelled: true,
  },
});

export type Profile = {
  profileId: number;
  profileType: ProfileTypeId;
  enabled: boolean;
  mainAdminUserId: number;
  /** In the order they joined; the main admin is one of them. */
  userIds: number[];
  details: ProfileDetails;
  subscriptions: Subscription[];
  /** References of the payments that started or extended its subscriptions. */
  grantedReferences: string[];
};

export type ProfileState = { status: "none" } | { status: "active"; profile: Profile };

export const initialProfileState = (): ProfileState => ({ status: "none" });

const earlier = (a: string, b: string) => (new Date(a) < new Date(b) ? a : b);
const withReference = (references: string[], reference: GrantReference) =>
  reference === null ? references : [...references, reference];

export function evolveProfile(state: ProfileState, event: ProfileEvent): ProfileState {
  if (event.type === "ProfileCreated") {
    const { profileId, profileType, mainAdminUserId, details } = event.data;
    return {
      status: "active",
      profile: {
        profileId,
        profileType,
        enabled: true,
        mainAdminUserId,
        userIds: [mainAdminUserId],
        details,
        subscriptions: [],
        grantedReferences: [],
      },
    };
  }
  if (state.status !== "active") return state;
  const profile = state.profile;
  const next = (changes: Partial<Profile>): ProfileState => ({ status: "active", profile: { ...profile, ...changes } });
  const withSubscription = (subscriptionId: number, change: (s: Subscription) => Subscription) =>
    next({ subscriptions: profile.subscriptions.map((s) => (s.subscriptionId === subscriptionId ? change(s) : s)) });
  switch (event.type) {
    case "ProfileDetailsEdited":
      return next({ details: event.data.details });
    case "ProfileUserAdded":
      return next({ userIds: [...profile.userIds, event.data.userId] });
    case "ProfileUserRemoved":
      return next({ userIds: profile.userIds.filter((id) => id !== event.data.userId) });
    case "ProfileAdminHandedOver":
      return next({ mainAdminUserId: event.data.userId });
    case "ProfileTypeChanged":
      return next({ profileType: event.data.profileType });
    case "ProfileDisabled":
      return next({ enabled: false });
    case "ProfileEnabled":
      return next({ enabled: true });
    case "SubscriptionStarted": {
      const { profileId: _profileId, reference, ...subscription } = event.data;
      return next({
        subscriptions: [...profile.subscriptions, subscription],
        grantedReferences: withReference(profile.grantedReferences, reference),
      });
    }
    case "SubscriptionExtended": {
      const extended = withSubscription(event.data.subscriptionId, (s) => ({
        ...s,
        expirationDate: event.data.expirationDate,
      }));
      return extended.status === "active"
        ? {
            status: "active",
            profile: {
              ...extended.profile,
              grantedReferences: withReference(profile.grantedReferences, event.data.reference),
            },
          }
        : extended;
    }
    case "SubscriptionCancelled":
      return withSubscription(event.data.subscriptionId, (s) => ({
        ...s,
        expirationDate: earlier(s.expirationDate, event.data.cancelledAt),
      }));
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
