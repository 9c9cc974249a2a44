import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../../test/support/decider-spec.ts";
import { orderDecider } from "../bank-transfer/decide.ts";
import { owedGrantOf } from "../grants/owed.ts";
import type { ProductOffer } from "../products/products.ts";
import { loadPaymentsConfig } from "../provider/config.ts";
import { paymentDecider, type PaymentCommand } from "./decide.ts";
import type { PaymentIntentCreated, PaymentSucceeded } from "./events.ts";

/** Payments and orders for a product (a webinar, a pack) instead of a plan: the product's price, one product per payment. */
const spec = deciderSpec(paymentDecider);
const paymentId = "pi_web";
const createdAt = new Date("2026-03-02T09:00:00Z");
const paidAt = new Date("2026-03-02T09:01:30Z");
const webinar: ProductOffer = {
  ref: { kind: "webinar", id: 3, title: "Ako počúvať" },
  priceCents: 1290,
  availableForDays: 30,
  invoiceText: "Webinár „Ako počúvať“, prístup na 30 dní",
};
const create = (profileId: number | null = 7, intentAmountCents = 1290): PaymentCommand => ({
  type: "CreatePayment",
  data: {
    paymentId,
    provider: "test",
    product: webinar,
    profileId,
    intentAmountCents,
    intentCurrency: "eur",
    createdAt,
  },
});
const created = (profileId: number | null = 7): PaymentIntentCreated => ({
  type: "PaymentIntentCreated",
  data: {
    paymentId,
    provider: "test",
    planId: null,
    product: webinar.ref,
    period: { unit: "day", count: 30 },
    amountCents: 1290,
    currency: "eur",
    profileId,
    createdAt: createdAt.toISOString(),
  },
});
const success: PaymentCommand = {
  type: "RecordPaymentOutcome",
  data: {
    paymentId,
    observation: { status: "succeeded", amountCents: 1290, currency: "eur", failure: null },
    source: "webhook",
    providerEventId: "evt_1",
    observedAt: paidAt,
  },
};
const succeeded = (profileId: number | null = 7): PaymentSucceeded => ({
  type: "PaymentSucceeded",
  data: {
    paymentId,
    profileId,
    planId: null,
    product: webinar.ref,
    period: { unit: "day", count: 30 },
    amountCents: 1290,
    currency: "eur",
    paidAt: paidAt.toISOString(),
    source: "webhook",
    providerEventId: "evt_1",
  },
});

describe("a card payment for a product", () => {
  it("is created for the product's price and days, with no plan", () =>
    spec.given([]).when(create()).then([created()]));
  it("refuses an intent for another amount, and a free product", () => {
    spec.given([]).when(create(7, 100)).thenThrows("PAYMENT_AMOUNT_MISMATCH");
    spec
      .given([])
      .when({
        ...create(),
        data: { ...create().data, product: { ...webinar, priceCents: 0 }, intentAmountCents: 0 },
      } as PaymentCommand)
      .thenThrows("PRODUCT_NOT_PURCHASABLE");
  });
  it("succeeds once, whatever the deliveries, and then owes the product's grant once", () => {
    spec.given([created()]).when(success).then([succeeded()]);
    spec.given([created(), succeeded()]).when(success).then([]);
    expect(owedGrantOf(succeeded())).toMatchObject({
      profileId: 7,
      planId: null,
      product: webinar.ref,
      amountCents: 1290,
      reference: `payment-${paymentId}`,
    });
  });
  it("paid before registering, is given only to a registration for the same product", () => {
    const assign = (
      product: { kind: string; id: number; title: string } | undefined,
      planId: "single" | null = null,
    ): PaymentCommand => ({
      type: "AssignPayment",
      data: { paymentId, profileId: 12, planId, product },
    });
    spec
      .given([created(null), succeeded(null)])
      .when(assign({ kind: "webinar-pack", id: 3, title: "Balík" }))
      .thenThrows("PAYMENT_PRODUCT_MISMATCH");
    spec
      .given([created(null), succeeded(null)])
      .when(assign(undefined, "single"))
      .thenThrows("PAYMENT_PRODUCT_MISMATCH");
    spec
      .given([created(null), succeeded(null)])
      .when(assign(webinar.ref))
      .then([
        {
          type: "PaymentAssigned",
          data: {
            paymentId,
            profileId: 12,
            planId: null,
            product: webinar.ref,
            period: { unit: "day", count: 30 },
            amountCents: 1290,
            paidAt: paidAt.toISOString(),
          },
        },
      ]);
  });
});

describe("an order for a product", () => {
  it("is invoiced at the product's price with its line, and its recorded transfer owes the product", () => {
    const invoicing = loadPaymentsConfig({}).invoicing!;
    const buyer = { name: "Jana Nováková", street: "Hlavná 5", city: "Košice", country: "Slovensko" };
    const placed = orderDecider.decide(
      {
        type: "PlaceOrder",
        data: { orderNumber: 5, profileId: 7, product: webinar, buyer, invoicing, placedAt: createdAt },
      },
      orderDecider.initialState(),
    );
    expect(placed[0]).toMatchObject({
      type: "OrderPlaced",
      data: { planId: null, product: webinar.ref, amountCents: 1290, period: { unit: "day", count: 30 } },
    });
    expect(placed[1]).toMatchObject({
      type: "InvoiceIssued",
      data: { items: [{ description: webinar.invoiceText, totalCents: 1290 }] },
    });
    const state = placed.reduce(orderDecider.evolve, orderDecider.initialState());
    const [recorded] = orderDecider.decide(
      {
        type: "RecordBankTransfer",
        data: { orderNumber: 5, amountCents: 1290, receivedOn: "2026-03-02", recordedAt: paidAt },
      },
      state,
    );
    expect(owedGrantOf(recorded!)).toMatchObject({
      profileId: 7,
      planId: null,
      product: webinar.ref,
      reference: "order-5",
      paidAt: paidAt.toISOString(),
    });
  });
});
