import { Schema } from "effect";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { type Cents, formatEuro, isCents } from "../../shared/money.ts";
import { RequiredString, validate } from "../../shared/validation.ts";
import type { InvoicingSettings } from "./config.ts";
import {
  type Buyer,
  evolveOrder,
  evolvePayment,
  initialOrderState,
  initialPaymentState,
  type OrderEvent,
  type OrderState,
  type OutcomeSource,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentState,
  type ProviderName,
} from "./events.ts";
import { buildInvoice, isPastDue, variableSymbolOf } from "./invoice.ts";
import { isCalendarDate, localDate } from "./period.ts";
import { CURRENCY, type PlanId, PLANS } from "./plans.ts";
import type { ProviderObservation } from "./provider.ts";

// ---------------------------------------------------------------------------------------------
// Card payment

/** The server created a payment intent at the provider, for the plan's price it computed itself. */
export type CreatePayment = {
  type: "CreatePayment";
  data: {
    paymentId: string;
    provider: ProviderName;
    planId: PlanId;
    profileId: number | null;
    /** What the provider says the intent is for: it must be the plan's price. */
    intentAmountCents: Cents;
    intentCurrency: string;
    createdAt: Date;
  };
};
/** The server looked at the intent (client's report) or the provider told it (webhook). */
export type RecordPaymentOutcome = {
  type: "RecordPaymentOutcome";
  data: { paymentId: string; observation: ProviderObservation; source: OutcomeSource; providerEventId: string | null; observedAt: Date };
};
/** A payment made before registering is given to the profile just registered. */
export type AssignPayment = { type: "AssignPayment"; data: { paymentId: string; profileId: number; planId: PlanId } };

export type PaymentCommand = CreatePayment | RecordPaymentOutcome | AssignPayment;

const unknownFailure: PaymentFailure = { code: "payment_failed", message: "" };

export function decidePayment(command: PaymentCommand, state: PaymentState): PaymentEvent[] {
  const { payment } = state;
  switch (command.type) {
    case "CreatePayment": {
      if (payment) throw new DomainError("PAYMENT_ALREADY_EXISTS");
      const { paymentId, provider, planId, profileId, createdAt } = command.data;
      const plan = PLANS[planId];
      if (!plan.purchasable) throw new DomainError("PLAN_NOT_PURCHASABLE");
      if (command.data.intentAmountCents !== plan.priceCents || command.data.intentCurrency !== CURRENCY) {
        throw new DomainError("PAYMENT_AMOUNT_MISMATCH");
      }
      return [
        {
          type: "PaymentIntentCreated",
          data: { paymentId, provider, planId, period: plan.period, amountCents: plan.priceCents, currency: CURRENCY, profileId, createdAt: createdAt.toISOString() },
        },
      ];
    }
    case "RecordPaymentOutcome": {
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
          return [{ type: "PaymentActionRequired", data: { paymentId, profileId, amountCents, observedAt, source, providerEventId } }];
        case "failed":
          // the same failure seen twice (reported and pushed) is one failure
          if (payment.status === "failed") return [];
          return [
            { type: "PaymentFailed", data: { paymentId, profileId, amountCents, failure: observation.failure ?? unknownFailure, observedAt, source, providerEventId } },
          ];
        case "succeeded":
          if (observation.amountCents !== payment.amountCents || observation.currency !== payment.currency) {
            throw new DomainError("PAYMENT_AMOUNT_MISMATCH");
          }
          return [
            {
              type: "PaymentSucceeded",
              data: {
                paymentId,
                profileId,
                planId: payment.planId,
                period: payment.period,
                amountCents,
                currency: payment.currency,
                paidAt: observedAt,
                source,
                providerEventId,
              },
            },
          ];
        default: {
          const unhandled: never = observation.status;
          throw new Error(`Unknown payment status ${String(unhandled)}`);
        }
      }
    }
    case "AssignPayment": {
      if (!payment) throw new DomainError("PAYMENT_NOT_FOUND");
      const { paymentId, profileId, planId } = command.data;
      // an intent paid for one plan cannot buy another (8,90 € for a school's year)
      if (planId !== payment.planId) throw new DomainError("PAYMENT_PLAN_MISMATCH");
      if (payment.profileId === profileId) return [];
      if (payment.profileId !== null) throw new DomainError("PAYMENT_ALREADY_USED");
      return [
        { type: "PaymentAssigned", data: { paymentId, profileId, planId, period: payment.period, amountCents: payment.amountCents, paidAt: payment.paidAt } },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: initialPaymentState,
  evolve: evolvePayment,
  decide: decidePayment,
};

// ---------------------------------------------------------------------------------------------
// Bank-transfer order

/** The buyer as the form or the profile gives it; empty optional texts become null. */
export type BuyerInput = {
  name: string;
  street: string;
  zip?: string | null;
  city: string;
  country: string;
  organizationId?: string | null;
  organizationTaxId?: string | null;
  organizationVatId?: string | null;
};

/** An order for a plan, paid by bank transfer; its invoice is issued with it. */
export type PlaceOrder = {
  type: "PlaceOrder";
  data: { orderNumber: number; profileId: number; planId: PlanId; buyer: BuyerInput; invoicing: InvoicingSettings; placedAt: Date };
};
/** An administrator records the money credited to the library's account. */
export type RecordBankTransfer = {
  type: "RecordBankTransfer";
  data: { orderNumber: number; amountCents: Cents; receivedOn: string; recordedAt: Date };
};
/** An order not paid by its due date is closed (the scheduler finds them with findOverdueOrders). */
export type ExpireOrder = { type: "ExpireOrder"; data: { orderNumber: number; now: Date } };

export type OrderCommand = PlaceOrder | RecordBankTransfer | ExpireOrder;

const MAX_TEXT = 200;
const Text = Schema.Trim.check(Schema.isMaxLength(MAX_TEXT, { message: "TOO_LONG" }));
const RequiredText = RequiredString.check(Schema.isMaxLength(MAX_TEXT, { message: "TOO_LONG" }));
const OptionalText = Schema.optional(Schema.NullOr(Text));

const BuyerSchema = Schema.Struct({
  name: RequiredText,
  street: RequiredText,
  zip: OptionalText,
  city: RequiredText,
  country: RequiredText,
  organizationId: OptionalText,
  organizationTaxId: OptionalText,
  organizationVatId: OptionalText,
});

const blankToNull = (value: string | null | undefined) => (value ? value : null);

function validateBuyer(input: BuyerInput): Buyer {
  const valid = validate(BuyerSchema, input);
  return {
    name: valid.name,
    street: valid.street,
    zip: blankToNull(valid.zip),
    city: valid.city,
    country: valid.country,
    organizationId: blankToNull(valid.organizationId),
    organizationTaxId: blankToNull(valid.organizationTaxId),
    organizationVatId: blankToNull(valid.organizationVatId),
  };
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  const { order } = state;
  switch (command.type) {
    case "PlaceOrder": {
      if (order) throw new DomainError("ORDER_ALREADY_EXISTS");
      const { orderNumber, profileId, planId, invoicing, placedAt } = command.data;
      const plan = PLANS[planId];
      if (!plan.purchasable) throw new DomainError("PLAN_NOT_PURCHASABLE");
      const buyer = validateBuyer(command.data.buyer);
      const variableSymbol = variableSymbolOf(orderNumber, placedAt);
      const invoice = buildInvoice({ orderNumber, variableSymbol, plan, buyer, invoicing, issuedAt: placedAt });
      return [
        {
          type: "OrderPlaced",
          data: {
            orderNumber,
            variableSymbol,
            profileId,
            planId,
            period: plan.period,
            amountCents: invoice.totalCents,
            currency: invoice.currency,
            placedAt: placedAt.toISOString(),
            dueDate: invoice.dueDate,
          },
        },
        { type: "InvoiceIssued", data: { ...invoice, profileId } },
      ];
    }
    case "RecordBankTransfer": {
      if (!order) throw new DomainError("ORDER_NOT_FOUND");
      if (order.status === "paid") throw new DomainError("BANK_TRANSFER_ALREADY_RECORDED", { orderNumber: order.orderNumber });
      const { amountCents, receivedOn, recordedAt } = command.data;
      validateTransfer(amountCents, receivedOn, order.placedAt, recordedAt);
      if (amountCents !== order.amountCents) throw new DomainError("BANK_TRANSFER_AMOUNT_MISMATCH", { expected: formatEuro(order.amountCents) });
      return [
        {
          type: "BankTransferRecorded",
          data: {
            orderNumber: order.orderNumber,
            profileId: order.profileId,
            planId: order.planId,
            period: order.period,
            amountCents,
            receivedOn,
            paidAt: recordedAt.toISOString(),
            // Money that arrives late is still the customer's payment: it is honoured (the
            // subscription starts when it is recorded) rather than refused and sent back.
            afterExpiry: order.status === "expired",
          },
        },
      ];
    }
    case "ExpireOrder": {
      if (!order) throw new DomainError("ORDER_NOT_FOUND");
      // paid meanwhile (the administrator was quicker than the scheduler), or expired already
      if (order.status !== "awaiting_payment") return [];
      if (!isPastDue(order.dueDate, command.data.now)) throw new DomainError("ORDER_NOT_OVERDUE", { orderNumber: order.orderNumber });
      return [
        {
          type: "OrderExpired",
          data: { orderNumber: order.orderNumber, profileId: order.profileId, amountCents: order.amountCents, dueDate: order.dueDate, expiredAt: command.data.now.toISOString() },
        },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

/** The amount is whole cents above zero; the day the money arrived is a real date, not before the order and not in the future. */
function validateTransfer(amountCents: Cents, receivedOn: string, placedAt: string, recordedAt: Date): void {
  const issues = [];
  if (!isCents(amountCents) || amountCents <= 0) issues.push({ field: "amountCents", code: "AMOUNT_INVALID" });
  if (!isCalendarDate(receivedOn)) issues.push({ field: "receivedOn", code: "DATE_INVALID" });
  else if (receivedOn > localDate(recordedAt)) issues.push({ field: "receivedOn", code: "DATE_IN_FUTURE" });
  else if (receivedOn < localDate(new Date(placedAt))) issues.push({ field: "receivedOn", code: "BANK_TRANSFER_BEFORE_ORDER" });
  if (issues.length > 0) throw new ValidationError(issues);
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide: decideOrder,
};
