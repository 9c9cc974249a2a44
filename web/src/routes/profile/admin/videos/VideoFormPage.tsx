import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useParams } from "react-router-dom";
import type { VideoFormPageQuery } from "../../../../__generated__/VideoFormPageQuery.graphql.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { Note } from "../../../../ui/Note.tsx";
import { NotFound } from "../../../../ui/Notice.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
import { emptyVideoValues, valuesFromVideo } from "./video-form-values.ts";
import { VideoForm } from "./VideoForm.tsx";

const videoFormQuery = graphql`
  query VideoFormPageQuery($videoId: Int!, $existing: Boolean!) {
    getVideoAsAdmin(videoId: $videoId) @include(if: $existing) {
      id
      slug
      title
      subtitle
      thumbnail
      htmlDesc
      availability
      visible
      order
      dacastId
      length
      mediaUrl
      note
      themes {
        id
      }
      filters {
        id
      }
      tags {
        id
        name
        type
      }
      relatedVideoIds
      methodics {
        id
        name
        url
        order
      }
      highlights {
        id
        timestamp
        text
        translations {
          lang
          text
        }
      }
      translations {
        lang
        title
        subtitle
        htmlDesc
      }
      subtitles {
        lang
        url
      }
      ...VideoChanges_video
    }
    ...VideoCatalogueFields_choices
  }
`;

/** /profil/video/{id} and /profil/video/new: the video form (every field of editVideo). */
export function VideoFormPage() {
  const { t } = useTranslation();
  const param = useParams().videoId;
  const videoId = param === "new" ? null : Number(param);
  if (videoId !== null && (!Number.isSafeInteger(videoId) || videoId <= 0)) return <NotFound />;
  return (
    <AdminScreen key={param} id="admin-video-form" title={videoId === null ? t("admin.videos.newTitle") : t("admin.videos.editTitle")}>
      <VideoFormLoader videoId={videoId} />
    </AdminScreen>
  );
}

function VideoFormLoader({ videoId }: { videoId: number | null }) {
  const { t } = useTranslation();
  // the form starts from the server's answer, never from an older one in the store; after a save
  // the history of changes is asked for again while the form stays as it is
  const [refetchKey, setRefetchKey] = useState(0);
  const data = useScreenQuery<VideoFormPageQuery>(
    videoFormQuery,
    { videoId: videoId ?? 0, existing: videoId !== null },
    // the admin edits the Slovak original, whatever the interface language
    { perViewer: true, fetchPolicy: refetchKey === 0 ? "network-only" : "store-and-network", refetchKey, contentLang: "sk" },
  );
  const video = data.getVideoAsAdmin;
  if (videoId !== null && !video) return <Note tone="danger">{t("admin.videos.notFound")}</Note>;
  return (
    <VideoForm
      // the form's values are made once, from the video as it was loaded
      key={videoId ?? "new"}
      videoId={videoId}
      slug={video?.slug ?? null}
      initial={video ? valuesFromVideo(video) : emptyVideoValues()}
      video={video ?? null}
      choices={data}
      onSaved={() => setRefetchKey((key) => key + 1)}
    />
  );
}
