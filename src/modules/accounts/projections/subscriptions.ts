import { sql } from "kysely";
import type { Projector } from "../../../eventstore/projector.ts";
import { type ProfileEvent, profileEvents } from "../events.ts";
import type { AccountsTables } from "../tables.ts";

type HandledEvent = Extract<
  ProfileEvent,
  { type: "SubscriptionStarted" | "SubscriptionExtended" | "SubscriptionCancelled" }
>;
const handledTypes = [
  "SubscriptionStarted",
  "SubscriptionExtended",
  "SubscriptionCancelled",
] as const satisfies readonly HandledEvent["type"][];
const handled: ReadonlySet<string> = new Set(handledTypes);
const isHandled = (event: ProfileEvent): event is HandledEvent => handled.has(event.type);

/**
 * Every subscription of every profile (the `subscriptions` table). A cancelled subscription ends
 * when it was cancelled: its expiration date becomes that time, and `cancelled_at` records it.
 */
export const accountsSubscriptionsProjector: Projector<AccountsTables> = {
  name: "accounts-subscriptions",
  version: 1,
  handles: handledTypes,
  tables: ["subscriptions"],
  async apply(writes, recorded) {
    const event = profileEvents.decode(recorded);
    if (!event || !isHandled(event)) return;
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
        await writes.upsert("subscriptions", row, ["id"]);
        return;
      }
      case "SubscriptionExtended":
        await writes.update(
          "subscriptions",
          { id: event.data.subscriptionId },
          { expiration_date: new Date(event.data.expirationDate) },
        );
        return;
      case "SubscriptionCancelled": {
        const cancelledAt = new Date(event.data.cancelledAt);
        await writes.execute((trx) =>
          trx
            .updateTable("subscriptions")
            .set({ cancelled_at: cancelledAt, expiration_date: sql<Date>`least(expiration_date, ${cancelledAt})` })
            .where("id", "=", event.data.subscriptionId)
            .execute(),
        );
        return;
      }
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
