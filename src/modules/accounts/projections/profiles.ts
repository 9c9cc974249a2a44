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
  async apply(trx, recorded) {
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
        await trx
          .insertInto("profiles")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "ProfileDetailsEdited":
        await trx.updateTable("profiles").set(detailColumns(event.data.details)).where("id", "=", event.data.profileId).execute();
        return;
      case "ProfileUserAdded": {
        const { profileId, userId } = event.data;
        await trx
          .updateTable("profiles")
          .set((eb) => ({ user_ids: eb.fn("array_append", [eb.ref("user_ids"), eb.val(userId)]) }))
          .where("id", "=", profileId)
          .where(sql<boolean>`NOT (user_ids @> ARRAY[${userId}]::int[])`)
          .execute();
        return;
      }
      case "ProfileUserRemoved": {
        const { profileId, userId } = event.data;
        await trx
          .updateTable("profiles")
          .set((eb) => ({ user_ids: eb.fn("array_remove", [eb.ref("user_ids"), eb.val(userId)]) }))
          .where("id", "=", profileId)
          .execute();
        return;
      }
      case "ProfileAdminHandedOver":
        await trx.updateTable("profiles").set({ main_admin_user_id: event.data.userId }).where("id", "=", event.data.profileId).execute();
        return;
      case "ProfileTypeChanged":
        await trx.updateTable("profiles").set({ profile_type: event.data.profileType }).where("id", "=", event.data.profileId).execute();
        return;
      case "ProfileDisabled":
      case "ProfileEnabled":
        await trx
          .updateTable("profiles")
          .set({ enabled: event.type === "ProfileEnabled" })
          .where("id", "=", event.data.profileId)
          .execute();
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
