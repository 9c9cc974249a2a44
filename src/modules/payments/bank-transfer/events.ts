import type { DomainEvent } from "../../../eventstore/decider.ts";
import { eventCodec } from "../../../eventstore/event-codec.ts";
import type { Cents } from "../../../shared/money.ts";
import type { Period } from "../../accounts/index.ts";
import type { Invoice } from "../invoices/invoice.ts";
import type { PlanId } from "../plans/plans.ts";
import type { ProductRef } from "../products/products.ts";

/**
 * Orders paid by bank transfer against an invoice. Streams `order-<number>` (one order and its
 * invoice) and `sequence-order` (order numbers, from 1: src/eventstore/sequence.ts).
 */
export const orderStream = (orderNumber: number) => `order-${orderNumber}`;

export type OrderPlaced = DomainEvent<
  "OrderPlaced",
  {
    orderNumber: number;
    variableSymbol: string;
    profileId: number;
    /** The plan it buys; null for a product (older events always name a plan). */
    planId: PlanId | null;
    /** The webinar or pack it buys; absent for a plan. */
    product?: ProductRef;
    period: Period;
    amountCents: Cents;
    currency: string;
    placedAt: string;
    /** The last day on which the money should be credited ("YYYY-MM-DD", library calendar). */
    dueDate: string;
  }
>;
/** The invoice as printed, and the profile it was issued to. */
export type InvoiceIssued = DomainEvent<"InvoiceIssued", Invoice & { profileId: number }>;
/** An administrator saw the money arrive. The subscription starts now (paidAt), not when it was sent. */
export type BankTransferRecorded = DomainEvent<
  "BankTransferRecorded",
  {
    orderNumber: number;
    profileId: number;
    /** The plan it buys; null for a product (older events always name a plan). */
    planId: PlanId | null;
    /** The webinar or pack it buys; absent for a plan. */
    product?: ProductRef;
    period: Period;
    amountCents: Cents;
    /** The day the money was credited, as on the bank statement ("YYYY-MM-DD"). */
    receivedOn: string;
    paidAt: string;
    /** The order had expired unpaid before the money was recorded (it is honoured all the same). */
    afterExpiry: boolean;
  }
>;
export type OrderExpired = DomainEvent<
  "OrderExpired",
  { orderNumber: number; profileId: number; amountCents: Cents; dueDate: string; expiredAt: string }
>;

export type OrderEvent = OrderPlaced | InvoiceIssued | BankTransferRecorded | OrderExpired;

/** How recorded order events are read back. */
export const orderEvents = eventCodec<OrderEvent>({
  types: { OrderPlaced: true, InvoiceIssued: true, BankTransferRecorded: true, OrderExpired: true },
});

export type OrderStatus = "awaiting_payment" | "paid" | "expired";

/** An order: what was placed, and what became of it. */
export type Order = OrderPlaced["data"] & { status: OrderStatus; invoice: Invoice | null };

export type OrderState = { order: Order | null };

export const initialOrderState = (): OrderState => ({ order: null });

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === "OrderPlaced") return { order: { ...event.data, status: "awaiting_payment", invoice: null } };
  const order = state.order;
  if (!order) return state;
  switch (event.type) {
    case "InvoiceIssued":
      return { order: { ...order, invoice: event.data } };
    case "BankTransferRecorded":
      return { order: { ...order, status: "paid" } };
    case "OrderExpired":
      return { order: { ...order, status: "expired" } };
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
