import * as Schema from "effect/Schema";
import type { Decider } from "../../../eventstore/decider.ts";
import { DomainError, type FieldIssue, ValidationError } from "../../../shared/errors.ts";
import { type Cents, formatEuro, isCents } from "../../../shared/money.ts";
import { RequiredString, validate } from "../../../shared/validation.ts";
import { isCalendarDate, localDate } from "../../accounts/index.ts";
import { type Buyer, buildInvoice, isPastDue, variableSymbolOf } from "../invoices/invoice.ts";
import { saleOf } from "../card-payment/decide.ts";
import { type PlanId, PLANS } from "../plans/plans.ts";
import type { ProductOffer } from "../products/products.ts";
import type { InvoicingSettings } from "../provider/config.ts";
import { evolveOrder, initialOrderState, type OrderEvent, type OrderState, orderEvents } from "./events.ts";

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

/** An order for a plan (or, `product`, a webinar or pack as sold now), paid by bank transfer; its invoice is issued with it. */
export type PlaceOrder = {
  type: "PlaceOrder";
  data: {
    orderNumber: number;
    profileId: number;
    planId?: PlanId;
    product?: ProductOffer;
    buyer: BuyerInput;
    invoicing: InvoicingSettings;
    placedAt: Date;
  };
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

const emptyToNull = (value: string | null | undefined) => (value ? value : null);

/** The invoice's buyer, checked (and trimmed): before an order number is taken, and again by PlaceOrder. */
export function validateBuyer(input: BuyerInput): Buyer {
  const valid = validate(BuyerSchema, input);
  return {
    name: valid.name,
    street: valid.street,
    zip: emptyToNull(valid.zip),
    city: valid.city,
    country: valid.country,
    organizationId: emptyToNull(valid.organizationId),
    organizationTaxId: emptyToNull(valid.organizationTaxId),
    organizationVatId: emptyToNull(valid.organizationVatId),
  };
}

/** A new order: its invoice, issued at once (numbered with the order), and the order awaiting payment. */
function placeOrder(data: PlaceOrder["data"]): OrderEvent[] {
  const { orderNumber, profileId, invoicing, placedAt, product } = data;
  const { planId, amountCents, period } = saleOf(data);
  const line = product ? { invoiceText: product.invoiceText, priceCents: amountCents } : PLANS[planId!];
  const buyer = validateBuyer(data.buyer);
  const variableSymbol = variableSymbolOf(orderNumber, placedAt);
  const invoice = buildInvoice({ orderNumber, variableSymbol, plan: line, buyer, invoicing, issuedAt: placedAt });
  return [
    {
      type: "OrderPlaced",
      data: {
        orderNumber,
        variableSymbol,
        profileId,
        planId,
        ...(product ? { product: product.ref } : {}),
        period,
        amountCents: invoice.totalCents,
        currency: invoice.currency,
        placedAt: placedAt.toISOString(),
        dueDate: invoice.dueDate,
      },
    },
    { type: "InvoiceIssued", data: { ...invoice, profileId } },
  ];
}

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  const { order } = state;
  switch (command.type) {
    case "PlaceOrder":
      if (order) throw new DomainError("ORDER_ALREADY_EXISTS");
      return placeOrder(command.data);
    case "RecordBankTransfer": {
      if (!order) throw new DomainError("ORDER_NOT_FOUND");
      if (order.status === "paid")
        throw new DomainError("BANK_TRANSFER_ALREADY_RECORDED", { orderNumber: order.orderNumber });
      const { amountCents, receivedOn, recordedAt } = command.data;
      validateTransfer(amountCents, receivedOn, order.placedAt, recordedAt);
      if (amountCents !== order.amountCents)
        throw new DomainError("BANK_TRANSFER_AMOUNT_MISMATCH", { expected: formatEuro(order.amountCents) });
      return [
        {
          type: "BankTransferRecorded",
          data: {
            orderNumber: order.orderNumber,
            profileId: order.profileId,
            planId: order.planId,
            ...(order.product ? { product: order.product } : {}),
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
      if (!isPastDue(order.dueDate, command.data.now))
        throw new DomainError("ORDER_NOT_OVERDUE", { orderNumber: order.orderNumber });
      return [
        {
          type: "OrderExpired",
          data: {
            orderNumber: order.orderNumber,
            profileId: order.profileId,
            amountCents: order.amountCents,
            dueDate: order.dueDate,
            expiredAt: command.data.now.toISOString(),
          },
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
  const issues: FieldIssue[] = [];
  if (!isCents(amountCents) || amountCents <= 0) issues.push({ field: "amountCents", code: "AMOUNT_INVALID" });
  if (!isCalendarDate(receivedOn)) issues.push({ field: "receivedOn", code: "DATE_INVALID" });
  else if (receivedOn > localDate(recordedAt)) issues.push({ field: "receivedOn", code: "DATE_IN_FUTURE" });
  else if (receivedOn < localDate(new Date(placedAt)))
    issues.push({ field: "receivedOn", code: "BANK_TRANSFER_BEFORE_ORDER" });
  if (issues.length > 0) throw new ValidationError(issues);
}

export const orderDecider: Decider<OrderState, OrderCommand, OrderEvent> = {
  events: orderEvents,
  initialState: initialOrderState,
  evolve: evolveOrder,
  decide: decideOrder,
};
