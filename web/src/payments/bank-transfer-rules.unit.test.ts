import { describe, expect, it } from "vitest";
import { bankTransferProblems, parseEuroAmount } from "./bank-transfer-rules.ts";

const now = new Date("2025-05-20T12:00:00.000Z");

describe("recording a bank transfer", () => {
  it("reads euros with a decimal comma or point, grouped thousands and the euro sign, as cents", () => {
    expect(parseEuroAmount("299")).toBe(29900);
    expect(parseEuroAmount("299,00")).toBe(29900);
    expect(parseEuroAmount("8.9")).toBe(890);
    expect(parseEuroAmount("1 299,05 €")).toBe(129905);
  });

  it("refuses amounts that are not positive or have more than two decimals", () => {
    for (const text of ["0", "0,00", "-5", "8,901", "osem", "", "8,9,0"]) expect(parseEuroAmount(text)).toBeNull();
  });

  it("accepts an order number, an amount and a day up to today", () => {
    expect(bankTransferProblems({ orderNumber: "12", amount: "299,00", receivedOn: "20.05.2025" }, now)).toEqual({});
    expect(bankTransferProblems({ orderNumber: " 3 ", amount: "8,90", receivedOn: "1.5.2025" }, now)).toEqual({});
  });

  it("says what is missing or wrong, and refuses a day in the future", () => {
    expect(bankTransferProblems({ orderNumber: "", amount: "", receivedOn: "" }, now)).toEqual({
      orderNumber: "required",
      amount: "required",
      receivedOn: "required",
    });
    expect(bankTransferProblems({ orderNumber: "0", amount: "-1", receivedOn: "31.02.2025" }, now)).toEqual({
      orderNumber: "orderNumberInvalid",
      amount: "amountInvalid",
      receivedOn: "dateInvalid",
    });
    expect(bankTransferProblems({ orderNumber: "7", amount: "299", receivedOn: "21.05.2025" }, now)).toEqual({
      receivedOn: "dateInFuture",
    });
  });
});
