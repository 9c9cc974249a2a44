import { graphql } from "react-relay/hooks";
import type { VideoFormPageQuery$data } from "../../../../__generated__/VideoFormPageQuery.graphql.ts";
import { AdminItemFormPage } from "../../../../admin/AdminItemFormPage.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { emptyVideoValues, valuesFromVideo } from "./video-form-values.ts";
import { VideoForm } from "./VideoForm.tsx";

const videoFormQuery = graphql`
  query VideoFormPageQuery($id: Int!, $existing: Boolean!) {
    getVideoAsAdmin(videoId: $id) @include(if: $existing) {
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
      revision
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
    <AdminItemFormPage
      param="videoId"
      id="admin-video-form"
      titles={{ create: t("admin.videos.newTitle"), edit: t("admin.videos.editTitle") }}
      query={videoFormQuery}
      item={(data: VideoFormPageQuery$data) => data.getVideoAsAdmin}
      notFound={t("admin.videos.notFound")}
      values={valuesFromVideo}
      empty={emptyVideoValues}
    >
      {(props, choices) => <VideoForm {...props} choices={choices} />}
    </AdminItemFormPage>
  );
}
