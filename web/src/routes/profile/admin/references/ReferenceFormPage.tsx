import { graphql } from "react-relay/hooks";
import { useParams } from "react-router-dom";
import type { ReferenceFormPageQuery } from "../../../../__generated__/ReferenceFormPageQuery.graphql.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
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
  const { getReference } = useScreenQuery<ReferenceFormPageQuery>(
    graphql`
      query ReferenceFormPageQuery($id: Int!, $existing: Boolean!) {
        getReference(id: $id) @include(if: $existing) {
          id
          title
          name
          text
          languageFlag
        }
      }
    `,
    { id: referenceId ?? 0, existing: referenceId !== null },
    { perViewer: true, fetchPolicy: "network-only" },
  );
  if (referenceId !== null && !getReference) return <Note tone="danger">{t("admin.references.notFound")}</Note>;
  return (
    <ReferenceForm
      key={referenceId ?? "new"}
      referenceId={referenceId}
      initial={{
        title: getReference?.title ?? "",
        name: getReference?.name ?? "",
        text: getReference?.text ?? "",
        languageFlag: getReference?.languageFlag ?? "",
      }}
    />
  );
}
