import type { RunCommand, Services } from "../../app/context.ts";
import { handleCommand, systemContext } from "../../eventstore/command-handler.ts";
import { sweepOwedGrants, type SweepResult } from "./grants.ts";
import { expireOverdueOrders } from "./handlers.ts";

/**
 * The payments' background work, run in every server process (both jobs are safe to run in several
 * processes at once: expiring an expired order and granting a granted subscription change nothing):
 *   - expire the bank-transfer orders left unpaid after their due date (hourly);
 *   - sweep the subscriptions payments still owe (every minute): normally none, the request that
 *     confirmed the money granted it; after a crash or a failed grant, this is what grants it.
 * Both run once at start too.
 */
export type PaymentJobs = {
  /** Runs both jobs now (and waits for them): what the timers do, for tests and scripts. */
  runNow(): Promise<{ expiredOrders: number[]; grants: SweepResult }>;
  /** Stops the timers and waits for a job that is running. */
  stop(): Promise<void>;
};

export type PaymentJobOptions = { expiryIntervalMs?: number; sweepIntervalMs?: number; graceMs?: number };

/** Commands of the jobs: acting as "system", waiting for the read models like a request. */
function systemWriteContext(services: Services) {
  const commandContext = systemContext();
  const run: RunCommand = async (streamName, decider, command, options) => {
    const result = await handleCommand(services.store, streamName, decider, command, { ...commandContext, commandId: options?.commandId });
    if (result.appendResult) {
      try {
        await services.projections.waitFor(result.appendResult.position, { eventTypes: result.events.map((e) => e.type) });
      } catch (error) {
        // the events are stored, so the job's step did succeed; only the read models lag behind
        services.log("Read models lag behind a payments job", { error: String(error) });
      }
    }
    return result;
  };
  return { services, commandContext, run };
}

export function startPaymentJobs(services: Services, options: PaymentJobOptions = {}): PaymentJobs {
  const { expiryIntervalMs = 60 * 60_000, sweepIntervalMs = 60_000, graceMs } = options;

  /** Each job runs alone: a tick that finds it running is skipped; runNow waits for it and runs it afresh. */
  const serialised = <T>(name: string, job: () => Promise<T>) => {
    let running: Promise<T> | undefined;
    const start = (): Promise<T> => {
      const current = job().finally(() => {
        if (running === current) running = undefined;
      });
      running = current;
      return current;
    };
    const idle = async () => {
      while (running) await running.catch(() => undefined);
    };
    const tick = () => {
      if (running) return;
      start().catch((error: unknown) =>
        services.log(`Payments job "${name}" failed; it runs again later`, { error: String(error instanceof Error ? error.stack : error) }),
      );
    };
    return { run: async () => (await idle(), start()), tick, idle };
  };
  const expiry = serialised("expire overdue orders", () => expireOverdueOrders(systemWriteContext(services)));
  const sweep = serialised("grant owed subscriptions", () => sweepOwedGrants(services, { graceMs }));

  expiry.tick();
  sweep.tick();
  const timers = [setInterval(expiry.tick, expiryIntervalMs), setInterval(sweep.tick, sweepIntervalMs)];
  for (const timer of timers) timer.unref();

  return {
    async runNow() {
      const [expiredOrders, grants] = await Promise.all([expiry.run(), sweep.run()]);
      return { expiredOrders, grants };
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([expiry.idle(), sweep.idle()]);
    },
  };
}
