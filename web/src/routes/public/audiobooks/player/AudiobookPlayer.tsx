import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookPlayer_audiobook$key } from "../../../../__generated__/AudiobookPlayer_audiobook.graphql.ts";
import type { MediaRefresh } from "../../../../hooks/useMediaRefresh.ts";
import { DeniedAccessGate } from "../../../../ui/DeniedAccessGate.tsx";
import { Player } from "./Player.tsx";
import { PlayerFileList } from "./PlayerFileList.tsx";
import type { PlayerFile } from "./types.ts";
import "./AudiobookPlayer.css";

/**
 * The audiobook's player, or, when no audio URLs came back for this viewer, the access gate the
 * server's `accessDenial` names (the login prompt for a guest) above the list of parts.
 */
export function AudiobookPlayer({
  audiobook,
  refresh,
}: {
  audiobook: AudiobookPlayer_audiobook$key;
  refresh: MediaRefresh;
}) {
  const data = useFragment(
    graphql`
      fragment AudiobookPlayer_audiobook on Audiobook {
        id
        title
        thumbnail
        availability
        canPlay
        accessDenial
        accessDenialReason
        totalSeconds
        audioFiles {
          id
          url
          name
          order
          durationSeconds
        }
        resumePosition {
          audioFileId
          seconds
        }
      }
    `,
    audiobook,
  );
  const files = [...data.audioFiles].sort((a, b) => a.order - b.order);
  const playable = files.flatMap((file) =>
    file.url
      ? [{ id: file.id, url: file.url, name: file.name, durationSeconds: file.durationSeconds } satisfies PlayerFile]
      : [],
  );
  if (!data.canPlay || playable.length === 0 || playable.length < files.length) {
    return (
      <div className="audio-player audio-player--gated">
        <DeniedAccessGate
          kind="audiobook"
          denial={data.accessDenial}
          reason={data.accessDenialReason}
          availability={data.availability}
          shape="panel"
        />
        {files.length > 0 && <PlayerFileList files={files} totalSeconds={data.totalSeconds} />}
      </div>
    );
  }
  return (
    <Player
      // another audiobook, or fresh URLs after a sign-in, start a player of their own
      key={data.id}
      audiobookId={data.id}
      title={data.title}
      thumbnail={data.thumbnail ?? null}
      files={playable}
      totalSeconds={data.totalSeconds}
      resumePosition={data.resumePosition ?? null}
      refresh={refresh}
    />
  );
}
