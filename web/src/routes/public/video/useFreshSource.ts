import { useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from "react";
import { type MediaRefresh, useRefreshBeforeExpiry } from "../../../hooks/useMediaRefresh.ts";
import { clampToDuration } from "./timestamps.ts";

type Place = { seconds: number; playing: boolean };
type MediaEvent = SyntheticEvent<HTMLMediaElement>;

/**
 * The player's file, set by hand rather than as an attribute, so that a fresh URL for it (the old
 * one refused or about to expire) or the same URL after a failure (`refresh.generation`) loads the
 * file again and continues where the viewer was, playing if they were. Returns the element's
 * event handlers that keep that place.
 */
export function useFreshSource(
  element: RefObject<HTMLMediaElement | null>,
  src: string | null | undefined,
  refresh?: MediaRefresh,
) {
  const generation = refresh?.generation ?? 0;
  const loaded = useRef<{ media: HTMLMediaElement; src: string; generation: number } | null>(null);
  /** Where to continue once the file loads again; null for a first load (or the place is taken). */
  const place = useRef<Place | null>(null);
  useRefreshBeforeExpiry(src, refresh ?? ignored);

  useLayoutEffect(() => {
    const media = element.current;
    if (!media || !src) return;
    const before = loaded.current?.media === media ? loaded.current : null;
    if (before?.src === src && before.generation === generation) return;
    // a failure noted the place already; otherwise it is where the element is now, before it loads anew
    if (before && place.current === null && media.currentTime > 0)
      place.current = { seconds: media.currentTime, playing: !media.paused };
    loaded.current = { media, src, generation };
    if (media.getAttribute("src") === src) media.load();
    else media.src = src; // loads it
  }); // after every render: cheap, and it sees an element that was mounted anew

  return {
    onError: (event: MediaEvent) => {
      const media = event.currentTarget;
      if (media.currentTime > 0) place.current = { seconds: media.currentTime, playing: !media.paused };
      if (src) refresh?.failed(src);
    },
    onLoadedMetadata: (event: MediaEvent) => {
      const kept = place.current;
      if (!kept) return;
      place.current = null;
      const media = event.currentTarget;
      media.currentTime = clampToDuration(kept.seconds, media.duration);
      if (kept.playing) media.play().catch(() => undefined); // the browser may refuse autoplay; the place is set anyway
    },
  };
}

const ignored: MediaRefresh = { generation: 0, failed: () => undefined, expiring: () => undefined };
