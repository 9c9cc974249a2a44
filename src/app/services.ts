import path from "node:path";
import { ProjectionRunner } from "../../projections/runner.ts";
import { type DatabaseHandle, openDatabase } from "../db/connection.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { openEventStore } from "../eventstore/open.ts";
import { loadDemoAccounts } from "../modules/demo/accounts.ts";
import { loadDemoCatalogue } from "../modules/demo/seed.ts";
import { loadPaymentsConfig, type PaymentsConfig } from "../modules/payments/config.ts";
import { createPayments, type Payments, paymentsWarnings } from "../modules/payments/handlers.ts";
import { type PaymentJobOptions, type PaymentJobs, startPaymentJobs } from "../modules/payments/jobs.ts";
import type { StripeEndpoint } from "../modules/payments/stripe-provider.ts";
import { type Clock, systemClock } from "../shared/clock.ts";
import { createMailTransport } from "../shared/mail-transports.ts";
import type { Config } from "./config.ts";
import type { Services } from "./context.ts";
import { appModules } from "./modules.ts";

export type RunningServices = Services & {
  payments: Payments;
  paymentJobs: PaymentJobs;
  runner: ProjectionRunner;
  databaseDescription: string;
  demo: { loaded: boolean; videos: number };
  close(): Promise<void>;
};

export type ServiceOptions = {
  /** An already opened database (tests); otherwise opened from the configuration. */
  database?: DatabaseHandle;
  clock?: Clock;
  log?: Services["log"];
  /** Payments other than the environment's (tests: Stripe on a local stub, invoicing, job timing). */
  payments?: { config?: PaymentsConfig; stripeEndpoint?: StripeEndpoint; jobs?: PaymentJobOptions };
};

export const defaultLog: Services["log"] = (message, fields) =>
  console.log(fields ? `${message} ${JSON.stringify(fields)}` : message);

/**
 * Opens everything the process needs, in order: database and migrations, event store, mail,
 * projector runner (catching up before the first request), and the demo catalogue on an empty store
 * with its demo accounts.
 */
export async function startServices(config: Config, options: ServiceOptions = {}): Promise<RunningServices> {
  const log = options.log ?? defaultLog;
  const database =
    options.database ??
    (await openDatabase(config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") }));
  await migrateToLatest(database.db);
  const store = await openEventStore({ eventStoreUrl: config.eventStoreUrl, db: database.db, dbDescription: database.description });
  const mail = createMailTransport({ smtpUrl: config.smtpUrl, outboxDir: path.join(config.dataDir, "outbox"), from: config.mailFrom });
  const clock = options.clock ?? systemClock;
  const projectors = [
    ...appModules.flatMap((m) => m.projectors ?? []),
    ...appModules.flatMap((m) => m.reactors?.({ config, mail, clock, log }) ?? []),
  ];
  const runner = new ProjectionRunner(database.db, store, projectors, { log });
  await runner.catchUp();
  await runner.start();

  const payments = createPayments(options.payments?.config ?? loadPaymentsConfig(process.env), { db: database.db, clock }, options.payments);
  for (const warning of paymentsWarnings(payments.config, config.production)) log(warning);

  const services = { config, db: database.db, store, projections: runner, clock, mail, log, payments } satisfies Services;
  const demo = config.demoData ? await loadDemoCatalogue(services) : { loaded: false, videos: 0 };
  if (config.demoData) await loadDemoAccounts(services);
  const paymentJobs = startPaymentJobs(services, options.payments?.jobs);

  return {
    ...services,
    paymentJobs,
    runner,
    databaseDescription: database.description,
    demo,
    async close() {
      await paymentJobs.stop();
      await runner.stop();
      await store.close();
      await database.close();
    },
  };
}
