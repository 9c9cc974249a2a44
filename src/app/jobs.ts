import type { Services } from "./context.ts";
import type { Job } from "./module.ts";

/**
 * Runs the modules' background jobs: each once at start and then on its interval, never two runs
 * of one job at once in this process (a tick that finds it running is skipped); a failure is
 * logged and the job runs again at its next tick.
 */
export type JobScheduler = {
  /** Runs a job now (after a run in progress) and waits for its result: for tests and scripts. */
  runNow<T = unknown>(name: string): Promise<T>;
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>;
};

export function startJobs(jobs: readonly Job[], log: Services["log"]): JobScheduler {
  const running = new Map<string, Promise<unknown>>();
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error("Two jobs have the same name");

  const start = (job: Job): Promise<unknown> => {
    const current = job.run().finally(() => {
      if (running.get(job.name) === current) running.delete(job.name);
    });
    running.set(job.name, current);
    return current;
  };
  const idle = async (name: string) => {
    while (running.has(name)) await running.get(name)!.catch(() => undefined);
  };
  const tick = (job: Job) => {
    if (running.has(job.name)) return;
    start(job).catch((error: unknown) =>
      log(`Job "${job.name}" failed; it runs again later`, {
        error: String(error instanceof Error ? error.stack : error),
      }),
    );
  };

  const timers = jobs.map((job) => {
    tick(job);
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    return timer;
  });

  return {
    async runNow<T>(name: string) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name}; known: ${[...byName.keys()].join(", ")}`);
      await idle(name);
      return (await start(job)) as T;
    },
    async stop() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(jobs.map((job) => idle(job.name)));
    },
  };
}
