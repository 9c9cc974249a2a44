import { graphql } from "react-relay/hooks";
import type { VideoFormPageQuery } from "../../../../__generated__/VideoFormPageQuery.graphql.ts";
import { useItemFormQuery } from "../../../../admin/useItemFormQuery.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Note } from "../../../../ui/Note.tsx";
import { AdminItemScreen } from "../AdminScreen.tsx";
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
      changes {
        ...ChangeHistory_changes
      }
    }
    ...VideoCatalogueFields_choices
  }
`;

/** /profil/video/{id} and /profil/video/new: the video form (every field of editVideo). */
export function VideoFormPage() {
  const { t } = useTranslation();
  return (
    <AdminItemScreen
      param="videoId"
      id="admin-video-form"
      titles={{ create: t("admin.videos.newTitle"), edit: t("admin.videos.editTitle") }}
    >
      {(videoId) => <VideoFormLoader videoId={videoId} />}
    </AdminItemScreen>
  );
}

function VideoFormLoader({ videoId }: { videoId: number | null }) {
  const { t } = useTranslation();
  const [data, refetch] = useItemFormQuery<VideoFormPageQuery>(videoFormQuery, {
    videoId: videoId ?? 0,
    existing: videoId !== null,
  });
  const video = data.getVideoAsAdmin;
  if (videoId !== null && !video) return <Note tone="danger">{t("admin.videos.notFound")}</Note>;
  // the form's values are made once (its key), from the video as it was loaded
  return (
    <VideoForm
      key={videoId ?? "new"}
      videoId={videoId}
      slug={video?.slug ?? null}
      initial={video ? valuesFromVideo(video) : emptyVideoValues()}
      changes={video?.changes}
      choices={data}
      onSaved={refetch}
    />
  );
}
