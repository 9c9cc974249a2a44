import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { paymentMessages } from "./messages.ts";
import { subscriptionGrantsProjector } from "./projections/payments-grants.ts";
import { paymentsProjector } from "./projections/payments.ts";
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
 */
export const module: AppModule = {
  name: "payments",
  typeDefs: loadTypeDefs("payments"),
  projectors: [paymentsProjector, subscriptionGrantsProjector],
  messages: paymentMessages,
  start: startPayments,
};

export type { PaymentsModuleOptions } from "./start.ts";
export { PAYMENT_JOBS, type PaymentJobOptions } from "./jobs.ts";
export { type HistoryEntry, profileHistory } from "./history/history.ts";
