import { ChangeHistory, type Changes } from "../../../../admin/ChangeHistory.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** The form's labels (webinarAdmin.fields) of the fields a change names: the server names them as editWebinar's and editWebinarPack's arguments. */
const FIELD_LABELS = {
  title: "title",
  price: "price",
  availableFor: "availableFor",
  thumbnail: "thumbnail",
  htmlDesc: "htmlDesc",
  dacastId: "dacastId",
  mediaUrl: "mediaUrl",
  length: "length",
  visible: "visible",
  tags: "tags",
  materials: "materials",
  highlights: "highlights",
  webinars: "webinars",
} as const;

/** Who changed the webinar or pack when (its edits and the reorders that moved it), newest first. */
export function WebinarChanges({ titleId, changes }: { titleId: string; changes: Changes }) {
  const { t } = useTranslation();
  const fieldLabel = (field: string) =>
    field in FIELD_LABELS ? t(`webinarAdmin.fields.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`) : field;
  return <ChangeHistory titleId={titleId} changes={changes} fieldLabel={fieldLabel} />;
}
