import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type ProfileCommand, profileDecider } from "./decide.ts";
import {
  initialProfileState,
  type ProfileCreated,
  type ProfileDetails,
  type ProfileEvent,
  type ProfileTypeId,
} from "./events.ts";
import { noDetails } from "./validation.ts";

const spec = deciderSpec(profileDecider);

const trialDetails: ProfileDetails = {
  ...noDetails(),
  phone: "+421 900 123 456",
  organizationName: "ZŠ Hradná",
  street: "Hradná 1",
  city: "Bratislava",
  country: "Slovensko",
};
const created = (profileType: ProfileTypeId, details = trialDetails): ProfileCreated => ({
  type: "ProfileCreated",
  data: {
    profileId: 7,
    profileType,
    mainAdminUserId: 1,
    details,
    registration: null,
    createdAt: "2026-03-01T10:00:00.000Z",
  },
});
const changeType = (profileType: number): ProfileCommand => ({ type: "ChangeProfileType", data: { profileType } });
const typeChanged = (profileType: ProfileTypeId, previousProfileType: ProfileTypeId): ProfileEvent => ({
  type: "ProfileTypeChanged",
  data: { profileId: 7, profileType, previousProfileType },
});
const added = (userId: number): ProfileEvent => ({ type: "ProfileUserAdded", data: { profileId: 7, userId } });

describe("changing a profile's type (a trial's paid upgrade)", () => {
  it("a trial becomes a school or a firm, keeping the details both types have", () => {
    spec
      .given([created(4)])
      .when(changeType(2))
      .then([typeChanged(2, 4)]);
    spec
      .given([created(4)])
      .when(changeType(3))
      .then([typeChanged(3, 4)]);
  });

  it("a trial becoming single loses the organisation name, which a single profile does not have", () => {
    spec
      .given([created(4)])
      .when(changeType(1))
      .then([
        typeChanged(1, 4),
        { type: "ProfileDetailsEdited", data: { profileId: 7, details: { ...trialDetails, organizationName: null } } },
      ]);
  });

  it("the new type's seat limit applies from then on", () => {
    const school = [created(4), typeChanged(2, 4)];
    const state = [...school, ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map(added)].reduce(
      profileDecider.evolve,
      initialProfileState(),
    );
    expect(state.status === "active" && state.profile.profileType).toBe(2);
    spec
      .given(school)
      .when({ type: "AddProfileUser", data: { userId: 2, by: { kind: "profileAdmin", userId: 1 } } })
      .then([added(2)]);
    spec
      .given([...school, ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map(added)])
      .when({ type: "AddProfileUser", data: { userId: 11, by: { kind: "profileAdmin", userId: 1 } } })
      .thenThrows("SEAT_LIMIT_REACHED", { limit: 10 });
  });

  it("a profile with more users than the new type allows keeps its type", () => {
    spec
      .given([created(2), added(2), added(3), added(4)])
      .when(changeType(3))
      .thenThrows("PROFILE_TOO_MANY_USERS_FOR_TYPE", { limit: 3 });
  });

  it("the same type changes nothing; an unknown type or profile is refused", () => {
    spec
      .given([created(2)])
      .when(changeType(2))
      .then([]);
    spec
      .given([created(4)])
      .when(changeType(9))
      .thenThrows("PROFILE_TYPE_INVALID");
    spec.given([]).when(changeType(2)).thenThrows("PROFILE_NOT_FOUND");
  });
});
