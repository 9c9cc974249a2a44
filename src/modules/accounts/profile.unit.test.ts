import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { byLibrary, byProfileAdmin, type ProfileCommand, profileDecider } from "./decide.ts";
import type { ProfileCreated, ProfileDetails, ProfileEvent, ProfileTypeId, Subscription } from "./events.ts";
import { noDetails } from "./validation.ts";

const spec = deciderSpec(profileDecider);

const createdAt = new Date("2025-03-01T10:00:00Z");
const schoolDetails: ProfileDetails = {
  ...noDetails(),
  phone: "+421 900 123 456",
  organizationName: "ZŠ Hradná",
  street: "Hradná 1",
  city: "Bratislava",
  country: "Slovensko",
};

const created = (
  profileType: ProfileTypeId,
  details: ProfileDetails = schoolDetails,
  profileId = 7,
): ProfileCreated => ({
  type: "ProfileCreated",
  data: { profileId, profileType, mainAdminUserId: 1, details, registration: null, createdAt: createdAt.toISOString() },
});
const school = created(2);
const added = (userId: number): ProfileEvent => ({ type: "ProfileUserAdded", data: { profileId: 7, userId } });
const removed = (userId: number): ProfileEvent => ({ type: "ProfileUserRemoved", data: { profileId: 7, userId } });

const create = (
  profileType: number,
  details: Record<string, string | null>,
  subscription?: Subscription,
): ProfileCommand => ({
  type: "CreateProfile",
  data: { profileId: 7, profileType, mainAdminUserId: 1, details, registration: null, createdAt, subscription },
});
const addUser = (userId: number, by = byProfileAdmin(1)): ProfileCommand => ({
  type: "AddProfileUser",
  data: { userId, by },
});
const removeUser = (userId: number, by = byProfileAdmin(1)): ProfileCommand => ({
  type: "RemoveProfileUser",
  data: { userId, by },
});
const handOver = (userId: number, by = byProfileAdmin(1)): ProfileCommand => ({
  type: "HandOverProfileAdmin",
  data: { userId, by },
});
const edit = (changes: Record<string, string | null | undefined>, by = byProfileAdmin(1)): ProfileCommand => ({
  type: "EditProfileDetails",
  data: { by, changes },
});

const trialSubscription: Subscription = {
  subscriptionId: 3,
  accessLevel: "trial",
  startDate: "2025-03-01T10:00:00.000Z",
  expirationDate: "2025-03-31T10:00:00.000Z",
  description: null,
};

describe("creating a profile", () => {
  it("creates it with its first user as the main admin, and an optional subscription", () => {
    spec.given([]).when(create(2, schoolDetails)).then([school]);
    spec
      .given([])
      .when(create(4, { phone: "+421900123456" }, trialSubscription))
      .then([
        created(4, { ...noDetails(), phone: "+421900123456" }),
        { type: "SubscriptionStarted", data: { profileId: 7, ...trialSubscription, reference: null } },
      ]);
  });

  it("requires the details of its type: an individual's address, a school's name and phone, a firm's ids", () => {
    spec
      .given([])
      .when(create(1, {}))
      .thenFailsValidation({ street: "REQUIRED", city: "REQUIRED", country: "REQUIRED" });
    spec
      .given([])
      .when(create(2, { street: "Hradná 1", city: "Bratislava", country: "Slovensko" }))
      .thenFailsValidation({ phone: "REQUIRED", organizationName: "REQUIRED" });
    spec
      .given([])
      .when(create(3, schoolDetails))
      .thenFailsValidation({ organizationId: "REQUIRED", organizationVatId: "REQUIRED" });
    spec
      .given([])
      .when(create(4, { phone: " " }))
      .thenFailsValidation({ phone: "REQUIRED" });
    spec
      .given([])
      .when(create(5, {}))
      .then([created(5, noDetails())]);
  });

  it("refuses details its type does not have, a badly formed phone and over-long texts", () => {
    spec
      .given([])
      .when(create(1, { street: "Hlavná 1", city: "Nitra", country: "Slovensko", organizationName: "Firma" }))
      .thenFailsValidation({ organizationName: "NOT_FOR_PROFILE_TYPE" });
    spec
      .given([])
      .when(create(2, { ...schoolDetails, phone: "12345" }))
      .thenFailsValidation({ phone: "PHONE_INVALID" });
    spec
      .given([])
      .when(create(2, { ...schoolDetails, city: "x".repeat(201) }))
      .thenFailsValidation({ city: "TOO_LONG" });
  });

  it("trims the details and keeps blank ones as null", () => {
    spec
      .given([])
      .when(create(1, { street: " Hlavná 1 ", zip: "  ", city: "Nitra", country: "Slovensko", phone: "" }))
      .then([created(1, { ...noDetails(), street: "Hlavná 1", city: "Nitra", country: "Slovensko" })]);
  });

  it("refuses an unknown type, a second creation and a subscription that ends before it starts", () => {
    spec.given([]).when(create(6, {})).thenThrows("PROFILE_TYPE_INVALID");
    spec.given([school]).when(create(2, schoolDetails)).thenThrows("PROFILE_ALREADY_EXISTS");
    spec
      .given([])
      .when(
        create(4, { phone: "+421900123456" }, { ...trialSubscription, expirationDate: trialSubscription.startDate }),
      )
      .thenFailsValidation({ expirationDate: "EXPIRATION_NOT_AFTER_START" });
  });
});

describe("a profile's users and seats", () => {
  it("lets the main admin of a school add users up to 10 seats, the admin included", () => {
    const nine = [2, 3, 4, 5, 6, 7, 8, 9].map(added);
    spec
      .given([school, ...nine])
      .when(addUser(10))
      .then([added(10)]);
    spec
      .given([school, ...nine, added(10)])
      .when(addUser(11))
      .thenThrows("SEAT_LIMIT_REACHED", { limit: 10 });
  });

  it("gives a firm 3 seats, and the library is held to the seat limit too", () => {
    const firm = created(3, { ...schoolDetails, organizationId: "12345678", organizationVatId: "SK2020123456" });
    spec
      .given([firm, added(2)])
      .when(addUser(3))
      .then([added(3)]);
    spec
      .given([firm, added(2), added(3)])
      .when(addUser(4, byLibrary))
      .thenThrows("SEAT_LIMIT_REACHED", { limit: 3 });
  });

  it("frees a seat when a user is removed", () => {
    const firm = created(3, { ...schoolDetails, organizationId: "12345678", organizationVatId: "SK2020123456" });
    spec
      .given([firm, added(2), added(3), removed(2)])
      .when(addUser(4))
      .then([added(4)]);
  });

  it("refuses users added by anyone but the main admin", () =>
    spec
      .given([school, added(2)])
      .when(addUser(3, byProfileAdmin(2)))
      .thenThrows("NOT_PROFILE_ADMIN"));

  it("lets a profile admin manage users only in schools and firms; the library may add to any profile with a free seat", () => {
    const single = created(1, { ...noDetails(), street: "Hlavná 1", city: "Nitra", country: "Slovensko" });
    spec.given([single]).when(addUser(2)).thenThrows("USERS_ONLY_FOR_ORGANISATIONS");
    spec.given([single]).when(addUser(2, byLibrary)).thenThrows("SEAT_LIMIT_REACHED", { limit: 1 });
    spec
      .given([created(5, noDetails())])
      .when(handOver(2))
      .thenThrows("USERS_ONLY_FOR_ORGANISATIONS");
  });

  it("adds a user who is already in the profile only once", () =>
    spec
      .given([school, added(2)])
      .when(addUser(2))
      .then([]));

  it("removes a user of the profile, but not the admin himself, nor anyone outside it", () => {
    spec
      .given([school, added(2)])
      .when(removeUser(2))
      .then([removed(2)]);
    spec
      .given([school, added(2)])
      .when(removeUser(1))
      .thenThrows("CANNOT_DELETE_SELF");
    spec
      .given([school, added(2)])
      .when(removeUser(99))
      .thenThrows("USER_NOT_IN_PROFILE");
    spec
      .given([school, added(2), removed(2)])
      .when(removeUser(2))
      .thenThrows("USER_NOT_IN_PROFILE");
    spec
      .given([school, added(2), added(3)])
      .when(removeUser(3, byProfileAdmin(2)))
      .thenThrows("NOT_PROFILE_ADMIN");
  });

  it("never removes the main admin, not even for the library: the right must be handed over first", () =>
    spec
      .given([school, added(2)])
      .when(removeUser(1, byLibrary))
      .thenThrows("CANNOT_REMOVE_MAIN_ADMIN"));

  it("hands the main-admin right over; the former admin loses it", () => {
    const handedOver: ProfileEvent = {
      type: "ProfileAdminHandedOver",
      data: { profileId: 7, userId: 2, previousUserId: 1 },
    };
    spec
      .given([school, added(2)])
      .when(handOver(2))
      .then([handedOver]);
    spec
      .given([school, added(2), handedOver])
      .when(addUser(3))
      .thenThrows("NOT_PROFILE_ADMIN");
    spec
      .given([school, added(2), handedOver])
      .when(removeUser(1, byProfileAdmin(2)))
      .then([removed(1)]);
    spec
      .given([school, added(2)])
      .when(handOver(1))
      .then([]);
    spec
      .given([school, added(2)])
      .when(handOver(5))
      .thenThrows("USER_NOT_IN_PROFILE");
    spec
      .given([school, added(2), added(3)])
      .when(handOver(3, byProfileAdmin(2)))
      .thenThrows("NOT_PROFILE_ADMIN");
  });

  it("refuses commands for a profile that does not exist", () => {
    spec.given([]).when(addUser(2)).thenThrows("PROFILE_NOT_FOUND");
    spec
      .given([])
      .when(edit({ phone: null }))
      .thenThrows("PROFILE_NOT_FOUND");
    spec.given([]).when({ type: "DisableProfile" }).thenThrows("PROFILE_NOT_FOUND");
  });
});

describe("a profile's details", () => {
  const ids = { organizationId: "00123456", organizationVatId: "SK2020123456" };
  const schoolWithIds = created(2, { ...schoolDetails, ...ids });

  it("changes the given details, keeps the absent ones and clears those given as null or blank", () => {
    spec
      .given([schoolWithIds])
      .when(edit({ city: " Košice ", zip: "040 01", organizationName: undefined, phone: "+421 900 123 457" }))
      .then([
        {
          type: "ProfileDetailsEdited",
          data: {
            profileId: 7,
            details: { ...schoolDetails, ...ids, city: "Košice", zip: "040 01", phone: "+421 900 123 457" },
          },
        },
      ]);
    spec
      .given([
        schoolWithIds,
        { type: "ProfileDetailsEdited", data: { profileId: 7, details: { ...schoolDetails, ...ids, zip: "040 01" } } },
      ])
      .when(edit({ zip: " " }))
      .then([{ type: "ProfileDetailsEdited", data: { profileId: 7, details: { ...schoolDetails, ...ids } } }]);
  });

  it("records nothing when nothing changes", () =>
    spec
      .given([schoolWithIds])
      .when(edit({ city: "Bratislava " }))
      .then([]));

  it("keeps the type's rules: required details cannot be cleared", () =>
    spec
      .given([schoolWithIds])
      .when(edit({ phone: null, organizationName: " ", organizationVatId: "" }))
      .thenFailsValidation({ phone: "REQUIRED", organizationName: "REQUIRED", organizationVatId: "REQUIRED" }));

  it("asks a school that registered without its company and VAT ids for them when it saves its details", () => {
    spec
      .given([school])
      .when(edit({ city: "Nitra" }))
      .thenFailsValidation({ organizationId: "REQUIRED", organizationVatId: "REQUIRED" });
    spec
      .given([school])
      .when(edit(ids))
      .then([{ type: "ProfileDetailsEdited", data: { profileId: 7, details: { ...schoolDetails, ...ids } } }]);
  });

  it("is edited only by the main admin", () =>
    spec
      .given([schoolWithIds, added(2)])
      .when(edit({ city: "Nitra" }, byProfileAdmin(2)))
      .thenThrows("NOT_PROFILE_ADMIN"));
});

describe("disabling a profile", () => {
  const disabled: ProfileEvent = { type: "ProfileDisabled", data: { profileId: 7 } };
  it("disables and enables it, each only once", () => {
    spec.given([school]).when({ type: "DisableProfile" }).then([disabled]);
    spec.given([school, disabled]).when({ type: "DisableProfile" }).then([]);
    spec
      .given([school, disabled])
      .when({ type: "EnableProfile" })
      .then([{ type: "ProfileEnabled", data: { profileId: 7 } }]);
    spec.given([school]).when({ type: "EnableProfile" }).then([]);
  });
});

describe("the subscription a profile starts with", () => {
  const full: Subscription = {
    subscriptionId: 4,
    accessLevel: "full",
    startDate: "2025-03-01T10:00:00.000Z",
    expirationDate: "2026-03-01T10:00:00.000Z",
    description: "Ročné predplatné",
  };
  const withSubscription = (subscription: Subscription) => create(2, schoolDetails, subscription);
  const started = (subscription: Subscription): ProfileEvent => ({
    type: "SubscriptionStarted",
    data: { profileId: 7, ...subscription, reference: null },
  });

  it("starts with its access level, dates and description (blank: none)", () => {
    spec
      .given([])
      .when(withSubscription(full))
      .then([school, started(full)]);
    spec
      .given([])
      .when(withSubscription({ ...full, description: "  " }))
      .then([school, started({ ...full, description: null })]);
  });

  it("refuses an unknown access level and an end before the start", () => {
    spec
      .given([])
      .when(withSubscription({ ...full, accessLevel: "gold" as "full" }))
      .thenFailsValidation({ accessLevel: "ACCESS_LEVEL_INVALID" });
    spec
      .given([])
      .when(withSubscription({ ...full, expirationDate: "2025-02-01T10:00:00.000Z" }))
      .thenFailsValidation({ expirationDate: "EXPIRATION_NOT_AFTER_START" });
  });
});
