import type { Services } from "../../../app/context.ts";
import type { ProductSource } from "../products/products.ts";
import type { PaymentsConfig } from "./config.ts";
import type { PaymentProvider } from "./provider.ts";
import { type StripeEndpoint, StripePaymentProvider } from "./stripe-provider.ts";
import { TestPaymentProvider } from "./test-provider.ts";

/** The process's payment provider and settings, and the products sold besides plans (webinars, packs), built once when the payments module starts. */
export type Payments = { config: PaymentsConfig; provider: PaymentProvider; products?: readonly ProductSource[] };

/**
 * Stripe when a secret key is configured, otherwise the built-in test provider on the application's
 * database. `stripeEndpoint`: another Stripe API than api.stripe.com (tests' local stub).
 */
export function createPayments(
  config: PaymentsConfig,
  services: Pick<Services, "db" | "clock">,
  options: { stripeEndpoint?: StripeEndpoint; products?: readonly ProductSource[] } = {},
): Payments {
  const provider = config.stripe
    ? new StripePaymentProvider(config.stripe, options.stripeEndpoint)
    : new TestPaymentProvider(services.db, services.clock);
  return { config, provider, products: options.products ?? [] };
}

/**
 * What the start-up log must say about a production process's payments. Without a Stripe key a
 * production process takes no card payments unless TEST_PAYMENTS=true asks for the built-in test
 * provider (a staging site, `npm start`'s demo): anyone can then buy access with a test card
 * number, so it is said loudly.
 */
export function paymentsWarnings(config: PaymentsConfig, production: boolean): string[] {
  if (!production) return [];
  const warnings: string[] = [];
  if (config.testCards) {
    warnings.push(
      "WARNING: TEST_PAYMENTS=true: card payments go through the built-in TEST provider, which accepts test card numbers " +
        "(4242 4242 4242 4242) and grants real access without any money. Never on a public site: set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for real payments.",
    );
  } else if (!config.stripe) {
    warnings.push(
      "Card payments are not offered: no STRIPE_SECRET_KEY is configured (TEST_PAYMENTS=true takes test cards on a staging site).",
    );
  } else if (!config.stripe.webhookSecret) {
    warnings.push(
      "WARNING: no STRIPE_WEBHOOK_SECRET: a card payment counts only when the customer's browser reports it; configure the webhook (POST /webhooks/stripe).",
    );
  }
  if (!config.invoicing) warnings.push("Bank transfer is not offered: no INVOICE_* seller and account is configured.");
  else if (config.invoicing.demo) {
    warnings.push(
      "WARNING: no INVOICE_* seller and account: invoices name a DEMO seller and bank account. Set INVOICE_* (and DEMO_DATA=false) for real bank transfers.",
    );
  }
  return warnings;
}
