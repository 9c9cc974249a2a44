import { BASICS_FIELD_LABELS, ChangeHistory, type Changes } from "../../../../admin/ChangeHistory.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** The form's labels of the fields a change names (the server names them as editAudiobook's arguments). */
const FIELD_LABELS = {
  ...BASICS_FIELD_LABELS,
  tags: "tags",
  languageId: "languageId",
  methodics: "methodics",
  materials: "ebook",
  audioFiles: "audioFiles",
  note: "note",
  translations: "translations",
} as const;

/** Who changed which fields of the audiobook, when, newest first. */
export function AudiobookChanges({ changes }: { changes: Changes }) {
  const { t } = useTranslation();
  const fieldLabel = (field: string) =>
    field === "slug"
      ? t("admin.slug.label")
      : field in FIELD_LABELS
        ? t(`audiobookForm.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`)
        : field;
  return <ChangeHistory titleId="audiobook-changes-title" changes={changes} fieldLabel={fieldLabel} />;
}
