import { sql } from "kysely";
import type { Projector } from "../../../eventstore/projector.ts";
import { type ProfileDetails, profileEvents } from "../events.ts";
import type { AccountsTables } from "../tables.ts";

const detailColumns = (details: ProfileDetails) => ({
  phone: details.phone,
  street: details.street,
  zip: details.zip,
  city: details.city,
  country: details.country,
  organization_name: details.organizationName,
  organization_id: details.organizationId,
  organization_vat_id: details.organizationVatId,
  organization_tax_id: details.organizationTaxId,
});

/**
 * Profiles as the profile page and the viewer lookup read them (the `profiles` table): type,
 * enabled flag, main admin, the user ids in the order they joined, and the details.
 */
export const accountsProfilesProjector: Projector<AccountsTables> = {
  name: "accounts-profiles",
  version: 2,
  handles: [
    "ProfileCreated",
    "ProfileDetailsEdited",
    "ProfileUserAdded",
    "ProfileUserRemoved",
    "ProfileAdminHandedOver",
    "ProfileTypeChanged",
    "ProfileDisabled",
    "ProfileEnabled",
  ] satisfies (typeof profileEvents.types)[number][],
  tables: ["profiles"],
  async apply(writes, recorded) {
    const event = profileEvents.decode(recorded);
    if (!event) return;
    switch (event.type) {
      case "ProfileCreated": {
        const { profileId, profileType, mainAdminUserId, details, registration, createdAt } = event.data;
        const row = {
          id: profileId,
          profile_type: profileType,
          enabled: true,
          main_admin_user_id: mainAdminUserId,
          user_ids: [mainAdminUserId],
          ...detailColumns(details),
          motivation: registration?.motivation ?? null,
          affected_count: registration?.affectedCount ?? null,
          registration_code: registration?.registrationCode ?? null,
          created_at: new Date(createdAt),
        };
        await writes.upsert("profiles", row, ["id"]);
        return;
      }
      case "ProfileDetailsEdited":
        await writes.update("profiles", { id: event.data.profileId }, detailColumns(event.data.details));
        return;
      case "ProfileUserAdded": {
        const { profileId, userId } = event.data;
        await writes.execute((trx) =>
          trx
            .updateTable("profiles")
            .set((eb) => ({ user_ids: eb.fn("array_append", [eb.ref("user_ids"), eb.val(userId)]) }))
            .where("id", "=", profileId)
            .where(sql<boolean>`NOT (user_ids @> ARRAY[${userId}]::int[])`)
            .execute(),
        );
        return;
      }
      case "ProfileUserRemoved": {
        const { profileId, userId } = event.data;
        await writes.execute((trx) =>
          trx
            .updateTable("profiles")
            .set((eb) => ({ user_ids: eb.fn("array_remove", [eb.ref("user_ids"), eb.val(userId)]) }))
            .where("id", "=", profileId)
            .execute(),
        );
        return;
      }
      case "ProfileAdminHandedOver":
        await writes.update("profiles", { id: event.data.profileId }, { main_admin_user_id: event.data.userId });
        return;
      case "ProfileTypeChanged":
        await writes.update("profiles", { id: event.data.profileId }, { profile_type: event.data.profileType });
        return;
      case "ProfileDisabled":
      case "ProfileEnabled":
        await writes.update("profiles", { id: event.data.profileId }, { enabled: event.type === "ProfileEnabled" });
        return;
      case "SubscriptionStarted":
      case "SubscriptionExtended":
      case "SubscriptionCancelled":
        return; // the accounts-subscriptions projector's
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
