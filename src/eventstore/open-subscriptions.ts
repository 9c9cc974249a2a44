import type { Subscription } from "./types.ts";

/**
 * The subscriptions an event store has open (either adapter): a closed store refuses new ones,
 * closing stops every one, and a subscription that stops leaves the set.
 */
export class OpenSubscriptions<S extends Subscription> implements Iterable<S> {
  private readonly open = new Set<S>();
  private closed = false;
  /** What a subscription calls with an error of its reads or its handler. */
  readonly onError: (error: unknown) => void;

  constructor(
    private readonly description: string,
    onError: ((error: unknown) => void) | undefined,
  ) {
    this.onError = onError ?? ((error) => console.error("Event store subscription failed:", error));
  }

  /** Starts one with `start`, which is given what the subscription calls once it has stopped. */
  add(start: (onStopped: () => void) => S): S {
    if (this.closed) throw new Error(`${this.description} is closed`);
    const subscription = start(() => this.open.delete(subscription));
    this.open.add(subscription);
    return subscription;
  }

  [Symbol.iterator](): Iterator<S> {
    return this.open.values();
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.open].map((subscription) => subscription.stop()));
  }
}
