import { graphql, useFragment } from "react-relay/hooks";
import { useLang } from "../../../hooks/useLang.ts";
import { contentLang } from "../../../i18n/content-lang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoHighlights_video$key } from "../../../__generated__/VideoHighlights_video.graphql.ts";
import { secondsOf } from "./timestamps.ts";
import "./VideoHighlights.css";

interface Props {
  video: VideoHighlights_video$key;
  /** Seeks the player; absent when the player cannot be controlled (external or none). */
  onSeek?: (seconds: number) => void;
}

/** Time points worth jumping to; each one seeks the player when it can be controlled. */
export function VideoHighlights({ video, onSeek }: Props) {
  const { highlights } = useFragment(
    graphql`
      fragment VideoHighlights_video on Video {
        highlights {
          id
          timestamp
          text
          textLang
        }
      }
    `,
    video,
  );
  return <HighlightList highlights={highlights} onSeek={onSeek} />;
}

interface Highlight {
  id: number | string;
  timestamp: string;
  text: string;
  textLang?: string | null;
}

/** The time points of a video or a webinar (a plain list, for pages with fragments of their own). */
export function HighlightList({
  highlights,
  onSeek,
}: {
  highlights: readonly Highlight[];
  onSeek?: (seconds: number) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (highlights.length === 0) return null;

  return (
    <section className="video-page__section" aria-labelledby="highlights-heading">
      <h2 id="highlights-heading">{t("video.highlights")}</h2>
      <ol className="highlights">
        {highlights.map((highlight) => {
          const seconds = secondsOf(highlight.timestamp);
          const content = (
            <>
              <span className="highlights__time">{highlight.timestamp}</span>
              <span lang={contentLang(highlight.textLang, lang)}>{highlight.text}</span>
            </>
          );
          return (
            <li key={highlight.id}>
              {onSeek && seconds !== null ? (
                <button
                  type="button"
                  className="surface-control highlights__button"
                  onClick={() => onSeek(seconds)}
                  aria-label={`${t("video.seekTo", { time: highlight.timestamp })}: ${highlight.text}`}
                >
                  {content}
                </button>
              ) : (
                <span className="surface-control highlights__button highlights__button--static">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
