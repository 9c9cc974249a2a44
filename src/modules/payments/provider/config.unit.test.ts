import { describe, expect, it } from "vitest";
import { formatIban, isValidIban, loadPaymentsConfig } from "./config.ts";
import { paymentClientSettings } from "./provider.ts";

const seller = {
  INVOICE_SELLER_NAME: "Živá knižnica, o. z.",
  INVOICE_SELLER_STREET: "Štúrova 27",
  INVOICE_SELLER_ZIP: "811 02",
  INVOICE_SELLER_CITY: "Bratislava",
  INVOICE_IBAN: "sk31 1200 0000 1987 4263 7541",
};

describe("payments configuration", () => {
  it("without Stripe keys, card payments go to the test provider", () => {
    const config = loadPaymentsConfig({});
    expect(config.stripe).toBeNull();
    expect(paymentClientSettings(config)).toEqual({ provider: "test" });
  });

  it("takes the Stripe keys, and gives the client only the publishable one", () => {
    const config = loadPaymentsConfig({
      STRIPE_SECRET_KEY: "sk_test_1",
      STRIPE_PUBLISHABLE_KEY: "pk_test_1",
      STRIPE_WEBHOOK_SECRET: "whsec_1",
    });
    expect(config.stripe).toEqual({ secretKey: "sk_test_1", publishableKey: "pk_test_1", webhookSecret: "whsec_1" });
    expect(paymentClientSettings(config)).toEqual({ provider: "stripe", publishableKey: "pk_test_1" });
    expect(
      loadPaymentsConfig({ STRIPE_SECRET_KEY: "rk_live_1", STRIPE_PUBLISHABLE_KEY: "pk_live_1" }).stripe?.webhookSecret,
    ).toBeNull();
  });

  it("refuses Stripe keys that cannot work", () => {
    expect(() => loadPaymentsConfig({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadPaymentsConfig({ STRIPE_SECRET_KEY: "pk_test_1", STRIPE_PUBLISHABLE_KEY: "sk_test_1" })).toThrow(
      /secret key/,
    );
    expect(() =>
      loadPaymentsConfig({
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_PUBLISHABLE_KEY: "pk_test_1",
        STRIPE_WEBHOOK_SECRET: "x",
      }),
    ).toThrow(/whsec_/);
    expect(() => loadPaymentsConfig({ STRIPE_PUBLISHABLE_KEY: "pk_test_1" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("reads the seller and the bank for the invoice; not a VAT payer unless a rate is given", () => {
    const { invoicing } = loadPaymentsConfig({
      ...seller,
      INVOICE_SELLER_ICO: "42256361",
      INVOICE_SELLER_DIC: "2023456789",
      INVOICE_BANK_ACCOUNT: "1987426375/1200",
    });
    expect(invoicing).toEqual({
      seller: {
        name: "Živá knižnica, o. z.",
        street: "Štúrova 27",
        zip: "811 02",
        city: "Bratislava",
        country: "Slovensko",
        organizationId: "42256361",
        organizationTaxId: "2023456789",
        organizationVatId: null,
        registration: null,
      },
      bank: { iban: "SK3112000000198742637541", account: "1987426375/1200", swift: null, bankName: null },
      vat: { payer: false },
      demo: false,
    });
    expect(loadPaymentsConfig({ ...seller, INVOICE_VAT_RATE: "none" }).invoicing?.vat).toEqual({ payer: false });
  });

  it("a VAT payer has a whole percentage rate and an IČ DPH", () => {
    expect(
      loadPaymentsConfig({ ...seller, INVOICE_VAT_RATE: "23 %", INVOICE_SELLER_IC_DPH: "SK2023456789" }).invoicing?.vat,
    ).toEqual({ payer: true, ratePercent: 23 });
    expect(() => loadPaymentsConfig({ ...seller, INVOICE_VAT_RATE: "23" })).toThrow(/INVOICE_SELLER_IC_DPH/);
    expect(() => loadPaymentsConfig({ ...seller, INVOICE_VAT_RATE: "twenty", INVOICE_SELLER_IC_DPH: "SK1" })).toThrow(
      /INVOICE_VAT_RATE/,
    );
    expect(() => loadPaymentsConfig({ ...seller, INVOICE_VAT_RATE: "19.5", INVOICE_SELLER_IC_DPH: "SK1" })).toThrow(
      /INVOICE_VAT_RATE/,
    );
  });

  it("names what is missing, and refuses an IBAN whose check digits are wrong", () => {
    expect(() => loadPaymentsConfig({ INVOICE_SELLER_NAME: "X" })).toThrow(
      "INVOICE_SELLER_STREET, INVOICE_SELLER_ZIP, INVOICE_SELLER_CITY, INVOICE_IBAN",
    );
    expect(() => loadPaymentsConfig({ ...seller, INVOICE_IBAN: "SK32 1200 0000 1987 4263 7541" })).toThrow(
      /not a valid IBAN/,
    );
  });

  it("without an INVOICE_* variable: a demo seller in development and the embedded demo, no bank transfer in a real deployment", () => {
    const development = loadPaymentsConfig({});
    expect(development.invoicing?.demo).toBe(true);
    expect(development.invoicing?.seller.name).toMatch(/DEMO/);
    expect(loadPaymentsConfig({ NODE_ENV: "production", DEMO_DATA: "true" }).invoicing?.demo).toBe(true);
    expect(loadPaymentsConfig({ NODE_ENV: "production" }).invoicing).toBeNull();
    expect(loadPaymentsConfig({ NODE_ENV: "production", DEMO_DATA: "false" }).invoicing).toBeNull();
  });
});

describe("the built-in test card provider", () => {
  it("takes cards in development, and in production only when TEST_PAYMENTS=true asks for it", () => {
    expect(loadPaymentsConfig({}).testCards).toBe(true);
    expect(loadPaymentsConfig({ NODE_ENV: "production" }).testCards).toBe(false);
    expect(loadPaymentsConfig({ NODE_ENV: "production", DEMO_DATA: "true" }).testCards).toBe(false);
    expect(loadPaymentsConfig({ NODE_ENV: "production", TEST_PAYMENTS: "true" }).testCards).toBe(true);
    expect(loadPaymentsConfig({ NODE_ENV: "production", TEST_PAYMENTS: "false" }).testCards).toBe(false);
  });

  it("never beside Stripe, and TEST_PAYMENTS takes true or false only", () => {
    const stripe = { STRIPE_SECRET_KEY: "sk_live_1", STRIPE_PUBLISHABLE_KEY: "pk_live_1" };
    expect(loadPaymentsConfig(stripe).testCards).toBe(false);
    expect(() => loadPaymentsConfig({ ...stripe, TEST_PAYMENTS: "true" })).toThrow(/exclude each other/);
    expect(() => loadPaymentsConfig({ TEST_PAYMENTS: "yes" })).toThrow(/TEST_PAYMENTS must be true or false/);
  });
});

describe("IBAN", () => {
  it("checks the ISO 13616 check digits", () => {
    expect(isValidIban("SK3112000000198742637541")).toBe(true);
    expect(isValidIban("CZ6508000000192000145399")).toBe(true);
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("SK3112000000198742637542")).toBe(false);
    expect(isValidIban("SK31")).toBe(false);
  });

  it("prints in groups of four", () =>
    expect(formatIban("SK3112000000198742637541")).toBe("SK31 1200 0000 1987 4263 7541"));
});
