/**
 * The payments' configuration from the environment. Every variable is optional:
 *
 * Card payments
 *   STRIPE_SECRET_KEY        sk_… or rk_…; unset: the built-in test provider takes card payments in
 *                            development, and in production only with TEST_PAYMENTS=true
 *   TEST_PAYMENTS            true: a production process without Stripe takes test cards (a staging
 *                            site, and `npm start`'s demo); unset in production: no card payments at
 *                            all (CARD_PAYMENTS_UNAVAILABLE) rather than access for a test number
 *   STRIPE_PUBLISHABLE_KEY   pk_…, for Stripe Elements in the client; required with the secret key
 *   STRIPE_WEBHOOK_SECRET    whsec_…; unset: webhooks are refused and only the client's report counts
 *
 * Bank transfer (what the invoice says)
 *   INVOICE_SELLER_NAME, INVOICE_SELLER_STREET, INVOICE_SELLER_ZIP, INVOICE_SELLER_CITY  required together
 *   INVOICE_SELLER_COUNTRY   default "Slovensko"
 *   INVOICE_SELLER_ICO, INVOICE_SELLER_DIC, INVOICE_SELLER_IC_DPH   organisation ids (IČO, DIČ, IČ DPH)
 *   INVOICE_SELLER_REGISTRATION   the register entry printed under the seller, e.g. "Registrované na MV SR…"
 *   INVOICE_IBAN             required with the seller; checked (ISO 13616 check digits)
 *   INVOICE_BANK_ACCOUNT     the account in its domestic form, e.g. "1234567890/1100"
 *   INVOICE_SWIFT, INVOICE_BANK_NAME
 *   INVOICE_VAT_RATE         a whole percentage (e.g. 23) when the seller is a VAT payer (then
 *                            INVOICE_SELLER_IC_DPH is required); unset or "none": not a VAT payer
 *
 * Without any INVOICE_* variable, development and the embedded demo (`npm start`, DEMO_DATA=true)
 * get an obvious demo seller, so the whole flow can be tried; a production process outside the demo
 * gets no bank transfer at all (BANK_TRANSFER_UNAVAILABLE) rather than invoices that send customers'
 * money to a made-up account.
 */
export type StripeSettings = { secretKey: string; publishableKey: string; webhookSecret: string | null };

export type Seller = {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  /** IČO */
  organizationId: string | null;
  /** DIČ */
  organizationTaxId: string | null;
  /** IČ DPH */
  organizationVatId: string | null;
  registration: string | null;
};

export type BankDetails = {
  /** Without spaces, upper case. */
  iban: string;
  account: string | null;
  swift: string | null;
  bankName: string | null;
};

export type VatSetting = { payer: false } | { payer: true; ratePercent: number };

export type InvoicingSettings = { seller: Seller; bank: BankDetails; vat: VatSetting; demo: boolean };

export type PaymentsConfig = {
  /** null: no Stripe; then `testCards` says whether the built-in test provider takes card payments. */
  stripe: StripeSettings | null;
  /** Without Stripe: test card numbers are taken (development, TEST_PAYMENTS=true); false: no card payments. */
  testCards: boolean;
  /** null: bank transfer is not offered. */
  invoicing: InvoicingSettings | null;
};

const nonEmpty = (value: string | undefined) => (value && value.trim() !== "" ? value.trim() : null);

export function loadPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const stripe = stripeSettings(env);
  return { stripe, testCards: testCardsAllowed(env, stripe !== null), invoicing: invoicingSettings(env) };
}

/** The test provider fails closed: a production process takes test cards only when told to. */
function testCardsAllowed(env: NodeJS.ProcessEnv, stripe: boolean): boolean {
  const asked = nonEmpty(env.TEST_PAYMENTS) ?? "false";
  if (asked !== "true" && asked !== "false") throw new Error(`TEST_PAYMENTS must be true or false, got "${asked}"`);
  if (asked === "true" && stripe)
    throw new Error("TEST_PAYMENTS=true and STRIPE_SECRET_KEY exclude each other: cards go to one provider");
  return !stripe && (asked === "true" || env.NODE_ENV !== "production");
}

function stripeSettings(env: NodeJS.ProcessEnv): StripeSettings | null {
  const secretKey = nonEmpty(env.STRIPE_SECRET_KEY);
  const publishableKey = nonEmpty(env.STRIPE_PUBLISHABLE_KEY);
  const webhookSecret = nonEmpty(env.STRIPE_WEBHOOK_SECRET);
  if (!secretKey) {
    if (publishableKey || webhookSecret)
      throw new Error("STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET need STRIPE_SECRET_KEY");
    return null;
  }
  // a swapped pair of keys would otherwise only show up at the first payment
  if (!/^(sk|rk)_/.test(secretKey)) throw new Error("STRIPE_SECRET_KEY must be a secret key (sk_… or rk_…)");
  if (!publishableKey?.startsWith("pk_"))
    throw new Error("STRIPE_PUBLISHABLE_KEY (pk_…) is required with STRIPE_SECRET_KEY");
  if (webhookSecret && !webhookSecret.startsWith("whsec_"))
    throw new Error("STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)");
  return { secretKey, publishableKey, webhookSecret };
}

/** A seller that no one can mistake for a real one, so development can issue invoices. */
const demoInvoicing: InvoicingSettings = {
  seller: {
    name: "Živá knižnica – DEMO (neplaťte)",
    street: "Ukážková 1",
    zip: "811 01",
    city: "Bratislava",
    country: "Slovensko",
    organizationId: "00000000",
    organizationTaxId: "0000000000",
    organizationVatId: null,
    registration: "Ukážkové údaje pre vývoj, nie skutočný dodávateľ",
  },
  // the example IBAN of the Slovak standard (STN ISO 13616), used in documentation
  bank: { iban: "SK3112000000198742637541", account: null, swift: null, bankName: null },
  vat: { payer: false },
  demo: true,
};

function invoicingSettings(env: NodeJS.ProcessEnv): InvoicingSettings | null {
  const given = Object.keys(env).some((key) => key.startsWith("INVOICE_") && nonEmpty(env[key]));
  if (!given) return env.NODE_ENV === "production" && env.DEMO_DATA !== "true" ? null : demoInvoicing;

  const required = [
    "INVOICE_SELLER_NAME",
    "INVOICE_SELLER_STREET",
    "INVOICE_SELLER_ZIP",
    "INVOICE_SELLER_CITY",
    "INVOICE_IBAN",
  ];
  const missing = required.filter((key) => !nonEmpty(env[key]));
  if (missing.length > 0)
    throw new Error(`Bank transfer needs ${missing.join(", ")} (or no INVOICE_* variable at all)`);

  const iban = env.INVOICE_IBAN!.replace(/\s+/g, "").toUpperCase();
  if (!isValidIban(iban)) throw new Error(`INVOICE_IBAN "${env.INVOICE_IBAN}" is not a valid IBAN`);

  const vatId = nonEmpty(env.INVOICE_SELLER_IC_DPH);
  const vat = vatSetting(env.INVOICE_VAT_RATE);
  if (vat.payer && !vatId) throw new Error("A VAT payer (INVOICE_VAT_RATE) needs INVOICE_SELLER_IC_DPH");

  return {
    seller: {
      name: nonEmpty(env.INVOICE_SELLER_NAME)!,
      street: nonEmpty(env.INVOICE_SELLER_STREET)!,
      zip: nonEmpty(env.INVOICE_SELLER_ZIP)!,
      city: nonEmpty(env.INVOICE_SELLER_CITY)!,
      country: nonEmpty(env.INVOICE_SELLER_COUNTRY) ?? "Slovensko",
      organizationId: nonEmpty(env.INVOICE_SELLER_ICO),
      organizationTaxId: nonEmpty(env.INVOICE_SELLER_DIC),
      organizationVatId: vatId,
      registration: nonEmpty(env.INVOICE_SELLER_REGISTRATION),
    },
    bank: {
      iban,
      account: nonEmpty(env.INVOICE_BANK_ACCOUNT),
      swift: nonEmpty(env.INVOICE_SWIFT),
      bankName: nonEmpty(env.INVOICE_BANK_NAME),
    },
    vat,
    demo: false,
  };
}

function vatSetting(value: string | undefined): VatSetting {
  const text = nonEmpty(value);
  if (!text || text.toLowerCase() === "none") return { payer: false };
  const ratePercent = Number(text.replace(/\s*%$/, ""));
  if (!Number.isInteger(ratePercent) || ratePercent < 0 || ratePercent > 100) {
    throw new Error(`INVOICE_VAT_RATE must be a whole percentage or "none", got "${value}"`);
  }
  return { payer: true, ratePercent };
}

/** ISO 13616: the country letters and check digits moved to the end, read as a number, mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** An IBAN as printed: groups of four. */
export const formatIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, "$1 ");
