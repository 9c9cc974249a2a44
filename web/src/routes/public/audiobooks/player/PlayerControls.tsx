import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { SKIP_SECONDS, type PlayerState } from "./player-state.ts";
import { formatClock } from "./time-format.ts";
import type { PlayerCommands } from "./types.ts";

interface Props {
  state: PlayerState;
  fileName: string;
  duration: number;
  fileCount: number;
  commands: PlayerCommands;
}

/** The part playing, the seek slider with the time, and the buttons: previous, back 10 s, play/pause, forward 10 s, next. */
export function PlayerControls({ state, fileName, duration, fileCount, commands }: Props) {
  const { t } = useTranslation();
  const time = formatClock(state.position);
  const total = formatClock(duration);
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  return (
    <div className="audio-player__controls">
      <p className="audio-player__now">
        <span className="audio-player__part">{t("player.part", { position: state.index + 1, count: fileCount })}</span>
        <span className="audio-player__name">{fileName}</span>
      </p>
      <div className="audio-player__timeline">
        <input
          type="range"
          className="audio-player__seek"
          min={0}
          max={max}
          step={1}
          value={Math.min(state.position, max)}
          aria-label={t("player.seek")}
          aria-valuetext={t("player.seekValue", { time, duration: total })}
          onChange={(event) => commands.seek(Number(event.target.value))}
        />
        <span className="audio-player__time" aria-hidden="true">
          {time} / {total}
        </span>
      </div>
      <div className="audio-player__buttons">
        <IconButton
          label={t("player.previous")}
          icon="previous"
          disabled={state.index === 0}
          onClick={() => commands.select(state.index - 1, true)}
        />
        <IconButton
          label={t("player.back10")}
          icon="back"
          text={String(SKIP_SECONDS)}
          onClick={() => commands.skip(-SKIP_SECONDS)}
        />
        <IconButton
          label={state.playing ? t("player.pause") : t("player.play")}
          icon={state.playing ? "pause" : "play"}
          primary
          onClick={commands.toggle}
        />
        <IconButton
          label={t("player.forward10")}
          icon="forward"
          text={String(SKIP_SECONDS)}
          onClick={() => commands.skip(SKIP_SECONDS)}
        />
        <IconButton
          label={t("player.next")}
          icon="next"
          disabled={state.index >= fileCount - 1}
          onClick={() => commands.select(state.index + 1, true)}
        />
      </div>
    </div>
  );
}

const ICONS = {
  play: "M8 5v14l11-7z",
  pause: "M6 5h4v14H6zm8 0h4v14h-4z",
  previous: "M6 6h2v12H6zm3.5 6 8.5 6V6z",
  next: "M16 6h2v12h-2zM6 18l8.5-6L6 6z",
  back: "M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z",
  forward: "M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z",
} as const;

interface IconButtonProps {
  label: string;
  icon: keyof typeof ICONS;
  text?: string;
  primary?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A round button with an icon; its label is its accessible name (and its tooltip). */
function IconButton({ label, icon, text, primary = false, disabled, onClick }: IconButtonProps) {
  return (
    <button
      type="button"
      className={primary ? "audio-player__button audio-player__button--primary" : "audio-player__button"}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d={ICONS[icon]} fill="currentColor" />
      </svg>
      {text && (
        <span className="audio-player__button-text" aria-hidden="true">
          {text}
        </span>
      )}
    </button>
  );
}
