import { useEffect, useEffectEvent, useRef, useState, type RefObject } from "react";
import { useSaveAudiobookPositionMutation } from "../../../../mutations/useSaveAudiobookPositionMutation.ts";
import { readSavedPosition, startingPoint, writeSavedPosition, type SavedPosition } from "./saved-position.ts";
import type { PlayerFile } from "./types.ts";

/** While playing, the place is saved this often (and on every pause, and when the page goes). */
export const POSITION_SAVE_MS = 10_000;

const browserStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

interface Options {
  audiobookId: number;
  files: readonly PlayerFile[];
  /** Signed in: the place is kept on the server (resumePosition); a guest's in the browser. */
  signedIn: boolean;
  serverPosition: SavedPosition | null;
  audio: RefObject<HTMLAudioElement | null>;
  index: number;
  playing: boolean;
  /** Called once, on the first render's effect, with where to start (if not at the very beginning). */
  onResume: (index: number, seconds: number) => void;
}

/**
 * Resuming where the listener left off: the place to start from (the server's for a signed-in
 * listener, the browser's for a guest), and saving the place every 10 s while playing, on pause
 * and when the page is hidden or left. Returns the place resumed from, for the player to say so.
 */
export function usePlaybackPosition({
  audiobookId,
  files,
  signedIn,
  serverPosition,
  audio,
  index,
  playing,
  onResume,
}: Options) {
  const [savePosition] = useSaveAudiobookPositionMutation();
  const [resumed, setResumed] = useState<{ index: number; seconds: number } | null>(null);
  const lastSent = useRef("");
  // nothing is saved before the listener first plays: the place resumed from stays as it was
  const hasPlayed = useRef(false);

  const save = useEffectEvent(() => {
    const element = audio.current;
    if (!hasPlayed.current) return;
    const file = files[index];
    if (!element || !file || !Number.isFinite(element.currentTime)) return;
    const position = { audioFileId: file.id, seconds: Math.round(element.currentTime * 10) / 10 };
    const key = `${position.audioFileId}:${position.seconds}`;
    if (key === lastSent.current) return;
    lastSent.current = key;
    if (signedIn) savePosition({ audiobookId, ...position }).catch(() => (lastSent.current = ""));
    else writeSavedPosition(browserStorage(), audiobookId, position);
  });

  const resume = useEffectEvent(() => {
    const start = startingPoint(files, signedIn ? serverPosition : readSavedPosition(browserStorage(), audiobookId));
    if (!start) return;
    setResumed(start);
    onResume(start.index, start.seconds);
  });
  useEffect(() => resume(), []);

  useEffect(() => {
    if (!playing) return save(); // paused or ended: keep the place now
    hasPlayed.current = true;
    const timer = setInterval(save, POSITION_SAVE_MS);
    return () => clearInterval(timer);
  }, [playing]);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === "hidden") save();
    };
    window.addEventListener("pagehide", save);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", save);
      document.removeEventListener("visibilitychange", hidden);
      save(); // leaving the page within the site
    };
  }, []);

  return resumed;
}
