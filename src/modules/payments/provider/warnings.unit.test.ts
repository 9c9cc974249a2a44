import { describe, expect, it } from "vitest";
import { loadPaymentsConfig } from "./config.ts";
import { paymentsWarnings } from "./setup.ts";

const stripe = { STRIPE_SECRET_KEY: "sk_live_1", STRIPE_PUBLISHABLE_KEY: "pk_live_1" };
const seller = {
  INVOICE_SELLER_NAME: "Živá knižnica, o. z.",
  INVOICE_SELLER_STREET: "Štúrova 27",
  INVOICE_SELLER_ZIP: "811 02",
  INVOICE_SELLER_CITY: "Bratislava",
  INVOICE_IBAN: "SK3112000000198742637541",
};

describe("what a production process says about its payments at start", () => {
  it("warns loudly when TEST_PAYMENTS puts card payments through the test provider", () => {
    const [warning, ...rest] = paymentsWarnings(
      loadPaymentsConfig({ NODE_ENV: "production", TEST_PAYMENTS: "true", ...seller }),
      true,
    );
    expect(warning).toMatch(/^WARNING: TEST_PAYMENTS=true: card payments go through the built-in TEST provider/);
    expect(rest).toEqual([]);
  });

  it("says that no card payments are offered without Stripe or TEST_PAYMENTS", () => {
    expect(paymentsWarnings(loadPaymentsConfig({ NODE_ENV: "production", ...seller }), true)).toEqual([
      expect.stringMatching(/^Card payments are not offered: no STRIPE_SECRET_KEY/),
    ]);
  });

  it("warns when Stripe's webhook is not configured, and says bank transfer is off without a seller", () => {
    expect(
      paymentsWarnings(loadPaymentsConfig({ NODE_ENV: "production", DEMO_DATA: "false", ...stripe }), true),
    ).toEqual([
      expect.stringMatching(/^WARNING: no STRIPE_WEBHOOK_SECRET/),
      "Bank transfer is not offered: no INVOICE_* seller and account is configured.",
    ]);
  });

  it("warns that the embedded demo's invoices name a demo seller", () => {
    expect(
      paymentsWarnings(
        loadPaymentsConfig({ NODE_ENV: "production", DEMO_DATA: "true", ...stripe, STRIPE_WEBHOOK_SECRET: "whsec_1" }),
        true,
      ),
    ).toEqual([expect.stringMatching(/^WARNING: no INVOICE_\* seller and account: invoices name a DEMO seller/)]);
  });

  it("is quiet when everything is configured, and in development", () => {
    expect(
      paymentsWarnings(
        loadPaymentsConfig({ NODE_ENV: "production", ...stripe, STRIPE_WEBHOOK_SECRET: "whsec_1", ...seller }),
        true,
      ),
    ).toEqual([]);
    expect(paymentsWarnings(loadPaymentsConfig({}), false)).toEqual([]);
  });
});
