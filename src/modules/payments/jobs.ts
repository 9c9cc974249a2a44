import type { Services } from "../../app/context.ts";
import type { Job } from "../../app/module.ts";
import { systemContext } from "../../eventstore/command-handler.ts";
import { commandRunner } from "../../eventstore/pipeline.ts";
import { resumeStalledOnboardings } from "../accounts/index.ts";
import { expireOverdueOrders } from "./bank-transfer/handlers.ts";
import { sweepOwedGrants } from "./grants/sweeper.ts";
import type { Payments } from "./provider/setup.ts";
import { registrationCompletions } from "./registration/completions.ts";

/**
 * The payments' background work, run by the app's scheduler in every server process, once at start
 * and then on its interval; each is safe in several processes at once:
 *   - expire the bank-transfer orders left unpaid after their due date (hourly): expiring an
 *     expired order changes nothing;
 *   - grant the subscriptions (and webinars, packs) payments still owe (every minute): normally none, the request that
 *     confirmed the money granted it; after a crash or a failed grant, this is what grants it, and
 *     a profile takes a payment's reference once;
 *   - finish the paid registrations a crash interrupted (every minute): the accounts' onboardings
 *     whose last step is claiming a card payment or placing an order, which only this module can
 *     run (the accounts' own job finishes the others), under the onboarding's lease.
 */
export const PAYMENT_JOBS = {
  expireOrders: "payments.expire-orders",
  sweepGrants: "payments.sweep-grants",
  resumeRegistrations: "payments.resume-registrations",
} as const;

export type PaymentJobOptions = {
  /** How long an owed grant is left to the request that recorded it (default a minute). */
  graceMs?: number;
  expiryEveryMs?: number;
  sweepEveryMs?: number;
  resumeEveryMs?: number;
};

export function paymentJobs(services: Services, payments: Payments, options: PaymentJobOptions = {}): Job[] {
  const system = () => {
    const commandContext = systemContext();
    return { services, commandContext, run: commandRunner(services, commandContext) };
  };
  return [
    {
      name: PAYMENT_JOBS.expireOrders,
      everyMs: options.expiryEveryMs ?? 60 * 60_000,
      run: () => expireOverdueOrders(system()),
    },
    {
      name: PAYMENT_JOBS.sweepGrants,
      everyMs: options.sweepEveryMs ?? 60_000,
      run: () => sweepOwedGrants(services, { graceMs: options.graceMs, products: payments.products ?? [] }),
    },
    {
      name: PAYMENT_JOBS.resumeRegistrations,
      everyMs: options.resumeEveryMs ?? 60_000,
      run: () => resumeStalledOnboardings(services, registrationCompletions(payments)),
    },
  ];
}
