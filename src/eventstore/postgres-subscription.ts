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
    while (!this.stopped) {
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
      if (batch.length < this.options.batchSize) await this.waitForNews();
    }
  }

  private waitForNews(): Promise<void> {
    if (this.woken || this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endWait?.(), this.options.pollIntervalMs);
      this.endWait = () => {
        this.endWait = undefined;
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
