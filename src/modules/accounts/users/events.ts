import type { DomainEvent } from "../../../eventstore/decider.ts";
import { eventCodec } from "../../../eventstore/event-codec.ts";
import type { UserRoleId } from "../events.ts";

/** The events of a user's stream (`user-<id>`): registration, details, password changes, deletion. */

export type UserRegistered = DomainEvent<
  "UserRegistered",
  { userId: number; profileId: number; email: string; fullname: string; userRole: UserRoleId }
>;
export type UserDetailsEdited = DomainEvent<"UserDetailsEdited", { userId: number; email: string; fullname: string }>;
/** The password was changed (by the user, or through a reset link); the event carries no secret. */
export type UserPasswordChanged = DomainEvent<
  "UserPasswordChanged",
  { userId: number; changedAt: string; via: "change" | "reset" }
>;
export type UserDeleted = DomainEvent<"UserDeleted", { userId: number; profileId: number }>;

export type UserEvent = UserRegistered | UserDetailsEdited | UserPasswordChanged | UserDeleted;

/** How recorded user events are read back. */
export const userEvents = eventCodec<UserEvent>({
  types: { UserRegistered: true, UserDetailsEdited: true, UserPasswordChanged: true, UserDeleted: true },
});

export type User = { userId: number; profileId: number; email: string; fullname: string; userRole: UserRoleId };

export type UserState = { status: "none" } | { status: "active"; user: User } | { status: "deleted" };

export const initialUserState = (): UserState => ({ status: "none" });

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case "UserRegistered":
      return { status: "active", user: { ...event.data } };
    case "UserDetailsEdited":
      return state.status === "active"
        ? { status: "active", user: { ...state.user, email: event.data.email, fullname: event.data.fullname } }
        : state;
    case "UserPasswordChanged":
      return state;
    case "UserDeleted":
      return { status: "deleted" };
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
