import type { Services } from "../../app/context.ts";
import type { ModuleRuntime } from "../../app/module.ts";
import { invoiceRoute } from "./invoices/route.ts";
import { type PaymentJobOptions, paymentJobs } from "./jobs.ts";
import { loadPaymentsConfig, type PaymentsConfig } from "./provider/config.ts";
import { createPayments, paymentsWarnings } from "./provider/setup.ts";
import type { StripeEndpoint } from "./provider/stripe-provider.ts";
import type { ProductSource } from "./products/products.ts";
import { registerRunningPayments } from "./purchases/product-purchases.ts";
import { paymentResolvers } from "./resolvers.ts";
import { stripeWebhookRoute } from "./webhooks/stripe.ts";

/** What tests and scripts may set instead of the environment's (startServices' `moduleOptions.payments`). */
export type PaymentsModuleOptions = {
  /** Default: from the environment (STRIPE_*, INVOICE_*). */
  config?: PaymentsConfig;
  /** Another Stripe API than api.stripe.com (tests' local stub). */
  stripeEndpoint?: StripeEndpoint;
  jobs?: PaymentJobOptions;
};

const isOptions = (value: unknown): value is PaymentsModuleOptions => typeof value === "object" && value !== null;

/**
 * The payments module in a running process: its provider and invoicing settings (Stripe with a
 * secret key, otherwise the built-in test provider), and what uses them — the resolvers, the
 * webhook and invoice routes, and the jobs. A production process says at start what is missing.
 */
export function startPayments(
  services: Services,
  options?: unknown,
  products: readonly ProductSource[] = [],
): ModuleRuntime {
  const settings = isOptions(options) ? options : {};
  const payments = createPayments(settings.config ?? loadPaymentsConfig(process.env), services, {
    ...settings,
    products,
  });
  registerRunningPayments(services, payments);
  for (const warning of paymentsWarnings(payments.config, services.config.production)) services.log(warning);
  return {
    resolvers: paymentResolvers(payments),
    routes: [stripeWebhookRoute(services, payments), invoiceRoute(services)],
    jobs: paymentJobs(services, payments, settings.jobs),
  };
}
