import { sql } from "kysely";
import type { ProfileDetails, ProfileEvent } from "../src/modules/accounts/events.ts";
import type { Projector } from "./projector.ts";

/**
 * Profiles as the profile page and the viewer lookup read them: type, enabled flag, main admin,
 * the user ids in the order they joined (userCount is their number), and the details.
 */
export interface ProfilesTable {
  id: number;
  /** 1 single, 2 school, 3 firm, 4 trial, 5 admin. */
  profile_type: number;
  enabled: boolean;
  main_admin_user_id: number;
  user_ids: number[];
  phone: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  organization_name: string | null;
  organization_id: string | null;
  organization_vat_id: string | null;
  organization_tax_id: string | null;
  motivation: string | null;
  affected_count: number | null;
  registration_code: string | null;
  created_at: Date;
}

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

type HandledEvent = Extract<
  ProfileEvent,
  {
    type:
      | "ProfileCreated"
      | "ProfileDetailsEdited"
      | "ProfileUserAdded"
      | "ProfileUserRemoved"
      | "ProfileAdminHandedOver"
      | "ProfileTypeChanged"
      | "ProfileDisabled"
      | "ProfileEnabled";
  }
>;

export const accountsProfilesProjector: Projector = {
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
  ] satisfies HandledEvent["type"][],
  tables: ["profiles"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
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
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
