import { useLayoutEffect, useRef, useState, type Dispatch, type RefObject } from "react";
import { type MediaRefresh, useRefreshBeforeExpiry } from "../../../../hooks/useMediaRefresh.ts";
import type { PlayerAction } from "./player-state.ts";
import type { PlayerFile } from "./types.ts";

/**
 * Fresh URLs for the audiobook's files: asked for a minute before the loaded file's URL expires,
 * and after the element failed on it (Player: `refresh.failed`). A fresh URL for the same file
 * loads it anew where the listener was; after a failure the same URL may come back (access
 * granted again), and `refresh.generation` then loads it anew all the same.
 */
export function useFreshAudioSource(
  audio: RefObject<HTMLAudioElement | null>,
  file: PlayerFile,
  dispatch: Dispatch<PlayerAction>,
  refresh: MediaRefresh,
): void {
  useRefreshBeforeExpiry(file.url, refresh);
  // what the element was last given, compared while rendering: the place is the state's, before the element loads anew
  const [shown, setShown] = useState({ id: file.id, url: file.url });
  if (shown.id !== file.id || shown.url !== file.url) {
    setShown({ id: file.id, url: file.url });
    if (shown.id === file.id) dispatch({ type: "refreshed" });
  }
  const generation = useRef(refresh.generation);
  useLayoutEffect(() => {
    if (generation.current === refresh.generation) return;
    generation.current = refresh.generation;
    audio.current?.load();
  });
}
