import { useEffect, useEffectEvent } from "react";
import { SKIP_SECONDS } from "./player-state.ts";
import type { PlayerCommands } from "./types.ts";

interface Options {
  title: string;
  fileName: string;
  artwork: string | null;
  playing: boolean;
  position: number;
  duration: number;
  rate: number;
  commands: PlayerCommands;
  index: number;
  fileCount: number;
}

const ACTIONS = ["play", "pause", "seekbackward", "seekforward", "seekto", "previoustrack", "nexttrack"] as const;

/**
 * The Media Session API: the phone's lock screen, a headset's buttons and the browser's media
 * controls show the audiobook (its title, the part, its cover) and play, pause, skip 10 s, seek
 * and move between parts. Where the API is missing nothing happens.
 */
export function useMediaSession({
  title,
  fileName,
  artwork,
  playing,
  position,
  duration,
  rate,
  commands,
  index,
  fileCount,
}: Options) {
  const session = typeof navigator !== "undefined" && "mediaSession" in navigator ? navigator.mediaSession : null;
  const act = useEffectEvent((details: MediaSessionActionDetails) => {
    switch (details.action) {
      case "play":
        return commands.play();
      case "pause":
        return commands.pause();
      case "seekbackward":
        return commands.skip(-(details.seekOffset ?? SKIP_SECONDS));
      case "seekforward":
        return commands.skip(details.seekOffset ?? SKIP_SECONDS);
      case "seekto":
        return details.seekTime !== undefined && commands.seek(details.seekTime);
      case "previoustrack":
        return commands.select(Math.max(0, index - 1), true);
      case "nexttrack":
        return commands.select((index + 1) % Math.max(1, fileCount), true);
    }
  });

  useEffect(() => {
    if (!session || typeof MediaMetadata === "undefined") return;
    session.metadata = new MediaMetadata({
      title: fileName,
      artist: title,
      album: title,
      artwork: artwork ? [{ src: artwork }] : [],
    });
  }, [session, title, fileName, artwork]);

  useEffect(() => {
    if (!session) return;
    for (const action of ACTIONS) {
      try {
        session.setActionHandler(action, act);
      } catch {
        // an action this browser does not know
      }
    }
    return () => {
      for (const action of ACTIONS) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // as above
        }
      }
      session.metadata = null;
    };
  }, [session]);

  useEffect(() => {
    if (!session) return;
    session.playbackState = playing ? "playing" : "paused";
    if (duration > 0 && Number.isFinite(duration) && position <= duration) {
      try {
        session.setPositionState({ duration, position, playbackRate: rate });
      } catch {
        // an inconsistent state while a file loads: the next report sets it
      }
    }
  }, [session, playing, position, duration, rate]);
}
