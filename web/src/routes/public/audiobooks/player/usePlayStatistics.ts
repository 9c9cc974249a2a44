import { useEffect, useRef } from "react";
import { useIncrementListenedStatisticMutation } from "../../../../mutations/useIncrementListenedStatisticMutation.ts";
import { useIncrementPlayedStatisticMutation } from "../../../../mutations/useIncrementPlayedStatisticMutation.ts";
import { LISTENED_CHECK_MS, ListeningLog } from "./listening.ts";

interface Options {
  /** The loaded file. */
  fileId: number | undefined;
  /** Its length in seconds (the element's, else the server's). */
  duration: number;
  playing: boolean;
}

/**
 * The spec's audio tracking: a file's first play on this page counts as played (once per file and
 * page life), and once the stretches of it actually heard reach 80 % of its length (checked every
 * 2 seconds while it plays) it counts as listened, once. The server counts each listener once
 * anyway; these keep the page from asking again and again.
 */
export function usePlayStatistics({ fileId, duration, playing }: Options) {
  const [countPlayed] = useIncrementPlayedStatisticMutation();
  const [countListened] = useIncrementListenedStatisticMutation();
  const played = useRef(new Set<number>());
  const listened = useRef(new Set<number>());
  const log = useRef(new ListeningLog());

  useEffect(() => {
    if (!playing || fileId === undefined) return;
    const timer = setInterval(() => {
      if (listened.current.has(fileId) || !log.current.listened(fileId, duration)) return;
      listened.current.add(fileId);
      countListened({ id: fileId }).catch(() => listened.current.delete(fileId));
    }, LISTENED_CHECK_MS);
    return () => clearInterval(timer);
  }, [playing, fileId, duration, countListened]);

  return {
    /** The element started playing. */
    started() {
      if (fileId === undefined || played.current.has(fileId)) return;
      played.current.add(fileId);
      countPlayed({ id: fileId }).catch(() => played.current.delete(fileId));
    },
    /** A time report while playing. */
    heard(time: number) {
      if (fileId !== undefined) log.current.report(fileId, time);
    },
    /** A pause, a seek or another file: the next report starts a new stretch. */
    interrupted() {
      log.current.interrupt();
    },
  };
}
