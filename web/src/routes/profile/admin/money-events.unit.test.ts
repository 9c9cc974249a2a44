import { describe, expect, it } from "vitest";
import { isKnownEventType, openOrders, orderNumberOf } from "./money-events.ts";

describe("a profile's audit trail", () => {
  it("reads the order number from an order's reference, and nothing from a card payment's", () => {
    expect(orderNumberOf("order-12")).toBe(12);
    expect(orderNumberOf("7")).toBe(7);
    expect(orderNumberOf("payment-pi_test_123")).toBeNull();
    expect(orderNumberOf(null)).toBeNull();
  });

  it("offers the orders whose transfer is not recorded yet, newest first, expired ones included", () => {
    const events = [
      { type: "OrderPlaced", reference: "order-1", amountCents: 29900 },
      { type: "InvoiceIssued", reference: "order-1", amountCents: 29900 },
      { type: "BankTransferRecorded", reference: "order-1", amountCents: 29900 },
      { type: "OrderPlaced", reference: "order-4", amountCents: 29900 },
      { type: "OrderExpired", reference: "order-4", amountCents: 29900 },
      { type: "PaymentSucceeded", reference: "payment-pi_test_1", amountCents: 890 },
      { type: "OrderPlaced", reference: "order-9", amountCents: 890 },
    ];
    expect(openOrders(events)).toEqual([
      { orderNumber: 9, amountCents: 890 },
      { orderNumber: 4, amountCents: 29900 },
    ]);
    expect(openOrders([])).toEqual([]);
  });

  it("names the known event types and leaves others as they are", () => {
    expect(isKnownEventType("BankTransferRecorded")).toBe(true);
    expect(isKnownEventType("SomethingNew")).toBe(false);
  });
});
