import type { ProfileTypeName } from "../../auth/account-rules.ts";

/** Role and type ids of the accounts API (see the User, UserRole and ProfileType types). */

/** `userRole.id` of a library admin, who sees the admin zone's links (the server decides what they may do). */
export const LIBRARY_ADMIN_ROLE_ID = 1;

/** `userRole.id` of a user-admin, whose profile root is the users list. */
export const USER_ADMIN_ROLE_ID = 2;

/** `userRoleId` of the profile's main administrator (shown with a crown; edits the profile). */
export const PROFILE_MAIN_ADMIN_ROLE_ID = 1;

/** `userRoleId` of the profile's other users (the former main admin too, after handing over). */
export const PROFILE_USER_ROLE_ID = 3;

export const PROFILE_TYPES: Record<number, ProfileTypeName> = {
  1: "single",
  2: "school",
  3: "firm",
  4: "trial",
  5: "admin",
};

export const profileTypeName = (id: number): ProfileTypeName | null => PROFILE_TYPES[id] ?? null;

/** Schools and firms have organisation details and several users managed by their main admin. */
export const isOrganisation = (profileTypeId: number): boolean => profileTypeId === 2 || profileTypeId === 3;
