import { combinedCodec } from "../../../eventstore/event-codec.ts";
import type { Projector } from "../../../eventstore/projector.ts";
import { type OrderEvent, orderEvents, orderStream } from "../bank-transfer/events.ts";
import { type PaymentEvent, paymentEvents, paymentStream } from "../card-payment/events.ts";
import { saleText } from "../products/products.ts";
import type { PaymentsTables } from "../tables.ts";

const moneyEvents = combinedCodec<PaymentEvent | OrderEvent>(paymentEvents, orderEvents);

/** What the money_events row of an event says besides its type, time, actor and amount. */
function detailOf(event: PaymentEvent | OrderEvent): string | null {
  switch (event.type) {
    case "PaymentIntentCreated":
      return `${event.data.provider}: ${saleText(event.data)}`;
    case "PaymentFailed":
      return event.data.failure.code;
    case "PaymentActionRequired":
    case "PaymentSucceeded":
      return event.data.source;
    case "PaymentAssigned":
      return null;
    case "OrderPlaced":
      return `VS ${event.data.variableSymbol}, ${saleText(event.data)}`;
    case "InvoiceIssued":
      return `due ${event.data.dueDate}`;
    case "BankTransferRecorded":
      return `received ${event.data.receivedOn}${event.data.afterExpiry ? ", after expiry" : ""}`;
    case "OrderExpired":
      return `due ${event.data.dueDate}`;
    default: {
      const unhandled: never = event;
      void unhandled;
      return null;
    }
  }
}

const amountOf = (event: PaymentEvent | OrderEvent): number =>
  event.type === "InvoiceIssued" ? event.data.totalCents : event.data.amountCents;

const referenceOf = (event: PaymentEvent | OrderEvent): string =>
  "paymentId" in event.data ? paymentStream(event.data.paymentId) : orderStream(event.data.orderNumber);

/**
 * The payments read models: `money_events`, every money event of a profile in the order it happened
 * with its time, actor and amount (the audit trail), and `payment_orders`, the bank-transfer orders
 * with their status (for the expiry job and the administrators' list).
 *
 * A card payment made before registering has no profile until PaymentAssigned; that event gives
 * the payment's earlier rows the profile, so the trail shows the whole payment.
 */
export const paymentsProjector: Projector<PaymentsTables> = {
  name: "payments",
  version: 1,
  handles: moneyEvents.types,
  tables: ["money_events", "payment_orders"],
  async apply(writes, recorded) {
    const event = moneyEvents.decode(recorded);
    if (!event) return;
    const reference = referenceOf(event);
    await writes.insertIfAbsent(
      "money_events",
      {
        event_id: recorded.eventId,
        commit_position: String(recorded.position.commit),
        prepare_position: String(recorded.position.prepare),
        profile_id: event.data.profileId,
        reference,
        type: event.type,
        actor: recorded.metadata.actor,
        amount_cents: amountOf(event),
        occurred_at: recorded.createdAt,
        detail: detailOf(event),
      },
      ["event_id"],
    );

    switch (event.type) {
      case "PaymentAssigned":
        await writes.execute((trx) =>
          trx
            .updateTable("money_events")
            .set({ profile_id: event.data.profileId })
            .where("reference", "=", reference)
            .where("profile_id", "is", null)
            .execute(),
        );
        return;
      case "OrderPlaced": {
        const row = {
          order_number: event.data.orderNumber,
          variable_symbol: event.data.variableSymbol,
          profile_id: event.data.profileId,
          // a product's order names its kind ("webinar", "webinar-pack") where a plan's names the plan
          plan_id: event.data.planId ?? event.data.product?.kind ?? "",
          amount_cents: event.data.amountCents,
          status: "awaiting_payment" as const,
          placed_at: new Date(event.data.placedAt),
          due_date: event.data.dueDate,
          paid_at: null,
          expired_at: null,
        };
        await writes.upsert("payment_orders", row, ["order_number"]);
        return;
      }
      case "BankTransferRecorded":
        await writes.update(
          "payment_orders",
          { order_number: event.data.orderNumber },
          { status: "paid", paid_at: new Date(event.data.paidAt) },
        );
        return;
      case "OrderExpired":
        await writes.update(
          "payment_orders",
          { order_number: event.data.orderNumber },
          { status: "expired", expired_at: new Date(event.data.expiredAt) },
        );
        return;
      default:
        // the other events only add their row to the trail
        return;
    }
  },
};
