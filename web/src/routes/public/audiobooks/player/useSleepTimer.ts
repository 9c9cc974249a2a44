import { useEffect, useEffectEvent } from "react";

/**
 * The sleep timer: at its deadline (ms since the epoch) playback pauses and the timer switches
 * off. "At the end of the part" is the state machine's (player-state.ts).
 */
export function useSleepTimer(sleepAt: number | null, onSleep: () => void) {
  const sleep = useEffectEvent(onSleep);
  useEffect(() => {
    if (sleepAt === null) return;
    const timer = setTimeout(sleep, Math.max(0, sleepAt - Date.now()));
    return () => clearTimeout(timer);
  }, [sleepAt]);
}
