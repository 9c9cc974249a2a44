/**
 * How much of a file a listener has actually heard: the union of the stretches of the file that
 * played (from one time report to the next without a seek between), so seeking to the end, or
 * replaying the same minute, does not count as hearing the file. Pure.
 */

/** Heard when this share of the file has played (spec: 80 percent). */
export const LISTENED_SHARE = 0.8;
/** How often the player checks whether a file has been heard (spec: every 2 seconds). */
export const LISTENED_CHECK_MS = 2000;
/**
 * Two time reports further apart than this (seconds of the file) are a jump, not playback: the
 * element reports about four times a second, so even at 2× a real step is well below it.
 */
export const MAX_STEP_SECONDS = 3;

export type Interval = readonly [number, number];

/** Adds [from, to] to sorted, disjoint intervals, merging what overlaps or touches. */
export function addInterval(intervals: readonly Interval[], from: number, to: number): Interval[] {
  if (!(to > from)) return [...intervals];
  const result: Interval[] = [];
  let start = from;
  let end = to;
  for (const [a, b] of intervals) {
    if (b < start) result.push([a, b]);
    else if (a > end) result.push([a, b]);
    else {
      start = Math.min(start, a);
      end = Math.max(end, b);
    }
  }
  result.push([start, end]);
  return result.sort((x, y) => x[0] - y[0]);
}

export const heardSeconds = (intervals: readonly Interval[]): number =>
  intervals.reduce((sum, [a, b]) => sum + (b - a), 0);

/** Whether the heard stretches reach the share of the duration that counts as listened. */
export const isListened = (intervals: readonly Interval[], duration: number): boolean =>
  duration > 0 && heardSeconds(intervals) >= LISTENED_SHARE * duration;

/** The heard stretches per file, fed with the element's time reports. */
export class ListeningLog {
  private readonly heard = new Map<number, Interval[]>();
  private last: { fileId: number; time: number } | null = null;

  /** A time report while playing: the stretch since the previous report of the same file counts. */
  report(fileId: number, time: number): void {
    const last = this.last;
    this.last = { fileId, time };
    if (!last || last.fileId !== fileId) return;
    const step = time - last.time;
    if (step <= 0 || step > MAX_STEP_SECONDS) return;
    this.heard.set(fileId, addInterval(this.heard.get(fileId) ?? [], last.time, time));
  }

  /** Playback stopped or jumped (pause, seek, another file): the next report starts a new stretch. */
  interrupt(): void {
    this.last = null;
  }

  heardOf(fileId: number): number {
    return heardSeconds(this.heard.get(fileId) ?? []);
  }

  listened(fileId: number, duration: number): boolean {
    return isListened(this.heard.get(fileId) ?? [], duration);
  }
}
