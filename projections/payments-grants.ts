import type { ColumnType } from "kysely";
import type { OrderEvent, PaymentEvent } from "../src/modules/payments/events.ts";
import { type SubscriptionGrant, subscriptionGrantOf } from "../src/modules/payments/subscription-grant.ts";
import type { Projector } from "./projector.ts";

type Int8 = ColumnType<string | number, string, string>;

/**
 * One row per subscription a payment owes a profile (migrations/0006_subscription_grants.ts).
 */
export interface SubscriptionGrantsTable {
  reference: string;
  profile_id: number;
  grant_data: ColumnType<SubscriptionGrant, string, string>;
  commit_position: Int8;
  prepare_position: Int8;
  recorded_at: Date;
  granted_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

export type SubscriptionGrantTables = { subscription_grants: SubscriptionGrantsTable };

/**
 * The first half of the bridge from payments to subscriptions (the second is
 * src/modules/payments/grants.ts): for every payments event that completes a payment
 * (subscriptionGrantOf), a row in `subscription_grants` saying which profile is owed which
 * subscription, written in the transaction that moves this projector's checkpoint, so exactly once.
 *
 * It does not append the subscription itself: apply runs inside the runner's transaction, where
 * the event store cannot be written (PGlite has one connection, which that transaction holds) and a
 * wait for the read models would wait for this very runner. The grant is applied right after, by
 * the request that confirmed the payment, and by the sweeper for any row still owed.
 *
 * The ledger outlives a rebuild (no tables to empty): the rows that were granted stay granted.
 */
export const subscriptionGrantsProjector: Projector = {
  name: "payments-grants",
  version: 1,
  // the events subscriptionGrantOf can turn into a grant
  handles: ["PaymentSucceeded", "PaymentAssigned", "BankTransferRecorded"] satisfies (PaymentEvent | OrderEvent)["type"][],
  tables: [],
  async apply(trx, recorded) {
    const grant = subscriptionGrantOf({ type: recorded.type, data: recorded.data } as PaymentEvent | OrderEvent);
    if (!grant) return;
    await trx
      .insertInto("subscription_grants")
      .values({
        reference: grant.reference,
        profile_id: grant.profileId,
        grant_data: JSON.stringify(grant),
        commit_position: String(recorded.position.commit),
        prepare_position: String(recorded.position.prepare),
        recorded_at: recorded.createdAt,
        granted_at: null,
        last_error: null,
      })
      .onConflict((oc) => oc.column("reference").doNothing())
      .execute();
  },
};
