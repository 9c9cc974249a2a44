import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useParams } from "react-router-dom";
import type { ReferenceFormPageQuery } from "../../../../__generated__/ReferenceFormPageQuery.graphql.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useItemFormQuery } from "../../../../admin/useItemFormQuery.ts";
import { Note } from "../../../../ui/Note.tsx";
import { NotFound } from "../../../../ui/Notice.tsx";
import { AdminScreen, LibraryAdminsOnly } from "../AdminScreen.tsx";
import { ReferenceForm } from "./ReferenceForm.tsx";

/** /profil/referencia/{id} and /profil/referencia/new: a testimonial's form. */
export function ReferenceFormPage() {
  const { t } = useTranslation();
  const param = useParams().referenceId;
  const referenceId = param === "new" ? null : Number(param);
  if (referenceId !== null && (!Number.isSafeInteger(referenceId) || referenceId <= 0)) return <NotFound />;
  return (
    <LibraryAdminsOnly>
      <AdminScreen
        key={param}
        id="admin-reference-form"
        title={referenceId === null ? t("admin.references.newTitle") : t("admin.references.editTitle")}
        deniedText={t("admin.noAccessSection")}
      >
        <ReferenceLoader referenceId={referenceId} />
      </AdminScreen>
    </LibraryAdminsOnly>
  );
}

function ReferenceLoader({ referenceId }: { referenceId: number | null }) {
  const { t } = useTranslation();
  const [{ getReference }, refresh] = useItemFormQuery<ReferenceFormPageQuery>(
    graphql`
      query ReferenceFormPageQuery($id: Int!, $existing: Boolean!) {
        getReference(id: $id) @include(if: $existing) {
          id
          revision
          title
          name
          text
          languageFlag
        }
      }
    `,
    { id: referenceId ?? 0, existing: referenceId !== null },
  );
  // a reload after a conflict makes the form again from the reference as it is now
  const [generation, setGeneration] = useState(0);
  if (referenceId !== null && !getReference) return <Note tone="danger">{t("admin.references.notFound")}</Note>;
  return (
    <ReferenceForm
      key={`${referenceId ?? "new"}:${generation}`}
      referenceId={referenceId}
      revision={getReference?.revision ?? null}
      onSaved={refresh}
      onReload={async () => {
        await refresh();
        setGeneration((count) => count + 1);
      }}
      initial={{
        title: getReference?.title ?? "",
        name: getReference?.name ?? "",
        text: getReference?.text ?? "",
        languageFlag: getReference?.languageFlag ?? "",
      }}
    />
  );
}
