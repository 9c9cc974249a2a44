import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { Database } from "../../db/database.ts";
import {
  type AccessLevel,
  normaliseEmail,
  PROFILE_MAIN_ADMIN,
  PROFILE_USER,
  type ProfileDetails,
  type ProfileTypeId,
  SEAT_LIMITS,
  type UserRoleId,
} from "./events.ts";

/** A user as the API shows it. */
export type UserView = {
  id: number;
  fullname: string;
  email: string;
  /** Library role: 1 admin, 2 user-admin, 3 user. */
  userRole: UserRoleId;
  /** 1 the profile's main admin, 3 a user of the profile. */
  userRoleId: typeof PROFILE_MAIN_ADMIN | typeof PROFILE_USER;
  profileId: number;
};

export type ProfileView = {
  id: number;
  enabled: boolean;
  profileType: ProfileTypeId;
  mainAdminUserId: number;
  userCount: number;
  userLimit: number;
} & ProfileDetails;

export type SubscriptionView = {
  id: number;
  accessLevel: AccessLevel;
  startDate: string;
  expirationDate: string;
  description: string | null;
};

const userColumns = (eb: ExpressionBuilder<Database, "users" | "profiles">) =>
  [
    "users.id",
    "users.fullname",
    "users.email",
    "users.user_role",
    "users.profile_id",
    eb
      .case()
      .when("profiles.main_admin_user_id", "=", eb.ref("users.id"))
      .then(PROFILE_MAIN_ADMIN)
      .else(PROFILE_USER)
      .end()
      .as("user_role_id"),
  ] as const;

type UserRow = {
  id: number;
  fullname: string;
  email: string;
  user_role: number;
  profile_id: number;
  user_role_id: number;
};

const toUserView = (row: UserRow): UserView => ({
  id: row.id,
  fullname: row.fullname,
  email: row.email,
  userRole: row.user_role as UserRoleId,
  userRoleId: row.user_role_id === PROFILE_MAIN_ADMIN ? PROFILE_MAIN_ADMIN : PROFILE_USER,
  profileId: row.profile_id,
});

export async function findUser(db: Kysely<Database>, userId: number): Promise<UserView | undefined> {
  const row = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.id", "users.profile_id")
    .select((eb) => userColumns(eb))
    .where("users.id", "=", userId)
    .executeTakeFirst();
  return row ? toUserView(row) : undefined;
}

/** The profile's users, the main admin first, then in the order they were created. */
export async function usersOfProfile(db: Kysely<Database>, profileId: number): Promise<UserView[]> {
  const rows = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.id", "users.profile_id")
    .select((eb) => userColumns(eb))
    .where("users.profile_id", "=", profileId)
    .orderBy(sql`users.id = profiles.main_admin_user_id`, "desc")
    .orderBy("users.id")
    .execute();
  return rows.map(toUserView);
}

export async function findProfile(db: Kysely<Database>, profileId: number): Promise<ProfileView | undefined> {
  const row = await db.selectFrom("profiles").selectAll().where("id", "=", profileId).executeTakeFirst();
  if (!row) return undefined;
  const profileType = row.profile_type as ProfileTypeId;
  return {
    id: row.id,
    enabled: row.enabled,
    profileType,
    mainAdminUserId: row.main_admin_user_id,
    userCount: row.user_ids.length,
    userLimit: SEAT_LIMITS[profileType],
    phone: row.phone,
    street: row.street,
    zip: row.zip,
    city: row.city,
    country: row.country,
    organizationName: row.organization_name,
    organizationId: row.organization_id,
    organizationVatId: row.organization_vat_id,
    organizationTaxId: row.organization_tax_id,
  };
}

/** The profile's subscriptions, the latest first. */
export async function subscriptionsOf(db: Kysely<Database>, profileId: number): Promise<SubscriptionView[]> {
  const rows = await db
    .selectFrom("subscriptions")
    .select(["id", "access_level", "start_date", "expiration_date", "description"])
    .where("profile_id", "=", profileId)
    .orderBy("start_date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    accessLevel: row.access_level as AccessLevel,
    startDate: new Date(row.start_date).toISOString(),
    expirationDate: new Date(row.expiration_date).toISOString(),
    description: row.description,
  }));
}

/** What login needs about the holder of an address: one query. */
export type LoginCandidate = {
  userId: number;
  fullname: string;
  email: string;
  passwordHash: string | undefined;
  profileEnabled: boolean;
};

export async function loginCandidate(
  db: Kysely<Database>,
  normalisedEmail: string,
): Promise<LoginCandidate | undefined> {
  const row = await db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.id", "users.profile_id")
    .leftJoin("credentials", "credentials.user_id", "users.id")
    .select(["users.id", "users.fullname", "users.email", "credentials.password_hash", "profiles.enabled"])
    .where("users.email_normalised", "=", normalisedEmail)
    .orderBy("users.id")
    .executeTakeFirst();
  return row
    ? {
        userId: row.id,
        fullname: row.fullname,
        email: row.email,
        passwordHash: row.password_hash ?? undefined,
        profileEnabled: row.enabled,
      }
    : undefined;
}

/** Whether a user holds this address in the read model (a registration refuses it before anything is paid). */
export async function isAddressRegistered(db: Kysely<Database>, email: string): Promise<boolean> {
  return (await loginCandidate(db, normaliseEmail(email))) !== undefined;
}

/**
 * The ids and e-mail addresses of these users and of those `moreUserIds` selects, as a query for
 * another module's statement to embed: the payments' audit trail names its actors in the same
 * statement that reads it (payments/history/queries.ts).
 */
export function emailsOfUsersQuery(
  db: Kysely<Database>,
  userIds: readonly number[],
  moreUserIds: SelectQueryBuilder<Database, keyof Database, { id: number | null }>,
) {
  return db
    .selectFrom("users")
    .select(["users.id", "users.email"])
    .where((eb) =>
      eb.or([eb("users.id", "in", moreUserIds), ...(userIds.length > 0 ? [eb("users.id", "in", userIds)] : [])]),
    );
}

/** The e-mail addresses of these users, by id (a history naming who did what); a user gone since is left out. */
export async function emailsOfUsers(db: Kysely<Database>, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("users")
    .select(["id", "email"])
    .where("id", "in", [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.email]));
}
