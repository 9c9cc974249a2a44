import { graphql } from "react-relay/hooks";
import type { WebinarFormPageQuery } from "../../../../__generated__/WebinarFormPageQuery.graphql.ts";
import { AdminFormFrame } from "../../../../admin/AdminFormFrame.tsx";
import { LastChange, type Changes } from "../../../../admin/ChangeHistory.tsx";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useAdminSave } from "../../../../admin/useAdminSave.ts";
import { useItemFormQuery } from "../../../../admin/useItemFormQuery.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditWebinarMutation } from "../../../../mutations/useEditWebinarMutation.ts";
import { Note } from "../../../../ui/Note.tsx";
import { AdminItemScreen } from "../AdminScreen.tsx";
import { HighlightsField } from "../videos/VideoHighlightsField.tsx";
import { formPaths } from "./admin-paths.ts";
import {
  checkWebinar,
  emptyWebinarValues,
  valuesFromWebinar,
  webinarVariables,
  type WebinarFormValues,
} from "./webinar-form-values.ts";
import { SaleFieldset, WebinarMaterialsField, WebinarMediaFields } from "./WebinarFields.tsx";
import { WebinarChanges } from "./WebinarChanges.tsx";
import { WebinarFormActions } from "./WebinarFormActions.tsx";
import { useProblemTexts } from "./useProblemTexts.ts";
import { useWebinarUploads } from "./useWebinarUploads.ts";
import { paths } from "../../../route-table.ts";

/** /profil/webinare-spravca/{id} and /new: the webinar form, every field of editWebinar. */
export function WebinarFormPage() {
  useTexts("webinar");
  const { t } = useTranslation();
  return (
    <AdminItemScreen
      param="webinarId"
      id="admin-webinar-form"
      titles={{ create: t("webinarAdmin.newTitle"), edit: t("webinarAdmin.editTitle") }}
    >
      {(webinarId) => <WebinarFormLoader webinarId={webinarId} />}
    </AdminItemScreen>
  );
}

function WebinarFormLoader({ webinarId }: { webinarId: number | null }) {
  const { t } = useTranslation();
  const [{ getWebinarAsAdmin: webinar }, refetch] = useItemFormQuery<WebinarFormPageQuery>(
    graphql`
      query WebinarFormPageQuery($webinarId: Int!, $existing: Boolean!) {
        getWebinarAsAdmin(webinarId: $webinarId) @include(if: $existing) {
          slug
          title
          price
          availableFor
          thumbnail
          htmlDesc
          dacastId
          length
          visible
          order
          tags {
            name
          }
          materials {
            id
            name
            url
            order
          }
          highlights {
            id
            timestamp
            text
          }
          changes {
            ...ChangeHistory_changes
          }
        }
      }
    `,
    { webinarId: webinarId ?? 0, existing: webinarId !== null },
  );
  if (webinarId !== null && !webinar) return <Note tone="danger">{t("webinarAdmin.notFound")}</Note>;
  return (
    <WebinarForm
      key={webinarId ?? "new"}
      webinarId={webinarId}
      slug={webinar?.slug ?? null}
      initial={webinar ? valuesFromWebinar(webinar) : emptyWebinarValues()}
      changes={webinar?.changes}
      onSaved={refetch}
    />
  );
}

interface FormProps {
  webinarId: number | null;
  slug: string | null;
  initial: WebinarFormValues;
  changes: Changes;
  onSaved: () => void;
}

/** Checks, then the new files' uploads, then the save; locked and saying so meanwhile. */
function WebinarForm({ webinarId, slug, initial, changes, onSaved }: FormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useAdminForm(initial);
  const uploads = useWebinarUploads(form);
  const problemTexts = useProblemTexts();
  const [editWebinar] = useEditWebinarMutation();
  const saver = useAdminSave({
    form,
    check: (values) => problemTexts(checkWebinar(values)),
    upload: uploads.upload,
    save: (values) =>
      editWebinar(webinarVariables(values, webinarId, initial.order)).then((result) => result.editWebinar),
    id: webinarId,
    texts: { created: t("webinarAdmin.created"), edited: t("webinarAdmin.updated") },
    ...formPaths(lang, "webinars"),
    onSaved,
  });
  return (
    <AdminFormFrame
      element={form.element}
      saver={saver}
      above={<LastChange changes={changes} />}
      below={
        <>
          <WebinarFormActions
            kind="webinars"
            id={webinarId}
            publicPath={slug ? paths.webinar(lang, slug) : null}
            title={form.values.title}
            saver={saver}
          />
          {webinarId !== null && <WebinarChanges titleId="webinar-changes-title" changes={changes} />}
        </>
      }
    >
      <SaleFieldset legend={t("webinarAdmin.editTitle")} form={form} formName="webinar" disabled={saver.busy}>
        <WebinarMediaFields form={form} progress={uploads.progress} disabled={saver.busy} />
      </SaleFieldset>
      <WebinarMaterialsField form={form} progress={uploads.progress} disabled={saver.busy} />
      <HighlightsField
        formName="webinar"
        highlights={form.values.highlights}
        errors={form.errors}
        onChange={(next) => form.set("highlights", next)}
      />
    </AdminFormFrame>
  );
}
