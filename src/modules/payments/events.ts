import type { DomainEvent } from "../../eventstore/decider.ts";
import type { Cents } from "../../shared/money.ts";
import type { BankDetails, Seller, VatSetting } from "./config.ts";
import type { Period, PlanId } from "./plans.ts";

/**
 * Payments: card payments through a provider, and orders paid by bank transfer against an invoice.
 * Streams:
 *   payment-<providerIntentId>   one card payment (a provider's payment intent): the client's report
 *                                and the provider's webhook both land here, so the second is a no-op
 *   order-<number>               one bank-transfer order and its invoice
 *   sequence-order               order numbers (src/eventstore/sequence.ts), from 1
 *
 * The subscription a payment buys is started by the accounts module on the profile's stream; these
 * events carry what it needs (profile, plan, period, when it was paid) and subscription-grant.ts says
 * which event grants what.
 */
export const paymentStream = (paymentId: string) => `payment-${paymentId}`;
export const orderStream = (orderNumber: number) => `order-${orderNumber}`;

export type ProviderName = "stripe" | "test";

/** Who told us about a card payment's outcome. */
export type OutcomeSource = "client_report" | "webhook";

/** Why a card payment did not go through, as the provider put it. */
export type PaymentFailure = { code: string; message: string };

// ---------------------------------------------------------------------------------------------
// Card payment

export type PaymentIntentCreated = DomainEvent<
  "PaymentIntentCreated",
  {
    paymentId: string;
    provider: ProviderName;
    planId: PlanId;
    period: Period;
    amountCents: Cents;
    currency: string;
    /** Known when a logged-in profile pays; null when paying before registering (see PaymentAssigned). */
    profileId: number | null;
    createdAt: string;
  }
>;
/** The card needs the customer's authentication (3-D Secure) before it can be charged. */
export type PaymentActionRequired = DomainEvent<
  "PaymentActionRequired",
  { paymentId: string; profileId: number | null; amountCents: Cents; observedAt: string; source: OutcomeSource; providerEventId: string | null }
>;
export type PaymentFailed = DomainEvent<
  "PaymentFailed",
  {
    paymentId: string;
    profileId: number | null;
    amountCents: Cents;
    failure: PaymentFailure;
    observedAt: string;
    source: OutcomeSource;
    providerEventId: string | null;
  }
>;
/** The money is ours. Final: nothing recorded after it changes the outcome. */
export type PaymentSucceeded = DomainEvent<
  "PaymentSucceeded",
  {
    paymentId: string;
    /** null when the payment is not yet assigned to a profile: PaymentAssigned then grants the subscription. */
    profileId: number | null;
    planId: PlanId;
    period: Period;
    amountCents: Cents;
    currency: string;
    paidAt: string;
    source: OutcomeSource;
    providerEventId: string | null;
  }
>;
/** A payment made before registering now belongs to the new profile; only one profile ever gets it. */
export type PaymentAssigned = DomainEvent<
  "PaymentAssigned",
  {
    paymentId: string;
    profileId: number;
    planId: PlanId;
    period: Period;
    amountCents: Cents;
    /** null when assigned before the payment succeeded: PaymentSucceeded then grants the subscription. */
    paidAt: string | null;
  }
>;

export type PaymentEvent = PaymentIntentCreated | PaymentActionRequired | PaymentFailed | PaymentSucceeded | PaymentAssigned;

export const paymentEventTypes = [
  "PaymentIntentCreated",
  "PaymentActionRequired",
  "PaymentFailed",
  "PaymentSucceeded",
  "PaymentAssigned",
] as const satisfies readonly PaymentEvent["type"][];

export type PaymentStatus = "pending" | "requires_action" | "failed" | "succeeded";

export type Payment = {
  paymentId: string;
  provider: ProviderName;
  planId: PlanId;
  period: Period;
  amountCents: Cents;
  currency: string;
  profileId: number | null;
  status: PaymentStatus;
  paidAt: string | null;
};

export type PaymentState = { payment: Payment | null };

export const initialPaymentState = (): PaymentState => ({ payment: null });

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  if (event.type === "PaymentIntentCreated") {
    const { createdAt: _createdAt, ...payment } = event.data;
    return { payment: { ...payment, status: "pending", paidAt: null } };
  }
  const payment = state.payment;
  if (!payment) return state;
  switch (event.type) {
    case "PaymentActionRequired":
      return { payment: { ...payment, status: "requires_action" } };
    case "PaymentFailed":
      return { payment: { ...payment, status: "failed" } };
    case "PaymentSucceeded":
      return { payment: { ...payment, status: "succeeded", paidAt: event.data.paidAt } };
    case "PaymentAssigned":
      return { payment: { ...payment, profileId: event.data.profileId } };
    default: {
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bank-transfer order

/**
 * Who the invoice is for: the organisation (school, firm) or the person (individual), with the
 * profile's address and organisation ids (the same names as the profile's fields).
 */
export type Buyer = {
  name: string;
  street: string;
  zip: string | null;
  city: string;
  country: string;
  /** IČO */
  organizationId: string | null;
  /** DIČ */
  organizationTaxId: string | null;
  /** IČ DPH */
  organizationVatId: string | null;
};

export type InvoiceItem = { description: string; quantity: number; unitPriceCents: Cents; totalCents: Cents };

/** Everything printed on the invoice, fixed when it was issued, so the PDF can be made again identically. */
export type Invoice = {
  invoiceNumber: string;
  orderNumber: number;
  variableSymbol: string;
  /** "YYYY-MM-DD" in the library's calendar. */
  issuedOn: string;
  dueDate: string;
  seller: Seller;
  buyer: Buyer;
  bank: BankDetails;
  items: InvoiceItem[];
  vat: VatSetting & { baseCents: Cents; vatCents: Cents };
  totalCents: Cents;
  currency: string;
  /** Issued with the development seller: the PDF says it must not be paid. */
  demo: boolean;
};

export type OrderPlaced = DomainEvent<
  "OrderPlaced",
  {
    orderNumber: number;
    variableSymbol: string;
    profileId: number;
    planId: PlanId;
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
    planId: PlanId;
    period: Period;
    amountCents: Cents;
    /** The day the money was credited, as on the bank statement ("YYYY-MM-DD"). */
    receivedOn: string;
    paidAt: string;
    /** The order had expired unpaid before the money was recorded (it is honoured all the same). */
    afterExpiry: boolean;
  }
>;
export type OrderExpired = DomainEvent<"OrderExpired", { orderNumber: number; profileId: number; amountCents: Cents; dueDate: string; expiredAt: string }>;

export type OrderEvent = OrderPlaced | InvoiceIssued | BankTransferRecorded | OrderExpired;

export const orderEventTypes = ["OrderPlaced", "InvoiceIssued", "BankTransferRecorded", "OrderExpired"] as const satisfies readonly OrderEvent["type"][];

export type OrderStatus = "awaiting_payment" | "paid" | "expired";

export type Order = {
  orderNumber: number;
  variableSymbol: string;
  profileId: number;
  planId: PlanId;
  period: Period;
  amountCents: Cents;
  currency: string;
  placedAt: string;
  dueDate: string;
  status: OrderStatus;
  invoice: Invoice | null;
};

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
