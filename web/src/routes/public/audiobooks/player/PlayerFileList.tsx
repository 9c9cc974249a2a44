import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { formatClock } from "./time-format.ts";

interface Props {
  files: readonly { id: number; name: string; durationSeconds: number }[];
  totalSeconds: number;
  /** The loaded part; none where the listener may not play (the list only shows what there is). */
  current?: number;
  playing?: boolean;
  onSelect?: (index: number) => void;
}

/** The parts of the recording with their lengths and the total time; the loaded one is marked (aria-current), and each plays on a click. */
export function PlayerFileList({ files, totalSeconds, current, playing = false, onSelect }: Props) {
  const { t } = useTranslation();
  return (
    <div className="audio-files">
      <h3 id="audio-files-title" className="audio-files__title">
        {t("audiobooks.files")}
      </h3>
      <ol className="audio-files__list" aria-labelledby="audio-files-title">
        {files.map((file, index) => {
          const isCurrent = index === current;
          const length = formatClock(file.durationSeconds);
          const content = (
            <>
              <span className="audio-files__position" aria-hidden="true">
                {isCurrent && playing ? "▶" : index + 1}
              </span>
              <span className="audio-files__name">{file.name}</span>
              <span className="audio-files__duration">{length}</span>
            </>
          );
          return (
            <li
              key={file.id}
              className={isCurrent ? "audio-files__item audio-files__item--current" : "audio-files__item"}
            >
              {onSelect ? (
                <button
                  type="button"
                  className="audio-files__button"
                  aria-current={isCurrent ? "true" : undefined}
                  aria-label={t("player.playFile", { position: index + 1, name: file.name, duration: length })}
                  onClick={() => onSelect(index)}
                >
                  {content}
                </button>
              ) : (
                <span className="audio-files__button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
      <p className="audio-files__total">{t("audiobooks.totalTime", { time: formatClock(totalSeconds) })}</p>
    </div>
  );
}
