import { graphql, useFragment } from "react-relay/hooks";
import type { VideoChanges_video$key } from "../../../../__generated__/VideoChanges_video.graphql.ts";
import { ChangeHistory, LastChange as LastChangeLine } from "../../../../admin/ChangeHistory.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** The form's labels of the fields a change names (the server names them as editVideo's arguments). */
const FIELD_LABELS = {
  title: "title",
  subtitle: "subtitle",
  thumbnail: "thumbnail",
  htmlDesc: "description",
  availability: "availability",
  visible: "visible",
  order: "order",
  dacastId: "dacastId",
  length: "length",
  mediaUrl: "mediaUrl",
  subtitles: "captions",
  themes: "themes",
  filters: "filters",
  tags: "tags",
  related: "related",
  methodics: "methodics",
  highlights: "highlights",
  note: "note",
  translations: "translations",
} as const;

const changesFragment = graphql`
  fragment VideoChanges_video on Video {
    changes {
      actor
      at
      fields
      kind
    }
  }
`;

/** "Naposledy zmenil X dňa DD.MM.YYYY, HH:mm", over the form (the newest change comes first). */
export function LastChange({ video }: { video: VideoChanges_video$key }) {
  return <LastChangeLine changes={useFragment(changesFragment, video).changes} />;
}

/** Who changed which fields of the video, when, newest first (from its event stream). */
export function VideoChanges({ video }: { video: VideoChanges_video$key }) {
  const { t } = useTranslation();
  const changes = useFragment(changesFragment, video).changes;
  const fieldLabel = (field: string) => (field in FIELD_LABELS ? t(`admin.videoForm.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`) : field);
  return <ChangeHistory titleId="video-changes-title" changes={changes} fieldLabel={fieldLabel} />;
}
