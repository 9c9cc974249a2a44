import { describe, expect, it } from "vitest";
import {
  caretAfterFormat,
  editCardNumber,
  editExpiry,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  normalisedExpiry,
  parseExpiry,
  testCardProblems,
} from "./card-rules.ts";

const now = new Date("2025-05-20T12:00:00.000Z");
const card = { cardNumber: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe("the test card form", () => {
  it("accepts a card number with spaces or dashes, a future expiry and a 3- or 4-digit code", () => {
    expect(testCardProblems(card, now)).toEqual({});
    expect(testCardProblems({ cardNumber: "4000-0000-0000-0002", expiry: "5/25", cvc: "1234" }, now)).toEqual({});
  });

  it("requires every field", () => {
    expect(testCardProblems({ cardNumber: " ", expiry: "", cvc: "" }, now)).toEqual({
      cardNumber: "required",
      expiry: "required",
      cvc: "required",
    });
  });

  it("refuses a number that is too short or not digits, a malformed or ended expiry and a bad code", () => {
    expect(testCardProblems({ cardNumber: "4242 4242", expiry: "13/30", cvc: "12" }, now)).toEqual({
      cardNumber: "cardNumberInvalid",
      expiry: "cardExpiryInvalid",
      cvc: "cardCvcInvalid",
    });
    expect(testCardProblems({ ...card, cardNumber: "4242 4242 4242 424x" }, now)).toEqual({
      cardNumber: "cardNumberInvalid",
    });
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

describe("the card fields as they are typed", () => {
  it("groups the card number by four and keeps only digits, at most 19", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0027-6000-3184")).toBe("4000 0027 6000 3184");
    expect(formatCardNumber("4242 4")).toBe("4242 4");
    expect(formatCardNumber("4242 ")).toBe("4242");
    expect(formatCardNumber("1234567890123456789012")).toBe("1234 5678 9012 3456 789");
  });

  it("keeps the caret after the same digits when the number is edited in the middle", () => {
    // typing a fifth digit at the end: the caret follows the inserted space
    expect(editCardNumber("42424", 5)).toEqual({ value: "4242 4", caret: 6 });
    // a digit typed after the second digit of "4242 4242": the caret stays after it
    expect(editCardNumber("42942 4242", 3)).toEqual({ value: "4294 2424 2", caret: 3 });
  });

  it("keeps the code's digits only, at most four", () => {
    expect(formatCvc("12a3")).toBe("123");
    expect(formatCvc("123456")).toBe("1234");
  });

  it("inserts the expiry's slash as the year begins", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("122")).toBe("12/2");
    expect(formatExpiry("1228")).toBe("12/28");
    expect(formatExpiry("12289")).toBe("12/28");
    expect(formatExpiry("12/")).toBe("12/");
  });

  it("reads a pasted expiry with a four-digit year, with or without its slash", () => {
    expect(formatExpiry("12/2028")).toBe("12/28");
    expect(formatExpiry("12 / 2028")).toBe("12/28");
    expect(formatExpiry("122028")).toBe("12/28");
    expect(formatExpiry("1228")).toBe("12/28");
  });

  it("pads a month typed with its own slash, but not while deleting", () => {
    expect(formatExpiry("1/")).toBe("01/");
    expect(formatExpiry("4/27")).toBe("04/27");
    expect(formatExpiry("1/28", true)).toBe("1/28");
  });

  it("follows typing: each keystroke of 1228 gives 1, 12, 12/2, 12/28 with the caret at the end", () => {
    let shown = "";
    for (const key of "1228") {
      const typed = shown + key;
      const edit = editExpiry(shown, typed, typed.length, false);
      expect(edit.caret).toBe(edit.value.length);
      shown = edit.value;
    }
    expect(shown).toBe("12/28");
    expect(editExpiry("01", "01/", 3, false)).toEqual({ value: "01/", caret: 3 });
  });

  it("deletes backwards over the slash: the month's last digit goes with it", () => {
    // the caret after the slash of "12/28", Backspace: the field holds "1228"
    expect(editExpiry("12/28", "1228", 2, true)).toEqual({ value: "12/8", caret: 1 });
    // Backspace at the end, digit by digit
    expect(editExpiry("12/28", "12/2", 4, true)).toEqual({ value: "12/2", caret: 4 });
    expect(editExpiry("12/2", "12/", 3, true)).toEqual({ value: "12/", caret: 3 });
    expect(editExpiry("12/", "12", 2, true)).toEqual({ value: "12", caret: 2 });
    expect(editExpiry("12", "1", 1, true)).toEqual({ value: "1", caret: 1 });
  });

  it("puts the caret after the same digits when the text was reformatted", () => {
    expect(caretAfterFormat("1228", 3, "12/28")).toBe(4);
    expect(caretAfterFormat("1228", 0, "12/28")).toBe(0);
    expect(caretAfterFormat("1/", 2, "01/")).toBe(3);
  });
});
