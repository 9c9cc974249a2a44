import { describe, expect, it } from "vitest";
import { normalisedExpiry, parseExpiry, testCardProblems } from "./card-rules.ts";

const now = new Date("2025-05-20T12:00:00.000Z");
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe("the test card form", () => {
  it("accepts a card number with spaces or dashes, a future expiry and a 3- or 4-digit code", () => {
    expect(testCardProblems(card, now)).toEqual({});
    expect(testCardProblems({ cardNumber: "4000-0000-0000-0002", expiry: "5/25", cvc: "1234" }, now)).toEqual({});
  });

  it("requires every field", () => {
    expect(testCardProblems({ cardNumber: " ", expiry: "", cvc: "" }, now)).toEqual({ cardNumber: "required", expiry: "required", cvc: "required" });
  });

  it("refuses a number that is too short or not digits, a malformed or ended expiry and a bad code", () => {
    expect(testCardProblems({ cardNumber: "4242 4242", expiry: "13/30", cvc: "12" }, now)).toEqual({
      cardNumber: "cardNumberInvalid",
      expiry: "cardExpiryInvalid",
      cvc: "cardCvcInvalid",
    });
    expect(testCardProblems({ ...card, cardNumber: "4242 4242 4242 424x" }, now)).toEqual({ cardNumber: "cardNumberInvalid" });
    // valid to the end of the expiry month: April 2025 has ended, May 2025 has not
    expect(testCardProblems({ ...card, expiry: "04/25" }, now)).toEqual({ expiry: "cardExpired" });
    expect(testCardProblems({ ...card, expiry: "05/25" }, now)).toEqual({});
  });

  it("reads the expiry with a two- or four-digit year and sends it as MM/YY", () => {
    expect(parseExpiry("4/27")).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry("04 / 2027")).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry("0427")).toBeNull();
    expect(normalisedExpiry("4/2027")).toBe("04/27");
    expect(normalisedExpiry("garbage")).toBe("garbage");
  });
});
