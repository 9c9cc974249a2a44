import { useId, type Dispatch } from "react";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import {
  PLAYBACK_RATES,
  SLEEP_CHOICES,
  type PlayerAction,
  type PlayerState,
  type SleepChoice,
} from "./player-state.ts";

interface Props {
  state: PlayerState;
  dispatch: Dispatch<PlayerAction>;
}

/** The listener's settings: speed, playing the next part on its own, and the sleep timer. */
export function PlayerSettings({ state, dispatch }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const rate = (value: number) =>
    new Intl.NumberFormat(lang === "cz" ? "cs" : lang, { maximumFractionDigits: 2 }).format(value);
  const sleepLabel = (choice: SleepChoice) =>
    choice === "off"
      ? t("player.sleepOff")
      : choice === "end"
        ? t("player.sleepEnd")
        : t("player.sleepMinutes", { minutes: choice });
  const until =
    state.sleepAt === null
      ? null
      : new Date(state.sleepAt).toLocaleTimeString(lang === "cz" ? "cs" : lang, { hour: "2-digit", minute: "2-digit" });
  return (
    <div className="audio-player__settings">
      <div className="audio-player__setting">
        <label htmlFor={`${id}-speed`}>{t("player.speed")}</label>
        <select
          id={`${id}-speed`}
          value={state.rate}
          onChange={(event) => dispatch({ type: "rate", rate: Number(event.target.value) })}
        >
          {PLAYBACK_RATES.map((value) => (
            <option key={value} value={value}>
              {t("player.speedValue", { rate: rate(value) })}
            </option>
          ))}
        </select>
      </div>
      <div className="audio-player__setting">
        <label htmlFor={`${id}-sleep`}>{t("player.sleep")}</label>
        <select
          id={`${id}-sleep`}
          value={state.sleep}
          aria-describedby={state.sleep === "off" ? undefined : `${id}-sleep-note`}
          onChange={(event) => dispatch({ type: "sleep", choice: event.target.value as SleepChoice, now: Date.now() })}
        >
          {SLEEP_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {sleepLabel(choice)}
            </option>
          ))}
        </select>
      </div>
      <div className="audio-player__setting audio-player__setting--check">
        <input
          id={`${id}-autoplay`}
          type="checkbox"
          checked={state.autoplay}
          onChange={(event) => dispatch({ type: "autoplay", on: event.target.checked })}
        />
        <label htmlFor={`${id}-autoplay`}>{t("player.autoplay")}</label>
      </div>
      {state.sleep !== "off" && (
        <p id={`${id}-sleep-note`} className="audio-player__sleep-note" role="status">
          {until ? t("player.sleepAt", { time: until }) : t("player.sleepAtEnd")}
        </p>
      )}
    </div>
  );
}
