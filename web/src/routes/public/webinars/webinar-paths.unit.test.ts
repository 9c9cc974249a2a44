import { describe, expect, it } from "vitest";
import { afterPurchasePath, productPath, registerPaymentPath, thanksVariantOf } from "./webinar-paths.ts";

const done = (product: "webinar" | "pack", method: "card" | "invoice", registered: boolean) =>
  afterPurchasePath({ lang: "sk", product, slug: "x", method, registered });

describe("webinar section addresses", () => {
  it("uses the spec's words", () => {
    expect(productPath("sk", "webinar", "a")).toBe("/sk/webinar/a");
    expect(productPath("sk", "pack", "a")).toBe("/sk/balik-webinarov/a");
    expect(registerPaymentPath("en", "pack", "a")).toBe("/en/balik-webinarov/a/registracia/platba");
  });
});

describe("afterPurchasePath", () => {
  it("sends a logged-in buyer as §4 lists", () => {
    expect(done("webinar", "card", false)).toBe("/sk/webinar/x");
    expect(done("webinar", "invoice", false)).toBe("/sk/webinar/x/zakupenie/dakujeme");
    expect(done("pack", "card", false)).toBe("/sk/balik-webinarov/x/zakupenie/dakujeme?paid");
    expect(done("pack", "invoice", false)).toBe("/sk/balik-webinarov/x/zakupenie/dakujeme");
  });

  it("sends a buyer who just registered as §4 lists", () => {
    expect(done("pack", "card", true)).toBe("/sk/balik-webinarov/x/zakupenie/dakujeme?login");
    expect(done("webinar", "card", true)).toBe("/sk/webinar/x");
    expect(done("webinar", "invoice", true)).toBe("/sk/webinar/x/zakupenie/dakujeme");
    expect(done("pack", "invoice", true)).toBe("/sk/balik-webinarov/x/zakupenie/dakujeme");
  });
});

describe("thanksVariantOf", () => {
  it("reads the query", () => {
    expect(thanksVariantOf(new URLSearchParams("login"))).toBe("login");
    expect(thanksVariantOf(new URLSearchParams("paid"))).toBe("paid");
    expect(thanksVariantOf(new URLSearchParams(""))).toBe("plain");
  });
});
