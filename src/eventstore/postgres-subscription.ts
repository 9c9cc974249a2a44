import { AsyncLocalStorage } from "node:async_hooks";
import type { GlobalPosition, RecordedEvent, Subscription, SubscriptionHandler } from "./types.ts";

/** Which subscription's handler the current async context is running in (see stop()). */
const runningHandler = new AsyncLocalStorage<PollingSubscription>();

export type PollingOptions = {
  read: (after: GlobalPosition) => Promise<RecordedEvent[]>;
  batchSize: number;
  pollIntervalMs: number;
  onError: (error: unknown) => void;
  onStopped: () => void;
};

/** After a wake-up that found nothing (see run()), the first re-read's delay, doubling to the cap. */
const RECHECK_FIRST_MS = 20;
const RECHECK_CAP_MS = 1_000;
/** Re-reads after one wake-up before falling back to the poll interval (about 11 s in all). */
const RECHECKS = 15;

/** Catches up in batches, then polls; an append through the same store wakes it at once. */
export class PollingSubscription implements Subscription {
  private stopped = false;
  /** Set by wake(); remembered when no wait is in progress so a wake-up during a read is not lost. */
  private woken = false;
  private endWait: (() => void) | undefined;
  private readonly finished: Promise<void>;

  constructor(
    private position: GlobalPosition,
    private readonly handler: SubscriptionHandler,
    private readonly options: PollingOptions,
  ) {
    this.finished = this.run().finally(options.onStopped);
  }

  wake(): void {
    this.woken = true;
    this.endWait?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.endWait?.();
    // From inside its own handler, waiting for the handler to return would wait forever; no
    // further call will start once `stopped` is set, which is all the caller can ask for.
    if (runningHandler.getStore() === this) return;
    await this.finished;
  }

  private async run(): Promise<void> {
    // Re-reads left for the event a wake-up announced. An appended event is read only once every
    // transaction that began before it has ended (the read's horizon), so right after the wake-up
    // another writer's open transaction can still hide it; waiting a whole poll interval then
    // would delay the projections by that much.
    let rechecks = 0;
    while (!this.stopped) {
      if (this.woken) rechecks = RECHECKS;
      this.woken = false;
      let batch: RecordedEvent[];
      try {
        batch = await this.options.read(this.position);
      } catch (error) {
        this.options.onError(error);
        await this.waitForNews();
        continue;
      }
      for (const event of batch) {
        if (this.stopped) return;
        try {
          await runningHandler.run(this, () => this.handler(event));
        } catch (error) {
          this.stopped = true;
          this.options.onError(error);
          return;
        }
        this.position = event.position;
      }
      if (batch.length > 0) rechecks = 0;
      if (batch.length >= this.options.batchSize) continue;
      if (rechecks > 0) {
        const delay = Math.min(
          RECHECK_FIRST_MS * 2 ** (RECHECKS - rechecks),
          RECHECK_CAP_MS,
          this.options.pollIntervalMs,
        );
        rechecks--;
        await this.waitForNews(delay);
      } else {
        await this.waitForNews();
      }
    }
  }

  private waitForNews(timeoutMs = this.options.pollIntervalMs): Promise<void> {
    if (this.woken || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endWait?.(), timeoutMs);
      this.endWait = () => {
        this.endWait = undefined;
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
