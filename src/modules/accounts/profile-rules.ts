import { DomainError } from "../../shared/errors.ts";
import {
  isProfileType,
  type Profile,
  type ProfileDetails,
  type ProfileEvent,
  type ProfileState,
  SEAT_LIMITS,
} from "./events.ts";
import { detailsOfType } from "./validation.ts";

/** Rules of the profile stream that more than one decision uses (decide.ts, subscriptions/decide.ts). Pure. */

export const activeProfile = (state: ProfileState): Profile => {
  if (state.status !== "active") throw new DomainError("PROFILE_NOT_FOUND");
  return state.profile;
};

export const sameDetails = (a: ProfileDetails, b: ProfileDetails) =>
  (Object.keys(a) as (keyof ProfileDetails)[]).every((key) => a[key] === b[key]);

/**
 * The profile becomes another type (a trial's paid upgrade): its seats are the new type's, so it
 * may not have more users than those. A detail the new type does not have (a trial's organisation
 * name on a single profile) goes; required ones it lacks are asked for at the next edit, which
 * validates against the new type.
 */
export function typeChangeEvents(profile: Profile, profileType: number): ProfileEvent[] {
  if (!isProfileType(profileType)) throw new DomainError("PROFILE_TYPE_INVALID");
  if (profileType === profile.profileType) return [];
  const limit = SEAT_LIMITS[profileType];
  if (profile.userIds.length > limit) throw new DomainError("PROFILE_TOO_MANY_USERS_FOR_TYPE", { limit });
  const events: ProfileEvent[] = [
    {
      type: "ProfileTypeChanged",
      data: { profileId: profile.profileId, profileType, previousProfileType: profile.profileType },
    },
  ];
  const kept = detailsOfType(profileType, profile.details);
  if (!sameDetails(kept, profile.details))
    events.push({ type: "ProfileDetailsEdited", data: { profileId: profile.profileId, details: kept } });
  return events;
}
