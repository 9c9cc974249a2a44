import { paymentsProjector } from "../../../projections/payments.ts";
import { subscriptionGrantsProjector } from "../../../projections/payments-grants.ts";
import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { paymentMessages } from "./messages.ts";
import { resolvers } from "./resolvers.ts";

/**
 * Card payments, bank-transfer orders with invoices, and the subscriptions they buy. Besides its
 * projectors it needs the process's payment provider (services.payments) and its jobs
 * (jobs.ts: expiring unpaid orders, sweeping owed grants), which startServices starts; its HTTP
 * routes (webhook, invoice PDF) are in routes.ts.
 */
export const module: AppModule = {
  name: "payments",
  typeDefs: loadTypeDefs(import.meta.url),
  resolvers,
  projectors: [paymentsProjector, subscriptionGrantsProjector],
  messages: paymentMessages,
};
