import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useParams } from "react-router-dom";
import type { AudiobookFormPageQuery, AudiobookFormPageQuery$data } from "../../../../__generated__/AudiobookFormPageQuery.graphql.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { Note } from "../../../../ui/Note.tsx";
import { NotFound } from "../../../../ui/Notice.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
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
      ...AudiobookChanges_audiobook
    }
    ...AudiobookCatalogueFields_choices
  }
`;

/** /profil/audiokniha/{id} and /profil/audiokniha/new: the audiobook form (every field of editAudiobook). */
export function AudiobookFormPage() {
  useTexts("audiobook");
  const { t } = useTranslation();
  const param = useParams().audiobookId;
  const audiobookId = param === "new" ? null : Number(param);
  if (audiobookId !== null && (!Number.isSafeInteger(audiobookId) || audiobookId <= 0)) return <NotFound />;
  return (
    <AdminScreen key={param} id="admin-audiobook-form" title={audiobookId === null ? t("adminAudiobooks.newTitle") : t("adminAudiobooks.editTitle")}>
      <AudiobookFormLoader audiobookId={audiobookId} />
    </AdminScreen>
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
  // the form starts from the server's answer; after a save the history (and counters) are asked for again
  const [refetchKey, setRefetchKey] = useState(0);
  const data = useScreenQuery<AudiobookFormPageQuery>(
    audiobookFormQuery,
    { audiobookId: audiobookId ?? 0, existing: audiobookId !== null },
    { perViewer: true, fetchPolicy: refetchKey === 0 ? "network-only" : "store-and-network", refetchKey, contentLang: "sk" },
  );
  const audiobook = data.getAudiobookAsAdmin;
  if (audiobookId !== null && !audiobook) return <Note tone="danger">{t("adminAudiobooks.notFound")}</Note>;
  return (
    <AudiobookForm
      key={audiobookId ?? "new"}
      audiobookId={audiobookId}
      slug={audiobook?.slug ?? null}
      initial={audiobook ? valuesFromAudiobook(audiobook) : emptyAudiobookValues()}
      audiobook={audiobook ?? null}
      choices={data}
      facts={factsOf(audiobook)}
      onSaved={() => setRefetchKey((key) => key + 1)}
    />
  );
}
