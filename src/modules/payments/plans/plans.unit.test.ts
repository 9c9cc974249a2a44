import { describe, expect, it } from "vitest";
import { planNamed, PLANS, purchasablePlan } from "./plans.ts";

describe("plans", () => {
  it("know the client's names for them", () => {
    expect(planNamed("individual")).toBe(PLANS.single);
    expect(planNamed("single")).toBe(PLANS.single);
    expect(planNamed(" School ")).toBe(PLANS.school);
    expect(planNamed(3)).toBe(PLANS.firm);
    expect(planNamed("4")).toBe(PLANS.trial);
  });

  it("refuse a name they do not know, and the free trial as a purchase", () => {
    for (const name of ["gold", "", 5, null, undefined]) expect(() => planNamed(name)).toThrow("PLAN_UNKNOWN");
    expect(() => purchasablePlan("trial")).toThrow("PLAN_NOT_PURCHASABLE");
  });

  it("price and length the plans as the terms say", () => {
    expect([PLANS.single, PLANS.school, PLANS.firm, PLANS.trial].map((p) => [p.priceCents, p.period, p.seats])).toEqual(
      [
        [890, { unit: "month", count: 1 }, 1],
        [29900, { unit: "year", count: 1 }, 10],
        [29900, { unit: "year", count: 1 }, 3],
        [0, { unit: "day", count: 30 }, 1],
      ],
    );
  });
});
