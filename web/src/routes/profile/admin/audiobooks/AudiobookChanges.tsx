import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookChanges_audiobook$key } from "../../../../__generated__/AudiobookChanges_audiobook.graphql.ts";
import { ChangeHistory, LastChange as LastChangeLine } from "../../../../admin/ChangeHistory.tsx";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** The form's labels of the fields a change names (the server names them as editAudiobook's arguments). */
const FIELD_LABELS = {
  title: "title",
  subtitle: "subtitle",
  thumbnail: "thumbnail",
  htmlDesc: "description",
  availability: "availability",
  visible: "visible",
  order: "order",
  tags: "tags",
  languageId: "languageId",
  methodics: "methodics",
  materials: "ebook",
  audioFiles: "audioFiles",
  note: "note",
  translations: "translations",
} as const;

const changesFragment = graphql`
  fragment AudiobookChanges_audiobook on Audiobook {
    changes {
      actor
      at
      fields
      kind
    }
  }
`;

/** "Naposledy zmenil X dňa …" over the form. */
export function LastChange({ audiobook }: { audiobook: AudiobookChanges_audiobook$key }) {
  return <LastChangeLine changes={useFragment(changesFragment, audiobook).changes} />;
}

/** Who changed which fields of the audiobook, when, newest first. */
export function AudiobookChanges({ audiobook }: { audiobook: AudiobookChanges_audiobook$key }) {
  const { t } = useTranslation();
  const changes = useFragment(changesFragment, audiobook).changes;
  const fieldLabel = (field: string) => (field in FIELD_LABELS ? t(`audiobookForm.${FIELD_LABELS[field as keyof typeof FIELD_LABELS]}`) : field);
  return <ChangeHistory titleId="audiobook-changes-title" changes={changes} fieldLabel={fieldLabel} />;
}
