import type { Projector } from "../../../eventstore/projector.ts";
import { normaliseEmail } from "../events.ts";
import { userEvents } from "../users/events.ts";
import type { AccountsTables } from "../tables.ts";

/** Users as the login, the profile page and the viewer lookup read them (the `users` table). */
export const accountsUsersProjector: Projector<AccountsTables> = {
  name: "accounts-users",
  // 2: email_normalised in the normal form that also folds trailing dots, NFC and IDN spellings
  version: 2,
  handles: ["UserRegistered", "UserDetailsEdited", "UserDeleted"] satisfies (typeof userEvents.types)[number][],
  tables: ["users"],
  async apply(writes, recorded) {
    const event = userEvents.decode(recorded);
    if (!event) return;
    switch (event.type) {
      case "UserRegistered": {
        const { userId, profileId, email, fullname, userRole } = event.data;
        const row = {
          id: userId,
          profile_id: profileId,
          email,
          email_normalised: normaliseEmail(email),
          fullname,
          user_role: userRole,
        };
        await writes.upsert("users", row, ["id"]);
        return;
      }
      case "UserDetailsEdited": {
        const { userId, email, fullname } = event.data;
        await writes.update("users", { id: userId }, { email, email_normalised: normaliseEmail(email), fullname });
        return;
      }
      case "UserDeleted":
        await writes.delete("users", { id: event.data.userId });
        return;
      case "UserPasswordChanged":
        return; // nothing the table shows
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
