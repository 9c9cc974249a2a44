import { describe, it } from "vitest";
import { deciderSpec } from "../../../test/support/decider-spec.ts";
import { type UserCommand, userDecider } from "./decide.ts";
import type { UserEvent, UserRegistered } from "./users/events.ts";

const users = deciderSpec(userDecider);

const registered: UserRegistered = {
  type: "UserRegistered",
  data: { userId: 5, profileId: 7, email: "Jana@Example.sk", fullname: "Jana Nováková", userRole: 3 },
};
const register = (data: Partial<UserRegistered["data"]>): UserCommand => ({
  type: "RegisterUser",
  data: { ...registered.data, ...data },
});
const deleted: UserEvent = { type: "UserDeleted", data: { userId: 5, profileId: 7 } };

describe("a user", () => {
  it("registers with a trimmed e-mail (its case kept) and name, and a library role", () => {
    users
      .given([])
      .when(register({ email: " Jana@Example.sk ", fullname: " Jana Nováková " }))
      .then([registered]);
    users
      .given([])
      .when(register({ userRole: 1 }))
      .then([{ ...registered, data: { ...registered.data, userRole: 1 } }]);
  });

  it("needs an address-shaped e-mail and a name", () => {
    users
      .given([])
      .when(register({ email: "", fullname: " " }))
      .thenFailsValidation({ email: "EMAIL_REQUIRED", fullname: "REQUIRED" });
    users
      .given([])
      .when(register({ email: "jana@example" }))
      .thenFailsValidation({ email: "EMAIL_INVALID" });
    users
      .given([])
      .when(register({ email: `${"j".repeat(250)}@example.sk`, fullname: "J".repeat(201) }))
      .thenFailsValidation({ email: "TOO_LONG", fullname: "TOO_LONG" });
  });

  it("refuses an unknown library role and a second registration", () => {
    users
      .given([])
      .when(register({ userRole: 4 as 3 }))
      .thenThrows("USER_ROLE_INVALID");
    users.given([registered]).when(register({})).thenThrows("USER_ALREADY_EXISTS");
  });

  it("edits the e-mail and name, recording nothing when nothing changes", () => {
    users
      .given([registered])
      .when({ type: "EditUserDetails", data: { email: "jana.novakova@example.sk", fullname: "Jana Nováková" } })
      .then([
        {
          type: "UserDetailsEdited",
          data: { userId: 5, email: "jana.novakova@example.sk", fullname: "Jana Nováková" },
        },
      ]);
    users
      .given([registered])
      .when({ type: "EditUserDetails", data: { email: "Jana@Example.sk ", fullname: "Jana Nováková" } })
      .then([]);
    users
      .given([registered])
      .when({ type: "EditUserDetails", data: { email: "x", fullname: "" } })
      .thenFailsValidation({ email: "EMAIL_INVALID", fullname: "REQUIRED" });
  });

  it("records a password change without any secret", () => {
    const changedAt = new Date("2025-04-01T12:00:00Z");
    users
      .given([registered])
      .when({ type: "RecordPasswordChange", data: { changedAt, via: "reset" } })
      .then([{ type: "UserPasswordChanged", data: { userId: 5, changedAt: changedAt.toISOString(), via: "reset" } }]);
  });

  it("is deleted once; a deleted or unknown user cannot be changed", () => {
    users.given([registered]).when({ type: "DeleteUser" }).then([deleted]);
    users.given([registered, deleted]).when({ type: "DeleteUser" }).thenThrows("USER_NOT_FOUND");
    users
      .given([registered, deleted])
      .when({ type: "EditUserDetails", data: { email: "a@b.sk", fullname: "A" } })
      .thenThrows("USER_NOT_FOUND");
    users
      .given([])
      .when({ type: "RecordPasswordChange", data: { changedAt: new Date(), via: "change" } })
      .thenThrows("USER_NOT_FOUND");
    users.given([registered, deleted]).when(register({})).thenThrows("USER_ALREADY_EXISTS");
  });
});
