import type { DomainEvent } from "../../../eventstore/decider.ts";
import { eventCodec } from "../../../eventstore/event-codec.ts";
import type { Cents } from "../../../shared/money.ts";
import type { Period } from "../../accounts/index.ts";
import type { PlanId } from "../plans/plans.ts";
import type { ProductRef } from "../products/products.ts";
import type { PaymentFailure, ProviderName } from "../provider/provider.ts";

export type { PaymentFailure, ProviderName };

/**
 * Card payments through a provider. Stream `payment-<providerIntentId>`: one card payment (a
 * provider's payment intent); the client's report and the provider's webhook both land here, so
 * the second is a no-op. The subscription a payment buys is granted by the accounts module on the
 * profile's stream; these events carry what it needs (profile, plan, period, when it was paid), and
 * grants/owed.ts says which event grants what.
 */
export const paymentStream = (paymentId: string) => `payment-${paymentId}`;

/** Who told us about a card payment's outcome. */
export type OutcomeSource = "client_report" | "webhook";

export type PaymentIntentCreated = DomainEvent<
  "PaymentIntentCreated",
  {
    paymentId: string;
    provider: ProviderName;
    /** The plan it buys; null for a product (older events always name a plan). */
    planId: PlanId | null;
    /** The webinar or pack it buys; absent for a plan. */
    product?: ProductRef;
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
  {
    paymentId: string;
    profileId: number | null;
    amountCents: Cents;
    observedAt: string;
    source: OutcomeSource;
    providerEventId: string | null;
  }
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
    /** The plan it buys; null for a product (older events always name a plan). */
    planId: PlanId | null;
    /** The webinar or pack it buys; absent for a plan. */
    product?: ProductRef;
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
    /** The plan it buys; null for a product (older events always name a plan). */
    planId: PlanId | null;
    /** The webinar or pack it buys; absent for a plan. */
    product?: ProductRef;
    period: Period;
    amountCents: Cents;
    /** null when assigned before the payment succeeded: PaymentSucceeded then grants the subscription. */
    paidAt: string | null;
  }
>;

export type PaymentEvent =
  PaymentIntentCreated | PaymentActionRequired | PaymentFailed | PaymentSucceeded | PaymentAssigned;

/** How recorded payment events are read back. */
export const paymentEvents = eventCodec<PaymentEvent>({
  types: {
    PaymentIntentCreated: true,
    PaymentActionRequired: true,
    PaymentFailed: true,
    PaymentSucceeded: true,
    PaymentAssigned: true,
  },
});

export type PaymentStatus = "pending" | "requires_action" | "failed" | "succeeded";

/** A card payment: what was started (without when), and what became of it. */
export type Payment = Omit<PaymentIntentCreated["data"], "createdAt"> & {
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
