import type { UserEvent } from "../src/modules/accounts/events.ts";
import type { Projector } from "./projector.ts";

/**
 * Users as the login, the profile page and the viewer lookup read them. Whether a user is the
 * profile's main admin is the profile's fact (profiles.main_admin_user_id), joined in by queries.
 */
export interface UsersTable {
  id: number;
  profile_id: number;
  /** As the user typed it. */
  email: string;
  /** Trimmed, lower case: what login looks up and what the reservation streams keep unique. */
  email_normalised: string;
  fullname: string;
  /** Library role: 1 admin, 2 user-admin, 3 user. */
  user_role: number;
}

type HandledEvent = Extract<UserEvent, { type: "UserRegistered" | "UserDetailsEdited" | "UserDeleted" }>;

const normalised = (email: string) => email.trim().toLowerCase();

export const accountsUsersProjector: Projector = {
  name: "accounts-users",
  version: 1,
  handles: ["UserRegistered", "UserDetailsEdited", "UserDeleted"] satisfies HandledEvent["type"][],
  tables: ["users"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    switch (event.type) {
      case "UserRegistered": {
        const { userId, profileId, email, fullname, userRole } = event.data;
        const row = { id: userId, profile_id: profileId, email, email_normalised: normalised(email), fullname, user_role: userRole };
        await trx
          .insertInto("users")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "UserDetailsEdited": {
        const { userId, email, fullname } = event.data;
        await trx.updateTable("users").set({ email, email_normalised: normalised(email), fullname }).where("id", "=", userId).execute();
        return;
      }
      case "UserDeleted":
        await trx.deleteFrom("users").where("id", "=", event.data.userId).execute();
        return;
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
