/**
 * The theme slider's movements (Slider.tsx), loaded when the row is first pointed at or focused:
 * where a press of an arrow goes (the next item that is cut off, so no item is skipped), the
 * 200 ms glide there, and the keyboard's steps from item to item.
 */

/** The spec's animation of the theme slider. */
export const SLIDER_ANIMATION_MS = 200;

interface Extent {
  /** The track's scroll position and visible width. */
  scrollLeft: number;
  clientWidth: number;
  scrollWidth: number;
  /** Where each item starts and how wide it is, in the track's scroll coordinates. */
  items: readonly { left: number; width: number }[];
  /** The track's scroll-padding at its start. */
  padding?: number;
}

/**
 * The scroll position after a step forward (1) or back (-1): forward, the first item cut off at
 * the right edge comes to the left edge; back, the furthest item that keeps the current first one
 * in view does. Positions are item starts (the snap points), within the scrollable range.
 */
export function sliderTarget(
  { scrollLeft, clientWidth, scrollWidth, items, padding = 0 }: Extent,
  direction: 1 | -1,
): number {
  const max = Math.max(0, scrollWidth - clientWidth);
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  const starts = items.map((item) => item.left - padding);
  let target: number | undefined;
  if (direction === 1) {
    const cut = items.findIndex((item) => item.left + item.width > scrollLeft + clientWidth + 1);
    target = cut === -1 ? max : starts[cut];
  } else {
    target = starts.find((start) => start >= scrollLeft - clientWidth + 1 && start < scrollLeft - 1);
  }
  // an item wider than the view, or none found: a page's width
  if (target === undefined || (direction === 1 ? target <= scrollLeft + 1 : target >= scrollLeft - 1))
    target = scrollLeft + direction * clientWidth * 0.8;
  return clamp(target);
}

const prefersLessMotion = () =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Glides `track` to `left` in `duration` ms (easing out), or jumps there for those who asked for
 * less motion. Snapping is off during the glide, which ends on a snap point.
 */
export function glideTo(track: HTMLElement, left: number, duration = SLIDER_ANIMATION_MS): void {
  const from = track.scrollLeft;
  if (duration <= 0 || prefersLessMotion() || Math.abs(left - from) < 1) {
    track.scrollLeft = left;
    return;
  }
  track.style.scrollSnapType = "none";
  const started = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - started) / duration);
    track.scrollLeft = from + (left - from) * (1 - (1 - progress) ** 3);
    if (progress < 1) requestAnimationFrame(step);
    else track.style.scrollSnapType = "";
  };
  requestAnimationFrame(step);
}

/** Whether there is more to see before (bit 1) and after (bit 2) what the track shows. */
export const overflowOf = (track: HTMLElement): number =>
  (track.scrollLeft > 1 ? 1 : 0) | (track.scrollLeft + track.clientWidth < track.scrollWidth - 1 ? 2 : 0);

/** A press of an arrow: the 200 ms glide one step forward (1) or back (-1). */
export function step(track: HTMLElement, direction: 1 | -1): void {
  const items = [...track.children].map((item) => ({
    left: (item as HTMLElement).offsetLeft,
    width: (item as HTMLElement).offsetWidth,
  }));
  const padding = parseFloat(getComputedStyle(track).scrollPaddingLeft) || 0;
  glideTo(
    track,
    sliderTarget(
      { scrollLeft: track.scrollLeft, clientWidth: track.clientWidth, scrollWidth: track.scrollWidth, items, padding },
      direction,
    ),
  );
}

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index) => index + 1,
  ArrowLeft: (index) => index - 1,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The arrow keys, Home and End on an item of the track: the focus goes to the next, previous,
 * first or last item (the browser brings it into view) instead of the track scrolling. Called as
 * the key's event is handled (this module is loaded once the row has the focus).
 */
export function focusStep(key: string, target: EventTarget, track: HTMLElement, event: Event): void {
  const items = [...track.children] as HTMLElement[];
  const index = items.findIndex((item) => item.contains(target as Node));
  const next = STEPS[key]?.(index, items.length);
  if (index === -1 || next === undefined) return;
  event.preventDefault();
  items[next]?.querySelector<HTMLElement>("button, a[href]")?.focus();
}
