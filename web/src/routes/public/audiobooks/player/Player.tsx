import { useEffect, useMemo, useReducer, useRef, type KeyboardEvent, type RefObject } from "react";
import { useSessionKey } from "../../../../auth/session-store.ts";
import type { MediaRefresh } from "../../../../hooks/useMediaRefresh.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { PlayerControls } from "./PlayerControls.tsx";
import { PlayerFileList } from "./PlayerFileList.tsx";
import { PlayerSettings } from "./PlayerSettings.tsx";
import { initialPlayerState, playerReducer, SKIP_SECONDS, skipTarget } from "./player-state.ts";
import type { SavedPosition } from "./saved-position.ts";
import type { PlayerCommands, PlayerFile } from "./types.ts";
import { useAudioEvents } from "./useAudioEvents.ts";
import { useFreshAudioSource } from "./useFreshAudioSource.ts";
import { useMediaSession } from "./useMediaSession.ts";
import { usePlaybackPosition } from "./usePlaybackPosition.ts";
import { usePlayStatistics } from "./usePlayStatistics.ts";
import { useSleepTimer } from "./useSleepTimer.ts";
import { formatClock } from "./time-format.ts";

interface Props {
  audiobookId: number;
  title: string;
  thumbnail: string | null;
  files: readonly PlayerFile[];
  totalSeconds: number;
  resumePosition: SavedPosition | null;
  /** Fresh URLs when a file's is refused (access ended) or about to expire: the player continues where it was. */
  refresh: MediaRefresh;
}

const INTERACTIVE = "button, input, select, textarea, a, [role=slider]";

/** What the controls, keys and media session ask of the <audio> element; the chosen speed kept on it. */
function usePlayerCommands(
  audio: RefObject<HTMLAudioElement | null>,
  dispatch: (action: { type: "select"; index: number; play: boolean }) => void,
  rate: number,
): PlayerCommands {
  const commands = useMemo<PlayerCommands>(() => {
    const element = () => audio.current;
    return {
      play: () =>
        void element()
          ?.play()
          .catch(() => undefined),
      pause: () => element()?.pause(),
      toggle: () => (element()?.paused ? commands.play() : commands.pause()),
      skip: (delta) => {
        const player = element();
        if (player) player.currentTime = skipTarget(player.currentTime, delta, player.duration);
      },
      seek: (seconds) => {
        const player = element();
        if (player) player.currentTime = skipTarget(seconds, 0, player.duration);
      },
      select: (index, play) => dispatch({ type: "select", index, play }),
    };
  }, []);
  useEffect(() => {
    const element = audio.current;
    if (element) element.playbackRate = element.defaultPlaybackRate = rate;
  }, [rate]);
  return commands;
}

/** Space plays or pauses, the arrows skip; a control keeps its own keys. */
function onPlayerKey(event: KeyboardEvent<HTMLElement>, commands: PlayerCommands) {
  const target = event.target as HTMLElement;
  if (target !== event.currentTarget && target.closest(INTERACTIVE)) return; // the control's own keys
  if (event.key === " ") commands.toggle();
  else if (event.key === "ArrowLeft") commands.skip(-SKIP_SECONDS);
  else if (event.key === "ArrowRight") commands.skip(SKIP_SECONDS);
  else return;
  event.preventDefault();
}

/**
 * The audiobook player: one <audio> element (no download control, no context menu) driven by
 * the state machine of player-state.ts, with its own controls, the parts, and the listener's
 * settings. Space and the arrow keys work while the player has the focus.
 */
export function Player({ audiobookId, title, thumbnail, files, totalSeconds, resumePosition, refresh }: Props) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, dispatch] = useReducer(playerReducer, files, (all) =>
    initialPlayerState(all.length, all[0]?.durationSeconds),
  );
  const file = files[state.index]!;
  const duration = state.duration > 0 ? state.duration : file.durationSeconds;

  const commands = usePlayerCommands(audio, dispatch, state.rate);

  const statistics = usePlayStatistics({ fileId: file.id, duration, playing: state.playing });
  const signedIn = useSessionKey() !== null;
  const resumed = usePlaybackPosition({
    audiobookId,
    files,
    signedIn,
    serverPosition: resumePosition,
    audio,
    index: state.index,
    playing: state.playing,
    onResume: (index, seconds) => dispatch({ type: "resume", index, seconds }),
  });
  const events = useAudioEvents({ state, dispatch, audio, statistics, onError: () => refresh.failed(file.url) });
  useFreshAudioSource(audio, file, dispatch, refresh);
  useSleepTimer(state.sleepAt, () => {
    commands.pause();
    dispatch({ type: "slept" });
  });
  useMediaSession({
    title,
    fileName: file.name,
    artwork: thumbnail,
    playing: state.playing,
    position: state.position,
    duration,
    rate: state.rate,
    commands,
    index: state.index,
    fileCount: files.length,
  });

  return (
    <section
      className="audio-player"
      aria-label={t("player.label", { title })}
      aria-keyshortcuts="Space ArrowLeft ArrowRight"
      aria-describedby="audio-player-shortcuts"
      tabIndex={0}
      onKeyDown={(event) => onPlayerKey(event, commands)}
      onContextMenu={(event) => event.preventDefault()}
    >
      <audio ref={audio} src={file.url} preload="metadata" controlsList="nodownload noplaybackrate" {...events} />
      <p id="audio-player-shortcuts" className="visually-hidden">
        {t("player.shortcuts")}
      </p>
      <PlayerControls
        state={state}
        fileName={file.name}
        duration={duration}
        fileCount={files.length}
        commands={commands}
      />
      {resumed && (
        <p className="audio-player__resumed" role="status">
          {t("player.resumed", { position: resumed.index + 1, time: formatClock(resumed.seconds) })}
        </p>
      )}
      <PlayerSettings state={state} dispatch={dispatch} />
      <PlayerFileList
        files={files}
        totalSeconds={totalSeconds}
        current={state.index}
        playing={state.playing}
        onSelect={(index) => (index === state.index ? commands.toggle() : commands.select(index, true))}
      />
    </section>
  );
}
