import type { Decider } from "../../../eventstore/decider.ts";
import { DomainError } from "../../../shared/errors.ts";
import type { Cents } from "../../../shared/money.ts";
import { CURRENCY, type Plan, type PlanId, PLANS } from "../plans/plans.ts";
import { periodOf, type ProductOffer, type ProductRef, saleMismatchCode, sameSale } from "../products/products.ts";
import type { ProviderObservation } from "../provider/provider.ts";
import {
  evolvePayment,
  initialPaymentState,
  type OutcomeSource,
  type Payment,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentState,
  type ProviderName,
  paymentEvents,
} from "./events.ts";

/** The server created a payment intent at the provider, for the plan's (or product's) price it computed itself. */
export type CreatePayment = {
  type: "CreatePayment";
  data: {
    paymentId: string;
    provider: ProviderName;
    /** A plan, or (`product`, as sold now) a webinar or pack. */
    planId?: PlanId;
    product?: ProductOffer;
    profileId: number | null;
    /** What the provider says the intent is for: it must be the plan's (or product's) price. */
    intentAmountCents: Cents;
    intentCurrency: string;
    createdAt: Date;
  };
};
/** The server looked at the intent (client's report) or the provider told it (webhook). */
export type RecordPaymentOutcome = {
  type: "RecordPaymentOutcome";
  data: {
    paymentId: string;
    observation: ProviderObservation;
    source: OutcomeSource;
    providerEventId: string | null;
    observedAt: Date;
  };
};
/** A payment made before registering is given to the profile just registered. */
export type AssignPayment = {
  type: "AssignPayment";
  data: { paymentId: string; profileId: number; planId: PlanId | null; product?: ProductRef };
};

export type PaymentCommand = CreatePayment | RecordPaymentOutcome | AssignPayment;

const unknownFailure: PaymentFailure = { code: "payment_failed", message: "" };

function decideCreation(command: CreatePayment, payment: Payment | null): PaymentEvent[] {
  if (payment) throw new DomainError("PAYMENT_ALREADY_EXISTS");
  const { paymentId, provider, profileId, createdAt, product } = command.data;
  const sale = saleOf(command.data);
  if (command.data.intentAmountCents !== sale.amountCents || command.data.intentCurrency !== CURRENCY) {
    throw new DomainError("PAYMENT_AMOUNT_MISMATCH");
  }
  const { amountCents, period } = sale;
  const bought = product ? { planId: null, product: product.ref } : { planId: sale.planId };
  return [
    {
      type: "PaymentIntentCreated",
      data: {
        paymentId,
        provider,
        ...bought,
        period,
        amountCents,
        currency: CURRENCY,
        profileId,
        createdAt: createdAt.toISOString(),
      },
    },
  ];
}

/** The price and period of what a payment or order is for: a purchasable plan, or a product with a price. */
export function saleOf(input: { planId?: PlanId | undefined; product?: ProductOffer | undefined }): {
  planId: PlanId | null;
  amountCents: Cents;
  period: Plan["period"];
} {
  if (input.product) {
    if (input.product.priceCents <= 0) throw new DomainError("PRODUCT_NOT_PURCHASABLE");
    return { planId: null, amountCents: input.product.priceCents, period: periodOf(input.product) };
  }
  if (!input.planId) throw new DomainError("PLAN_UNKNOWN");
  const plan = PLANS[input.planId];
  if (!plan.purchasable) throw new DomainError("PLAN_NOT_PURCHASABLE");
  return { planId: plan.id, amountCents: plan.priceCents, period: plan.period };
}

function decideOutcome(command: RecordPaymentOutcome, payment: Payment | null): PaymentEvent[] {
  const { paymentId, observation, source, providerEventId } = command.data;
  if (!payment) {
    // a webhook about an intent we did not create (another use of the same provider account) is none of ours
    if (source === "webhook") return [];
    throw new DomainError("PAYMENT_NOT_FOUND");
  }
  // whichever of the client's report and the webhook saw the success first won; the other changes nothing
  if (payment.status === "succeeded") return [];
  const observedAt = command.data.observedAt.toISOString();
  const { profileId, amountCents } = payment;
  switch (observation.status) {
    case "pending":
      return [];
    case "requires_action":
      if (payment.status === "requires_action") return [];
      return [
        {
          type: "PaymentActionRequired",
          data: { paymentId, profileId, amountCents, observedAt, source, providerEventId },
        },
      ];
    case "failed":
      // the same failure seen twice (reported and pushed) is one failure
      if (payment.status === "failed") return [];
      return [
        {
          type: "PaymentFailed",
          data: {
            paymentId,
            profileId,
            amountCents,
            failure: observation.failure ?? unknownFailure,
            observedAt,
            source,
            providerEventId,
          },
        },
      ];
    case "succeeded": {
      if (observation.amountCents !== payment.amountCents || observation.currency !== payment.currency)
        throw new DomainError("PAYMENT_AMOUNT_MISMATCH");
      const { planId, period, currency } = payment;
      const product = payment.product ? { product: payment.product } : {};
      return [
        {
          type: "PaymentSucceeded",
          data: {
            paymentId,
            profileId,
            planId,
            ...product,
            period,
            amountCents,
            currency,
            paidAt: observedAt,
            source,
            providerEventId,
          },
        },
      ];
    }
    default: {
      const unhandled: never = observation.status;
      throw new Error(`Unknown payment status ${String(unhandled)}`);
    }
  }
}

function decideAssignment(command: AssignPayment, payment: Payment | null): PaymentEvent[] {
  if (!payment) throw new DomainError("PAYMENT_NOT_FOUND");
  const { paymentId, profileId } = command.data;
  // an intent paid for one plan cannot buy another (8,90 € for a school's year), nor a webinar another
  if (!sameSale(command.data, payment)) throw new DomainError(saleMismatchCode(command.data, payment));
  if (payment.profileId === profileId) return [];
  if (payment.profileId !== null) throw new DomainError("PAYMENT_ALREADY_USED");
  const product = payment.product ? { product: payment.product } : {};
  return [
    {
      type: "PaymentAssigned",
      data: {
        paymentId,
        profileId,
        planId: payment.planId,
        ...product,
        period: payment.period,
        amountCents: payment.amountCents,
        paidAt: payment.paidAt,
      },
    },
  ];
}

export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  switch (command.type) {
    case "CreatePayment":
      return decideCreation(command, state.payment);
    case "RecordPaymentOutcome":
      return decideOutcome(command, state.payment);
    case "AssignPayment":
      return decideAssignment(command, state.payment);
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  events: paymentEvents,
  initialState: initialPaymentState,
  evolve: evolvePayment,
  decide: decidePayment,
};

/**
 * Several commands on one payment decided in turn, each on the state the one before left, and
 * appended together: a renewal records the provider's outcome and claims the payment in one append.
 */
export const paymentCommandsDecider: Decider<PaymentState, PaymentCommand[], PaymentEvent> = {
  ...paymentDecider,
  decide(commands, state) {
    const events: PaymentEvent[] = [];
    let current = state;
    for (const command of commands) {
      for (const event of decidePayment(command, current)) {
        current = evolvePayment(current, event);
        events.push(event);
      }
    }
    return events;
  },
};
