/**
 * The audiobook player's state machine, pure: which file is loaded, whether it should play,
 * where it is, and the listener's settings (autoplay, speed, sleep timer). The <audio> element
 * reports what happened (loaded, played, paused, time, ended); the listener's commands (pick a
 * file, resume, settings) are actions too. What the element must do next (seek once loaded, start
 * playing once loaded) is kept here as `pendingSeek` and `playOnLoad` for the component to apply.
 */

/** Seconds one skip button moves (spec: 10-second skip step). */
export const SKIP_SECONDS = 10;
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const SLEEP_CHOICES = ["off", "15", "30", "60", "end"] as const;
export type SleepChoice = (typeof SLEEP_CHOICES)[number];

export interface PlayerState {
  fileCount: number;
  /** The loaded file (0-based). */
  index: number;
  playing: boolean;
  position: number;
  duration: number;
  autoplay: boolean;
  rate: number;
  sleep: SleepChoice;
  /** When a timed sleep stops playback (ms since the epoch); null without one. */
  sleepAt: number | null;
  /** Seconds to seek to once the file's metadata has loaded (a resume, a fresh signed URL). */
  pendingSeek: number | null;
  /** Start playing once the file has loaded (a file picked, the next one after the end). */
  playOnLoad: boolean;
}

export type PlayerAction =
  | { type: "select"; index: number; play: boolean }
  | { type: "resume"; index: number; seconds: number }
  | { type: "loaded"; duration: number }
  | { type: "played" }
  | { type: "paused" }
  | { type: "time"; position: number }
  | { type: "ended" }
  | { type: "failed"; position: number }
  | { type: "refreshed" }
  | { type: "autoplay"; on: boolean }
  | { type: "rate"; rate: number }
  | { type: "sleep"; choice: SleepChoice; now: number }
  | { type: "slept" };

export function initialPlayerState(fileCount: number, firstDuration = 0): PlayerState {
  return {
    fileCount,
    index: 0,
    playing: false,
    position: 0,
    duration: firstDuration,
    autoplay: false,
    rate: 1,
    sleep: "off",
    sleepAt: null,
    pendingSeek: null,
    playOnLoad: false,
  };
}

const clampIndex = (state: PlayerState, index: number) =>
  Math.min(Math.max(0, Math.trunc(index)), Math.max(0, state.fileCount - 1));

/** The sleep timer's deadline for a choice made at `now` (minutes), none for "off" and "end of file". */
export const sleepDeadline = (choice: SleepChoice, now: number): number | null =>
  choice === "off" || choice === "end" ? null : now + Number(choice) * 60_000;

/** What happens when a file plays to its end: stop for the sleep timer, the next one (wrapping) with autoplay, else stop. */
function afterEnd(state: PlayerState): PlayerState {
  const stopped = { ...state, playing: false, position: state.duration };
  if (state.sleep === "end") return { ...stopped, sleep: "off", sleepAt: null };
  if (!state.autoplay || state.fileCount === 0) return stopped;
  return {
    ...state,
    index: (state.index + 1) % state.fileCount,
    position: 0,
    duration: 0,
    pendingSeek: null,
    playOnLoad: true,
  };
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case "select": {
      const index = clampIndex(state, action.index);
      if (index === state.index) return { ...state, pendingSeek: 0, playOnLoad: action.play };
      return { ...state, index, position: 0, duration: 0, pendingSeek: null, playOnLoad: action.play };
    }
    case "resume": {
      const index = clampIndex(state, action.index);
      const seconds = Math.max(0, action.seconds);
      return {
        ...state,
        index,
        position: seconds,
        duration: index === state.index ? state.duration : 0,
        pendingSeek: seconds,
        playOnLoad: false,
      };
    }
    case "loaded":
      return {
        ...state,
        duration: Number.isFinite(action.duration) ? action.duration : state.duration,
        pendingSeek: null,
        playOnLoad: false,
      };
    case "played":
      return { ...state, playing: true };
    case "paused":
      return { ...state, playing: false };
    case "time":
      return { ...state, position: action.position };
    case "ended":
      return afterEnd(state);
    case "failed":
      // a fresh URL is on its way: continue where the listener was, playing if they were
      return { ...state, pendingSeek: action.position, playOnLoad: state.playing };
    case "refreshed":
      // the file came with a fresh URL (the old one about to expire), which loads it anew: the same
      return state.pendingSeek === null ? { ...state, pendingSeek: state.position, playOnLoad: state.playing } : state;
    case "autoplay":
      return { ...state, autoplay: action.on };
    case "rate":
      return { ...state, rate: action.rate };
    case "sleep":
      return { ...state, sleep: action.choice, sleepAt: sleepDeadline(action.choice, action.now) };
    case "slept":
      return { ...state, sleep: "off", sleepAt: null };
  }
}

/** Where a skip lands: within the file (never past its end, where it would count as ended). */
export function skipTarget(position: number, delta: number, duration: number): number {
  const end = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return Math.min(Math.max(0, position + delta), end);
}
