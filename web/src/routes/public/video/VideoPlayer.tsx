import type { Ref } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoPlayer_video$key } from "../../../__generated__/VideoPlayer_video.graphql.ts";
import type { MediaRefresh } from "../../../hooks/useMediaRefresh.ts";
import { DeniedAccessGate } from "../../../ui/DeniedAccessGate.tsx";
import { MediaPlayer, type PlayerControls } from "./MediaPlayer.tsx";

export type { PlayerControls } from "./MediaPlayer.tsx";

/**
 * The video: the library's own file in an HTML5 player, else the external host's player, else
 * (no media for this viewer) the access gate, as the server decided it (accessDenial): log in for
 * an anonymous visitor, the access needed for a signed-in one, why for a disabled profile. A
 * members-only URL refused or about to expire asks the page for a fresh one (`refresh`), with
 * which the player continues where it was.
 */
export function VideoPlayer({
  video,
  ref,
  refresh,
}: {
  video: VideoPlayer_video$key;
  ref?: Ref<PlayerControls>;
  refresh?: MediaRefresh;
}) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment VideoPlayer_video on Video {
        title
        thumbnail
        mediaUrl
        dacastId
        availability
        accessDenial
        accessDenialReason
        subtitles {
          lang
          label
          url
        }
      }
    `,
    video,
  );
  if (data.mediaUrl || data.dacastId) {
    return (
      <MediaPlayer
        ref={ref}
        title={t("video.playerTitle", { title: data.title })}
        mediaUrl={data.mediaUrl}
        playerId={data.dacastId}
        poster={data.thumbnail}
        tracks={data.subtitles}
        refresh={refresh}
      />
    );
  }
  return (
    <DeniedAccessGate
      kind="video"
      denial={data.accessDenial}
      reason={data.accessDenialReason}
      availability={data.availability}
    />
  );
}
