import { useImperativeHandle, useRef, type Ref } from "react";
import { useLang } from "../../../hooks/useLang.ts";
import type { MediaRefresh } from "../../../hooks/useMediaRefresh.ts";
import { htmlLang } from "../../../i18n/content-lang.ts";
import { clampToDuration } from "./timestamps.ts";
import { useFreshSource } from "./useFreshSource.ts";
import "./VideoPlayer.css";

/** What the page can ask of a player it can control (the self-hosted one). */
export interface PlayerControls {
  /** Jumps to `seconds` (kept within the video) and starts playing if paused. */
  seekTo(seconds: number): void;
}

/** The external host's player page for a video id. */
const externalPlayerUrl = (playerId: string) => `https://iframe.dacast.com/vod/${encodeURIComponent(playerId)}`;

interface MediaPlayerProps {
  ref?: Ref<PlayerControls>;
  /** The player's accessible name ("Prehrávač: …"). */
  title: string;
  /** The library's own file (a signed, short-lived URL). */
  mediaUrl?: string | null;
  /** The external host's player id, used when there is no own file. */
  playerId?: string | null;
  poster?: string | null;
  tracks?: readonly { lang: string; label: string; url: string | null | undefined }[];
  /** Fresh URLs for a members-only file refused or about to expire: the player continues where it was. */
  refresh?: MediaRefresh;
}

/**
 * The player of videos and webinars: the library's own file in an HTML5 player, else the external
 * host's player. The page decides whether the viewer may watch (the media reach only those who
 * may); it shows its gate instead when neither is given.
 */
export function MediaPlayer({ ref, title, mediaUrl, playerId, poster, tracks = [], refresh }: MediaPlayerProps) {
  const lang = useLang();
  const element = useRef<HTMLVideoElement>(null);
  const source = useFreshSource(element, mediaUrl, refresh);

  useImperativeHandle(ref, () => ({
    seekTo(seconds: number) {
      const player = element.current;
      if (!player) return;
      const seek = () => {
        player.currentTime = clampToDuration(seconds, player.duration);
        if (player.paused) player.play().catch(() => undefined); // the browser may refuse autoplay; the position is set anyway
      };
      if (player.readyState >= HTMLMediaElement.HAVE_METADATA) seek();
      else player.addEventListener("loadedmetadata", seek, { once: true });
      player.scrollIntoView({ block: "nearest", behavior: "smooth" });
    },
  }));

  if (mediaUrl) {
    return (
      <div className="video-player">
        <video
          ref={element}
          className="video-player__media"
          poster={poster ?? undefined}
          controls
          preload="metadata"
          aria-label={title}
          {...source}
        >
          <CaptionTracks tracks={tracks} lang={lang} />
        </video>
      </div>
    );
  }
  if (!playerId) return null;
  return (
    <div className="video-player">
      <iframe
        className="video-player__media"
        src={externalPlayerUrl(playerId)}
        title={title}
        allow="autoplay; fullscreen; picture-in-picture"
      />
    </div>
  );
}

/** Captions in every language the video has (those this viewer may load); the page's language shown by default. */
function CaptionTracks({
  tracks,
  lang,
}: {
  tracks: readonly { lang: string; label: string; url: string | null | undefined }[];
  lang: string;
}) {
  return tracks.flatMap((track) =>
    track.url
      ? [
          <track
            key={track.lang}
            kind="subtitles"
            src={track.url}
            srcLang={htmlLang(track.lang)}
            label={track.label}
            default={track.lang === lang}
          />,
        ]
      : [],
  );
}
