import { sql } from "kysely";
import type { ProfileEvent } from "../src/modules/accounts/events.ts";
import type { Projector } from "./projector.ts";

/**
 * Every subscription of every profile: the profile page's history table and the viewer lookup
 * ("does this profile have a subscription running now?"). A cancelled subscription ends when it
 * was cancelled: its expiration date becomes that time, and `cancelled_at` records it.
 */
export interface SubscriptionsTable {
  id: number;
  profile_id: number;
  /** full or trial. */
  access_level: string;
  start_date: Date;
  expiration_date: Date;
  description: string | null;
  cancelled_at: Date | null;
}

type HandledEvent = Extract<ProfileEvent, { type: "SubscriptionStarted" | "SubscriptionExtended" | "SubscriptionCancelled" }>;

export const accountsSubscriptionsProjector: Projector = {
  name: "accounts-subscriptions",
  version: 1,
  handles: ["SubscriptionStarted", "SubscriptionExtended", "SubscriptionCancelled"] satisfies HandledEvent["type"][],
  tables: ["subscriptions"],
  async apply(trx, recorded) {
    const event = { type: recorded.type, data: recorded.data } as HandledEvent;
    switch (event.type) {
      case "SubscriptionStarted": {
        const { subscriptionId, profileId, accessLevel, startDate, expirationDate, description } = event.data;
        const row = {
          id: subscriptionId,
          profile_id: profileId,
          access_level: accessLevel,
          start_date: new Date(startDate),
          expiration_date: new Date(expirationDate),
          description,
          cancelled_at: null,
        };
        await trx
          .insertInto("subscriptions")
          .values(row)
          .onConflict((oc) => oc.column("id").doUpdateSet(row))
          .execute();
        return;
      }
      case "SubscriptionExtended":
        await trx
          .updateTable("subscriptions")
          .set({ expiration_date: new Date(event.data.expirationDate) })
          .where("id", "=", event.data.subscriptionId)
          .execute();
        return;
      case "SubscriptionCancelled": {
        const cancelledAt = new Date(event.data.cancelledAt);
        await trx
          .updateTable("subscriptions")
          .set({ cancelled_at: cancelledAt, expiration_date: sql<Date>`least(expiration_date, ${cancelledAt})` })
          .where("id", "=", event.data.subscriptionId)
          .execute();
        return;
      }
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
