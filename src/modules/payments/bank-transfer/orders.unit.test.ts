import { describe, expect, it } from "vitest";
import { deciderSpec } from "../../../../test/support/decider-spec.ts";
import { type Buyer, type Invoice, splitVat, variableSymbolOf } from "../invoices/invoice.ts";
import { loadPaymentsConfig } from "../provider/config.ts";
import { type BuyerInput, orderDecider, type PlaceOrder } from "./decide.ts";
import type { BankTransferRecorded, InvoiceIssued, OrderExpired, OrderPlaced } from "./events.ts";

const spec = deciderSpec(orderDecider);

const sellerEnv = {
  INVOICE_SELLER_NAME: "Živá knižnica, o. z.",
  INVOICE_SELLER_STREET: "Štúrova 27",
  INVOICE_SELLER_ZIP: "811 02",
  INVOICE_SELLER_CITY: "Bratislava",
  INVOICE_SELLER_ICO: "42256361",
  INVOICE_SELLER_DIC: "2023456789",
  INVOICE_IBAN: "SK31 1200 0000 1987 4263 7541",
};
const notPayer = loadPaymentsConfig(sellerEnv).invoicing!;
const payer = loadPaymentsConfig({
  ...sellerEnv,
  INVOICE_VAT_RATE: "23",
  INVOICE_SELLER_IC_DPH: "SK2023456789",
}).invoicing!;

const buyerInput: BuyerInput = {
  name: " Základná škola Ľ. Štúra ",
  street: "Ďumbierska 5",
  zip: "974 11",
  city: "Banská Bystrica",
  country: "Slovensko",
  organizationId: "37812345",
  organizationTaxId: "2021234567",
  organizationVatId: "",
};
const buyer: Buyer = {
  name: "Základná škola Ľ. Štúra",
  street: "Ďumbierska 5",
  zip: "974 11",
  city: "Banská Bystrica",
  country: "Slovensko",
  organizationId: "37812345",
  organizationTaxId: "2021234567",
  organizationVatId: null,
};

// 2 March 2026, 10:00 in Bratislava
const placedAt = new Date("2026-03-02T09:00:00Z");
const place = (overrides: Partial<PlaceOrder["data"]> = {}): PlaceOrder => ({
  type: "PlaceOrder",
  data: {
    orderNumber: 12,
    profileId: 40,
    planId: "school",
    buyer: buyerInput,
    invoicing: notPayer,
    placedAt,
    ...overrides,
  },
});

const placed: OrderPlaced = {
  type: "OrderPlaced",
  data: {
    orderNumber: 12,
    variableSymbol: "2026000012",
    profileId: 40,
    planId: "school",
    period: { unit: "year", count: 1 },
    amountCents: 29900,
    currency: "eur",
    placedAt: placedAt.toISOString(),
    dueDate: "2026-03-16",
  },
};
const invoice: Invoice = {
  invoiceNumber: "2026000012",
  orderNumber: 12,
  variableSymbol: "2026000012",
  issuedOn: "2026-03-02",
  dueDate: "2026-03-16",
  seller: notPayer.seller,
  buyer,
  bank: notPayer.bank,
  items: [
    {
      description: "Predplatné Online živej knižnice – škola (10 používateľov), 1 rok",
      quantity: 1,
      unitPriceCents: 29900,
      totalCents: 29900,
    },
  ],
  vat: { payer: false, baseCents: 29900, vatCents: 0 },
  totalCents: 29900,
  currency: "eur",
  demo: false,
};
const issued: InvoiceIssued = { type: "InvoiceIssued", data: { ...invoice, profileId: 40 } };

const record = (receivedOn = "2026-03-10", amountCents = 29900, recordedAt = new Date("2026-03-11T08:00:00Z")) =>
  ({ type: "RecordBankTransfer", data: { orderNumber: 12, amountCents, receivedOn, recordedAt } }) as const;
const recorded = (
  afterExpiry = false,
  recordedAt = "2026-03-11T08:00:00.000Z",
  receivedOn = "2026-03-10",
): BankTransferRecorded => ({
  type: "BankTransferRecorded",
  data: {
    orderNumber: 12,
    profileId: 40,
    planId: "school",
    period: { unit: "year", count: 1 },
    amountCents: 29900,
    receivedOn,
    paidAt: recordedAt,
    afterExpiry,
  },
});
const expire = (now: string) => ({ type: "ExpireOrder", data: { orderNumber: 12, now: new Date(now) } }) as const;
const expired: OrderExpired = {
  type: "OrderExpired",
  data: {
    orderNumber: 12,
    profileId: 40,
    amountCents: 29900,
    dueDate: "2026-03-16",
    expiredAt: "2026-03-16T23:00:00.000Z",
  },
};

describe("bank-transfer order", () => {
  describe("PlaceOrder", () => {
    it("places the order and issues its invoice: the plan's price, due in 14 days, with the variable symbol", () =>
      spec.given([]).when(place()).then([placed, issued]));

    it("a VAT payer's invoice splits the price into base and VAT", () =>
      spec
        .given([])
        .when(place({ invoicing: payer }))
        .then([
          placed,
          {
            type: "InvoiceIssued",
            data: {
              ...issued.data,
              seller: payer.seller,
              vat: { payer: true, ratePercent: 23, baseCents: 24309, vatCents: 5591 },
            },
          },
        ]));

    it("an individual's month costs 8,90 €", () =>
      spec
        .given([])
        .when(place({ planId: "single" }))
        .then([
          {
            type: "OrderPlaced",
            data: { ...placed.data, planId: "single", period: { unit: "month", count: 1 }, amountCents: 890 },
          },
          {
            type: "InvoiceIssued",
            data: {
              ...issued.data,
              items: [
                {
                  description: "Predplatné Online živej knižnice – jednotlivec (1 používateľ), 1 mesiac",
                  quantity: 1,
                  unitPriceCents: 890,
                  totalCents: 890,
                },
              ],
              vat: { payer: false, baseCents: 890, vatCents: 0 },
              totalCents: 890,
            },
          },
        ]));

    it("dates the order in the library's calendar: 23:30 UTC on New Year's Eve is already the next year in Bratislava", () => {
      const [order] = orderDecider.decide(
        place({ placedAt: new Date("2026-12-31T23:30:00Z") }),
        orderDecider.initialState(),
      );
      expect(order).toMatchObject({ data: { variableSymbol: "2027000012", dueDate: "2027-01-15" } });
    });

    it("needs the buyer's name and address, each at most 200 characters", () =>
      spec
        .given([])
        .when(
          place({
            buyer: { ...buyerInput, name: " ", street: "", city: "x".repeat(201), organizationId: "y".repeat(201) },
          }),
        )
        .thenFailsValidation({ name: "REQUIRED", street: "REQUIRED", city: "TOO_LONG", organizationId: "TOO_LONG" }));

    it("cannot order the free trial", () =>
      spec
        .given([])
        .when(place({ planId: "trial" }))
        .thenThrows("PLAN_NOT_PURCHASABLE"));

    it("an order number is used once", () =>
      spec.given([placed, issued]).when(place()).thenThrows("ORDER_ALREADY_EXISTS"));
  });

  describe("RecordBankTransfer", () => {
    it("records the money once; the subscription is paid from the moment it is recorded", () => {
      spec.given([placed, issued]).when(record()).then([recorded()]);
      spec
        .given([placed, issued, recorded()])
        .when(record())
        .thenThrows("BANK_TRANSFER_ALREADY_RECORDED", { orderNumber: 12 });
    });

    it("the amount must be the order's", () => {
      spec
        .given([placed, issued])
        .when(record("2026-03-10", 29800))
        .thenThrows("BANK_TRANSFER_AMOUNT_MISMATCH", { expected: "299,00 €" });
      spec.given([placed, issued]).when(record("2026-03-10", 0)).thenFailsValidation({ amountCents: "AMOUNT_INVALID" });
      spec
        .given([placed, issued])
        .when(record("2026-03-10", 299.0001))
        .thenFailsValidation({ amountCents: "AMOUNT_INVALID" });
    });

    it("the day the money arrived is a real day between the order and today", () => {
      spec.given([placed, issued]).when(record("2026-02-30")).thenFailsValidation({ receivedOn: "DATE_INVALID" });
      spec.given([placed, issued]).when(record("2026-03-12")).thenFailsValidation({ receivedOn: "DATE_IN_FUTURE" });
      spec
        .given([placed, issued])
        .when(record("2026-03-01"))
        .thenFailsValidation({ receivedOn: "BANK_TRANSFER_BEFORE_ORDER" });
      spec
        .given([placed, issued])
        .when(record("2026-03-02"))
        .then([recorded(false, "2026-03-11T08:00:00.000Z", "2026-03-02")]);
      spec
        .given([placed, issued])
        .when(record("2026-03-11"))
        .then([recorded(false, "2026-03-11T08:00:00.000Z", "2026-03-11")]);
    });

    it("money recorded after the order expired is honoured, and says so", () =>
      spec
        .given([placed, issued, expired])
        .when(record("2026-03-19", 29900, new Date("2026-03-20T08:00:00Z")))
        .then([recorded(true, "2026-03-20T08:00:00.000Z", "2026-03-19")]));

    it("needs the order", () => spec.given([]).when(record()).thenThrows("ORDER_NOT_FOUND"));
  });

  describe("ExpireOrder", () => {
    it("expires an unpaid order once its due date has passed in Bratislava", () =>
      // 00:00 on 17 March in Bratislava is 23:00 UTC on the 16th
      spec.given([placed, issued]).when(expire("2026-03-16T23:00:00Z")).then([expired]));

    it("not before: the due date itself is still in time", () => {
      spec
        .given([placed, issued])
        .when(expire("2026-03-16T22:59:59Z"))
        .thenThrows("ORDER_NOT_OVERDUE", { orderNumber: 12 });
      spec.given([placed, issued]).when(expire("2026-03-03T10:00:00Z")).thenThrows("ORDER_NOT_OVERDUE");
    });

    it("a paid order never expires, and an expired one expires once", () => {
      spec.given([placed, issued, recorded()]).when(expire("2026-04-01T10:00:00Z")).then([]);
      spec.given([placed, issued, expired]).when(expire("2026-04-01T10:00:00Z")).then([]);
    });

    it("needs the order", () => spec.given([]).when(expire("2026-04-01T10:00:00Z")).thenThrows("ORDER_NOT_FOUND"));
  });
});

describe("invoice figures", () => {
  it("the variable symbol is the year and the order number in six digits: ten digits", () => {
    expect(variableSymbolOf(1, placedAt)).toBe("2026000001");
    expect(variableSymbolOf(999999, placedAt)).toBe("2026999999");
    expect(() => variableSymbolOf(1_000_000, placedAt)).toThrow(RangeError);
    expect(() => variableSymbolOf(0, placedAt)).toThrow(RangeError);
  });

  it("splits a final price into base and VAT that add up to it", () => {
    expect(splitVat(29900, { payer: true, ratePercent: 23 })).toEqual({ baseCents: 24309, vatCents: 5591 });
    expect(splitVat(890, { payer: true, ratePercent: 20 })).toEqual({ baseCents: 742, vatCents: 148 });
    expect(splitVat(890, { payer: false })).toEqual({ baseCents: 890, vatCents: 0 });
    for (let cents = 1; cents < 2000; cents += 7) {
      const { baseCents, vatCents } = splitVat(cents, { payer: true, ratePercent: 23 });
      expect(baseCents + vatCents).toBe(cents);
    }
  });
});
