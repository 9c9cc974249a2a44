import { useImperativeHandle, useRef, type Ref } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoPlayer_video$key } from "../../../__generated__/VideoPlayer_video.graphql.ts";
import { LoginGate } from "../../../components/LoginGate.tsx";
import { clampToDuration } from "./timestamps.ts";
import "./VideoPlayer.css";

/** What the page can ask of a player it can control (the self-hosted one). */
export interface PlayerControls {
  /** Jumps to `seconds` (kept within the video) and starts playing if paused. */
  seekTo(seconds: number): void;
}

/** The external host's player page for a video id. */
const externalPlayerUrl = (playerId: string) => `https://iframe.dacast.com/vod/${encodeURIComponent(playerId)}`;

/**
 * The video: the library's own file in an HTML5 player, else the external host's player, else
 * (no media for this viewer) the login gate. When the file fails (a members-only URL expired while
 * the page was open), `onMediaError` is told which URL failed; given a fresh one, the player
 * continues where it was.
 */
export function VideoPlayer({
  video,
  ref,
  onMediaError,
}: {
  video: VideoPlayer_video$key;
  ref?: Ref<PlayerControls>;
  onMediaError?: (failedUrl: string) => void;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment VideoPlayer_video on Video {
        title
        thumbnail
        mediaUrl
        dacastId
      }
    `,
    video,
  );
  const element = useRef<HTMLVideoElement>(null);
  /** Where the viewer was when the file failed, to continue there with the fresh URL. */
  const resumeAt = useRef(0);

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

  if (data.mediaUrl) {
    return (
      <div className="video-player">
        <video
          ref={element}
          className="video-player__media"
          src={data.mediaUrl}
          poster={data.thumbnail ?? undefined}
          controls
          preload="metadata"
          aria-label={t("video.playerTitle", { title: data.title })}
          onError={(event) => {
            if (event.currentTarget.currentTime > 0) resumeAt.current = event.currentTarget.currentTime;
            onMediaError?.(data.mediaUrl!);
          }}
          onLoadedMetadata={(event) => {
            if (resumeAt.current === 0) return;
            event.currentTarget.currentTime = clampToDuration(resumeAt.current, event.currentTarget.duration);
            resumeAt.current = 0;
          }}
        />
      </div>
    );
  }
  if (data.dacastId) {
    return (
      <div className="video-player">
        <iframe
          className="video-player__media"
          src={externalPlayerUrl(data.dacastId)}
          title={t("video.playerTitle", { title: data.title })}
          allow="autoplay; fullscreen; picture-in-picture"
        />
      </div>
    );
  }
  return <LoginGate />;
}
