/**
 * Calls an action once at the start of a burst of calls and once more, with the last arguments,
 * after `waitMs` without one (lodash's debounce with leading and trailing edges): the spec's tag
 * search, 400 ms, asks at the first letter and again when typing pauses.
 */
interface Timers {
  set: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clear: (timer: ReturnType<typeof setTimeout>) => void;
}

// browsers' timer functions must be called on window, not as a method of another object
const windowTimers: Timers = { set: (run, ms) => setTimeout(run, ms), clear: (timer) => clearTimeout(timer) };

export function createDebounce<A extends unknown[]>(
  waitMs: number,
  action: (...args: A) => void,
  timers: Timers = windowTimers,
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const call = (...args: A) => {
    if (timer === undefined) {
      action(...args);
      pending = undefined;
    } else {
      timers.clear(timer);
      pending = args;
    }
    const flush = () => {
      timer = undefined;
      if (!pending) return;
      const last = pending;
      pending = undefined;
      action(...last);
      timer = timers.set(flush, waitMs); // the trailing call starts a quiet period of its own
    };
    timer = timers.set(flush, waitMs);
  };
  call.cancel = () => {
    if (timer !== undefined) timers.clear(timer);
    timer = undefined;
    pending = undefined;
  };
  return call;
}
