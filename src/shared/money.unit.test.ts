import { describe, expect, it } from "vitest";
import { formatEuro, isCents } from "./money.ts";

describe("money", () => {
  it("shows prices with two decimals, a comma and the euro sign", () => {
    expect(formatEuro(890)).toBe("8,90 €");
    expect(formatEuro(29900)).toBe("299,00 €");
    expect(formatEuro(0)).toBe("0,00 €");
    expect(formatEuro(5)).toBe("0,05 €");
    expect(formatEuro(1010)).toBe("10,10 €");
  });

  it("groups thousands with a space", () => {
    expect(formatEuro(129900)).toBe("1 299,00 €");
    expect(formatEuro(123456789)).toBe("1 234 567,89 €");
    expect(formatEuro(99999)).toBe("999,99 €");
  });

  it("puts the minus sign before the amount", () => {
    expect(formatEuro(-500)).toBe("-5,00 €");
    expect(formatEuro(-129901)).toBe("-1 299,01 €");
  });

  it("refuses anything but whole cents", () => {
    expect(() => formatEuro(8.9)).toThrow(RangeError);
    expect(() => formatEuro(Number.NaN)).toThrow(RangeError);
    expect(isCents(890)).toBe(true);
    expect(isCents(8.9)).toBe(false);
    expect(isCents("890")).toBe(false);
  });
});
