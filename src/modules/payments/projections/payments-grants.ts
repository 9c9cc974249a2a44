import type { Projector } from "../../../eventstore/projector.ts";
import { type OrderEvent, orderEvents } from "../bank-transfer/events.ts";
import { type PaymentEvent, paymentEvents } from "../card-payment/events.ts";
import { combinedCodec } from "../../../eventstore/event-codec.ts";
import { owedGrantOf } from "../grants/owed.ts";
import type { OwedGrantRecord, PaymentsTables } from "../tables.ts";

const moneyEvents = combinedCodec<PaymentEvent | OrderEvent>(paymentEvents, orderEvents);

/**
 * The first half of the bridge from payments to subscriptions (the second is grants/apply.ts): for
 * every payments event that makes a subscription owed (owedGrantOf), a row in `subscription_grants`
 * saying which profile is owed which subscription, written in the transaction that moves this
 * projector's checkpoint, so exactly once.
 *
 * It does not grant the subscription itself: apply runs inside the runner's transaction, where
 * the event store cannot be written (PGlite has one connection, which that transaction holds) and a
 * wait for the read models would wait for this very runner. The grant is applied right after, by
 * the request that confirmed the payment, and by the sweeper for any row still owed.
 *
 * The ledger outlives a rebuild (no tables to empty): the rows that were granted stay granted.
 */
export const subscriptionGrantsProjector: Projector<PaymentsTables> = {
  name: "payments-grants",
  version: 1,
  // the events owedGrantOf can turn into a grant
  handles: ["PaymentSucceeded", "PaymentAssigned", "BankTransferRecorded"] satisfies (
    PaymentEvent | OrderEvent
  )["type"][],
  tables: [],
  async apply(writes, recorded) {
    const event = moneyEvents.decode(recorded);
    const grant = event && owedGrantOf(event);
    if (!grant) return;
    const record: OwedGrantRecord = grant;
    await writes.insertIfAbsent(
      "subscription_grants",
      {
        reference: grant.reference,
        profile_id: grant.profileId,
        grant_data: JSON.stringify(record),
        commit_position: String(recorded.position.commit),
        prepare_position: String(recorded.position.prepare),
        recorded_at: recorded.createdAt,
        granted_at: null,
        last_error: null,
      },
      ["reference"],
    );
  },
};
