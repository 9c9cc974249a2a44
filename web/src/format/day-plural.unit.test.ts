import { describe, expect, it } from "vitest";
import { dayForm } from "./day-plural.ts";

describe("dayForm", () => {
  it("takes the Slovak forms 1, 2 to 4 and 5 or more", () => {
    expect(dayForm(1)).toBe("one");
    expect([2, 3, 4].map((count) => dayForm(count))).toEqual(["few", "few", "few"]);
    expect([5, 11, 30, 365].map((count) => dayForm(count))).toEqual(["many", "many", "many", "many"]);
  });

  it("gives 0 the form of 5 or more", () => {
    expect(dayForm(0)).toBe("many");
    expect(dayForm(0, "cz")).toBe("many");
  });

  it("uses the whole count, so 21 and 22 take the 5-or-more form in Slovak", () => {
    expect(dayForm(21)).toBe("many");
    expect(dayForm(22)).toBe("many");
  });

  it("has only one and the rest in English and Spanish", () => {
    expect(dayForm(1, "en")).toBe("one");
    expect(dayForm(3, "en")).toBe("many");
    expect(dayForm(0, "es")).toBe("many");
  });
});
