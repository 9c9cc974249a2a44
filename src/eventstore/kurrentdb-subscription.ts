import { AsyncLocalStorage } from "node:async_hooks";
import type { AllStreamSubscription } from "@kurrent/kurrentdb-client";
import { toRecordedEvent } from "./kurrentdb-translation.ts";
import { comparePositions, type GlobalPosition, type Subscription, type SubscriptionHandler } from "./types.ts";

/** Which subscription's handler the current async context is running in (see stop()). */
const runningHandler = new AsyncLocalStorage<KurrentSubscription>();

export type KurrentSubscriptionOptions = {
  open: (after: GlobalPosition) => AllStreamSubscription;
  close: (stream: AllStreamSubscription) => Promise<void>;
  resubscribeDelayMs: number;
  onError: (error: unknown) => void;
  onStopped: () => void;
};

/** A server-side catch-up subscription; reconnects from the last delivered position when dropped. */
export class KurrentSubscription implements Subscription {
  private stopped = false;
  private stream: AllStreamSubscription | undefined;
  private endPause: (() => void) | undefined;
  private readonly finished: Promise<void>;

  constructor(
    private position: GlobalPosition,
    private readonly handler: SubscriptionHandler,
    private readonly options: KurrentSubscriptionOptions,
  ) {
    this.finished = this.run().finally(options.onStopped);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.endPause?.();
    const stream = this.stream;
    if (stream) await this.options.close(stream).catch(this.options.onError);
    // From inside its own handler, waiting for the handler to return would wait forever; no
    // further call will start once `stopped` is set, which is all the caller can ask for.
    if (runningHandler.getStore() === this) return;
    await this.finished;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      const stream = this.options.open(this.position);
      this.stream = stream;
      try {
        // Iterating pulls one event at a time, so handler calls never overlap.
        for await (const resolved of stream) {
          if (this.stopped) return;
          const event = toRecordedEvent(resolved);
          if (!event || comparePositions(event.position, this.position) <= 0) continue;
          try {
            await runningHandler.run(this, () => this.handler(event));
          } catch (error) {
            this.stopped = true;
            this.options.onError(error);
            await this.options.close(stream).catch(() => {});
            return;
          }
          this.position = event.position;
        }
      } catch (error) {
        if (this.stopped) return;
        this.options.onError(error);
      } finally {
        stream.destroy();
      }
      if (!this.stopped) await this.pauseBeforeResubscribing();
    }
  }

  private pauseBeforeResubscribing(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.endPause?.(), this.options.resubscribeDelayMs);
      this.endPause = () => {
        this.endPause = undefined;
        clearTimeout(timer);
        resolve();
      };
    });
  }
}
