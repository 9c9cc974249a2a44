import type { Ref } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoPlayer_video$key } from "../../../__generated__/VideoPlayer_video.graphql.ts";
import type { MediaRefresh } from "../../../hooks/useMediaRefresh.ts";
import { AccessGate, type AccessGateReason } from "../../../ui/AccessGate.tsx";
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
  return <VideoGate denial={data.accessDenial} reason={data.accessDenialReason} availability={data.availability} />;
}

const GATES: Record<string, AccessGateReason> = {
  SIGN_IN: "sign-in",
  SUBSCRIPTION_REQUIRED: "subscription-required",
  UPGRADE_REQUIRED: "upgrade-required",
  PROFILE_DISABLED: "profile-disabled",
};

/**
 * The gate for the server's denial. A profile whose subscription or trial has ended is asked to
 * subscribe again (with that said); one the library switched off is told so. Without a denial
 * (an older answer) the visitor is asked to sign in.
 */
function VideoGate({
  denial,
  reason,
  availability,
}: {
  denial?: string | null;
  reason?: string | null;
  availability: number;
}) {
  const { t } = useTranslation();
  const ended = denial === "PROFILE_DISABLED" && reason === "SUBSCRIPTION_ENDED";
  const gate = ended ? "subscription-required" : (GATES[denial ?? ""] ?? "sign-in");
  const detail = ended
    ? t("access.subscriptionEnded")
    : gate === "profile-disabled"
      ? t("access.disabledByLibrary")
      : null;
  return (
    <AccessGate kind="video" reason={gate} needs={availability === 1 ? "testing" : "subscription"} detail={detail} />
  );
}
