import { BASICS_FIELD_LABELS, ChangeHistory, type Changes } from "../../../../admin/ChangeHistory.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** The form's labels of the fields a change names (the server names them as editVideo's arguments). */
const FIELD_LABELS = {
  ...BASICS_FIELD_LABELS,
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

/** Who changed which fields of the video, when, newest first (from its event stream). */
export function VideoChanges({ changes }: { changes: Changes }) {
  const { t } = useTranslation();
  const fieldLabel = (field: string) =>
    field === "slug"
      ? t("admin.slug.label")
      : field in FIELD_LABELS
        ? t(`admin.videoForm.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`)
        : field;
  return <ChangeHistory titleId="video-changes-title" changes={changes} fieldLabel={fieldLabel} />;
}
