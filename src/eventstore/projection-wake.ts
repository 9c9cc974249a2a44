import { comparePositions, type GlobalPosition, START } from "./types.ts";

/**
 * When a projection runner with nothing to do looks at the event log again: at once when woken
 * (an append here, or another process's notification), soon and then less soon while an
 * announced event is not readable yet (an older transaction elsewhere still holds it back), and
 * otherwise every `pollMs` (for appends nobody announced), or every second after an error.
 */
export class WakeSchedule {
  /** The furthest position an append announced. */
  private wanted: GlobalPosition = START;
  /** Quick looks left after a wake-up without a position (another process appended). */
  private quickLooks = 0;
  private quickDelay = 5;
  private wakeUp?: () => void;

  constructor(private readonly pollMs: number) {}

  wake(position?: GlobalPosition): void {
    if (position && comparePositions(position, this.wanted) > 0) this.wanted = position;
    if (!position) this.quickLooks = 5;
    this.wakeUp?.();
  }

  /** Ends a wait in progress, without news (the runner stops, or a mutation waits for it). */
  interrupt(): void {
    this.wakeUp?.();
  }

  /**
   * Waits; `reached(position)` tells whether every projector of the runner has applied the events
   * up to it. Never longer than `atMostMs` (the runner's next claim of a free projector, or heartbeat).
   */
  async idle(reached: (position: GlobalPosition) => boolean, failing: boolean, atMostMs = Infinity): Promise<void> {
    const behind = !reached(this.wanted);
    if (!behind && this.quickLooks > 0) this.quickLooks--;
    const quick = behind || this.quickLooks > 0;
    this.quickDelay = quick ? Math.min(this.quickDelay * 2, this.pollMs) : 5;
    const delay = Math.max(0, Math.min(failing ? 1000 : quick ? this.quickDelay : this.pollMs, atMostMs));
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delay);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = undefined;
  }
}
