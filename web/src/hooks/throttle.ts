/**
 * Lets an action run at most once per interval: calls within `intervalMs` of the last accepted
 * one are dropped (the password-reset request is throttled to one per 500 ms this way, so a
 * double click or a held Enter key sends one mail).
 */
export function createThrottle(intervalMs: number, now: () => number = Date.now): (action: () => void) => boolean {
  let lastRun = Number.NEGATIVE_INFINITY;
  return (action) => {
    const time = now();
    if (time - lastRun < intervalMs) return false;
    lastRun = time;
    action();
    return true;
  };
}
