import { useEffect, useRef, type Dispatch, type RefObject, type SyntheticEvent } from "react";
import type { PlayerAction, PlayerState } from "./player-state.ts";

interface Options {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
  audio: RefObject<HTMLAudioElement | null>;
  statistics: { started(): void; heard(time: number): void; interrupted(): void };
  onError: () => void;
}

type AudioEvent = SyntheticEvent<HTMLAudioElement>;

/**
 * The <audio> element's events as the state machine's actions, and what the state asks of the
 * element once a file has loaded: seek to a resumed place, start playing a picked file.
 */
export function useAudioEvents({ state, dispatch, audio, statistics, onError }: Options) {
  // the element's events read the state as it is now, not as it was when they were bound
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });

  const applyPending = (element: HTMLAudioElement) => {
    const { pendingSeek, playOnLoad, rate } = current.current;
    element.playbackRate = element.defaultPlaybackRate = rate;
    if (pendingSeek !== null)
      element.currentTime = Math.min(pendingSeek, Number.isFinite(element.duration) ? element.duration : pendingSeek);
    if (playOnLoad) element.play().catch(() => undefined);
    dispatch({ type: "loaded", duration: element.duration });
  };

  // a command for the file already loaded (start it again, resume in it) has no load to wait for;
  // one that failed waits for its fresh URL to load, which keeps the place to continue at
  useEffect(() => {
    const element = audio.current;
    if (
      element &&
      !element.error &&
      (state.pendingSeek !== null || state.playOnLoad) &&
      element.readyState >= HTMLMediaElement.HAVE_METADATA
    )
      applyPending(element);
  });

  return {
    onLoadedMetadata: (event: AudioEvent) => applyPending(event.currentTarget),
    onPlay: () => {
      dispatch({ type: "played" });
      statistics.started();
    },
    onPause: () => {
      dispatch({ type: "paused" });
      statistics.interrupted();
    },
    onSeeking: () => statistics.interrupted(),
    onTimeUpdate: (event: AudioEvent) => {
      const element = event.currentTarget;
      dispatch({ type: "time", position: element.currentTime });
      if (!element.paused && !element.seeking) statistics.heard(element.currentTime);
    },
    onEnded: () => {
      statistics.interrupted();
      dispatch({ type: "ended" });
    },
    onError: (event: AudioEvent) => {
      dispatch({ type: "failed", position: event.currentTarget.currentTime });
      onError();
    },
  };
}
