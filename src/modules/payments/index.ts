import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { paymentMessages } from "./messages.ts";
import { subscriptionGrantsProjector } from "./projections/payments-grants.ts";
import { paymentsProjector } from "./projections/payments.ts";
import type { ProductSource } from "./products/products.ts";
import { startPayments } from "./start.ts";

/**
 * Card payments, bank-transfer orders with invoices, and the subscriptions they buy (granted by
 * the accounts module). Its running part (start.ts) holds the process's payment provider and
 * invoicing settings, and builds with them its resolvers, HTTP routes (the Stripe webhook, invoice
 * PDFs) and jobs (expiring unpaid orders, granting owed subscriptions, finishing paid registrations
 * a crash interrupted). One folder per use case:
 *   card-payment/   intents, the client's report, the claim of a payment made before registering
 *   bank-transfer/  orders, recorded transfers, expiry       invoices/  the invoice and its PDF route
 *   webhooks/       Stripe's signed webhook                  plans/     the plans and their prices
 *   provider/       the provider port, Stripe and the test provider, the configuration
 *   purchases/      renewals and a trial's upgrade           registration/  paid registrations
 *   grants/         what a payment owes a profile, the ledger's sweeper   history/  the audit trail
 *   products/       the products sold besides plans (webinars, packs): their sources, given by the app
 */
export function paymentsModule(products: readonly ProductSource[]): AppModule {
  return {
    name: "payments",
    typeDefs: loadTypeDefs("payments"),
    projectors: [paymentsProjector, subscriptionGrantsProjector],
    messages: paymentMessages,
    start: (services, options) => startPayments(services, options, products),
  };
}

/** The module selling plans only (scripts and tests that need no other products). */
export const module: AppModule = paymentsModule([]);

export type { PaymentsModuleOptions } from "./start.ts";
export { PAYMENT_JOBS, type PaymentJobOptions } from "./jobs.ts";
export { type HistoryEntry, profileHistory } from "./history/history.ts";
export type {
  GrantContext,
  ProductAccessHistory,
  ProductGrant,
  ProductOffer,
  ProductRef,
  ProductSource,
} from "./products/products.ts";
export { type ProductCheckout, productCheckout } from "./purchases/product-purchases.ts";
export type { OrderView, PaymentIntentView, PurchaseResultView } from "./views.ts";
