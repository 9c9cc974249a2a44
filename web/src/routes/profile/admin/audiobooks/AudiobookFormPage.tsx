import { graphql } from "react-relay/hooks";
import type { AudiobookFormPageQuery$data } from "../../../../__generated__/AudiobookFormPageQuery.graphql.ts";
import { AdminItemFormPage } from "../../../../admin/AdminItemFormPage.tsx";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { emptyAudiobookValues, valuesFromAudiobook } from "./audiobook-form-values.ts";
import { AudiobookForm } from "./AudiobookForm.tsx";

const audiobookFormQuery = graphql`
  query AudiobookFormPageQuery($id: Int!, $existing: Boolean!) {
    getAudiobookAsAdmin(audiobookId: $id) @include(if: $existing) {
      id
      slug
      title
      subtitle
      thumbnail
      htmlDesc
      availability
      visible
      order
      languageId
      note
      openedStatistic
      downloadedEbookStatistic
      tags {
        id
        name
        type
      }
      audioFiles {
        id
        name
        url
        order
        durationSeconds
        playedStatistic
        listenedStatistic
      }
      material {
        id
        name
        url
      }
      methodics {
        id
        name
        url
        order
      }
      translations {
        lang
        title
        subtitle
        htmlDesc
      }
      revision
      changes {
        ...ChangeHistory_changes
      }
    }
    ...AudiobookCatalogueFields_choices
  }
`;

type Stored = NonNullable<AudiobookFormPageQuery$data["getAudiobookAsAdmin"]>;

/** The read-only numbers the form shows beside its fields. */
const factsOf = (audiobook: Stored | null) => ({
  files: new Map((audiobook?.audioFiles ?? []).map((file) => [file.id, file])),
  opened: audiobook?.openedStatistic ?? null,
  ebookDownloads: audiobook ? (audiobook.downloadedEbookStatistic ?? 0) : null,
});

/** /profil/audiokniha/{id} and /profil/audiokniha/new: the audiobook form (every field of editAudiobook). */
export function AudiobookFormPage() {
  useTexts("audiobook");
  const { t } = useTranslation();
  return (
    <AdminItemFormPage
      param="audiobookId"
      id="admin-audiobook-form"
      titles={{ create: t("adminAudiobooks.newTitle"), edit: t("adminAudiobooks.editTitle") }}
      query={audiobookFormQuery}
      item={(data: AudiobookFormPageQuery$data) => data.getAudiobookAsAdmin}
      notFound={t("adminAudiobooks.notFound")}
      values={valuesFromAudiobook}
      empty={emptyAudiobookValues}
    >
      {(props, choices, audiobook) => <AudiobookForm {...props} choices={choices} facts={factsOf(audiobook)} />}
    </AdminItemFormPage>
  );
}
