import { graphql } from "react-relay/hooks";
import type {
  AudiobookFormPageQuery,
  AudiobookFormPageQuery$data,
} from "../../../../__generated__/AudiobookFormPageQuery.graphql.ts";
import { useItemFormQuery } from "../../../../admin/useItemFormQuery.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Note } from "../../../../ui/Note.tsx";
import { AdminItemScreen } from "../AdminScreen.tsx";
import { emptyAudiobookValues, valuesFromAudiobook } from "./audiobook-form-values.ts";
import { AudiobookForm } from "./AudiobookForm.tsx";

const audiobookFormQuery = graphql`
  query AudiobookFormPageQuery($audiobookId: Int!, $existing: Boolean!) {
    getAudiobookAsAdmin(audiobookId: $audiobookId) @include(if: $existing) {
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
      changes {
        ...ChangeHistory_changes
      }
    }
    ...AudiobookCatalogueFields_choices
  }
`;

/** /profil/audiokniha/{id} and /profil/audiokniha/new: the audiobook form (every field of editAudiobook). */
export function AudiobookFormPage() {
  useTexts("audiobook");
  const { t } = useTranslation();
  return (
    <AdminItemScreen
      param="audiobookId"
      id="admin-audiobook-form"
      titles={{ create: t("adminAudiobooks.newTitle"), edit: t("adminAudiobooks.editTitle") }}
    >
      {(audiobookId) => <AudiobookFormLoader audiobookId={audiobookId} />}
    </AdminItemScreen>
  );
}

type Stored = NonNullable<AudiobookFormPageQuery$data["getAudiobookAsAdmin"]>;

/** The read-only numbers the form shows beside its fields. */
const factsOf = (audiobook: Stored | null | undefined) => ({
  files: new Map((audiobook?.audioFiles ?? []).map((file) => [file.id, file])),
  opened: audiobook?.openedStatistic ?? null,
  ebookDownloads: audiobook ? (audiobook.downloadedEbookStatistic ?? 0) : null,
});

function AudiobookFormLoader({ audiobookId }: { audiobookId: number | null }) {
  const { t } = useTranslation();
  const [data, refetch] = useItemFormQuery<AudiobookFormPageQuery>(audiobookFormQuery, {
    audiobookId: audiobookId ?? 0,
    existing: audiobookId !== null,
  });
  const audiobook = data.getAudiobookAsAdmin;
  if (audiobookId !== null && !audiobook) return <Note tone="danger">{t("adminAudiobooks.notFound")}</Note>;
  const initial = audiobook ? valuesFromAudiobook(audiobook) : emptyAudiobookValues();
  return (
    <AudiobookForm
      key={audiobookId ?? "new"}
      audiobookId={audiobookId}
      slug={audiobook?.slug ?? null}
      initial={initial}
      changes={audiobook?.changes}
      choices={data}
      facts={factsOf(audiobook)}
      onSaved={refetch}
    />
  );
}
