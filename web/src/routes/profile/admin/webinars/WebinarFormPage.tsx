import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useParams } from "react-router-dom";
import type { WebinarFormPageQuery } from "../../../../__generated__/WebinarFormPageQuery.graphql.ts";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useAdminSave } from "../../../../admin/useAdminSave.ts";
import { useUnsavedChangesGuard } from "../../../../admin/useUnsavedChangesGuard.tsx";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditWebinarMutation } from "../../../../mutations/useEditWebinarMutation.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { Note } from "../../../../ui/Note.tsx";
import { NotFound } from "../../../../ui/Notice.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
import { HighlightsField } from "../videos/VideoHighlightsField.tsx";
import { WebinarChanges } from "./WebinarChanges.tsx";
import { WebinarFormActions } from "./WebinarFormActions.tsx";
import { checkWebinar, emptyWebinarValues, valuesFromWebinar, webinarVariables, type WebinarFormValues } from "./webinar-form-values.ts";
import { SaleFields, WebinarMaterialsField, WebinarMediaFields } from "./WebinarFields.tsx";
import { useProblemTexts } from "./useProblemTexts.ts";
import { useWebinarUploads } from "./useWebinarUploads.ts";

/** /profil/webinare-spravca/{id} and /new: the webinar form, every field of editWebinar. */
export function WebinarFormPage() {
  useTexts("webinar");
  const { t } = useTranslation();
  const param = useParams().webinarId;
  const webinarId = param === "new" ? null : Number(param);
  if (webinarId !== null && (!Number.isSafeInteger(webinarId) || webinarId <= 0)) return <NotFound />;
  return (
    <AdminScreen key={param} id="admin-webinar-form" title={webinarId === null ? t("webinarAdmin.newTitle") : t("webinarAdmin.editTitle")}>
      <WebinarFormLoader webinarId={webinarId} />
    </AdminScreen>
  );
}

function WebinarFormLoader({ webinarId }: { webinarId: number | null }) {
  const { t } = useTranslation();
  const [refetchKey, setRefetchKey] = useState(0);
  const { getWebinarAsAdmin: webinar } = useScreenQuery<WebinarFormPageQuery>(
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
          ...WebinarChanges_webinar
        }
      }
    `,
    { webinarId: webinarId ?? 0, existing: webinarId !== null },
    { perViewer: true, fetchPolicy: refetchKey === 0 ? "network-only" : "store-and-network", refetchKey, contentLang: "sk" },
  );
  if (webinarId !== null && !webinar) return <Note tone="danger">{t("webinarAdmin.notFound")}</Note>;
  // the history under the form, spaced as the form's own panels
  return (
    <div className="admin-form">
      <WebinarForm key={webinarId ?? "new"} webinarId={webinarId} slug={webinar?.slug ?? null} initial={webinar ? valuesFromWebinar(webinar) : emptyWebinarValues()} onSaved={() => setRefetchKey((key) => key + 1)} />
      {webinar && <WebinarChanges webinar={webinar} />}
    </div>
  );
}

interface FormProps {
  webinarId: number | null;
  slug: string | null;
  initial: WebinarFormValues;
  onSaved: () => void;
}

/** Checks, then the new files' uploads, then the save; locked and saying so meanwhile. */
function WebinarForm({ webinarId, slug, initial, onSaved }: FormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useAdminForm(initial);
  const guard = useUnsavedChangesGuard(form.dirty);
  const uploads = useWebinarUploads(form);
  const problemTexts = useProblemTexts();
  const [editWebinar] = useEditWebinarMutation();
  const listPath = `/${lang}/profil/webinare-spravca`;
  const saver = useAdminSave({
    form,
    check: (values) => problemTexts(checkWebinar(values)),
    upload: uploads.upload,
    save: (values) => editWebinar(webinarVariables(values, webinarId, initial.order)).then((result) => result.editWebinar),
    id: webinarId,
    texts: { created: t("webinarAdmin.created"), edited: t("webinarAdmin.updated") },
    editPath: (id) => `${listPath}/${id}`,
    listPath,
    onSaved,
    release: guard.release,
  });
  return (
    <form
      ref={form.element}
      className="admin-form"
      noValidate
      aria-busy={saver.busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void saver.submit(false);
      }}
    >
      <p className="admin-form__required">{t("admin.requiredNote")}</p>
      <fieldset className="admin-form__body" disabled={saver.busy}>
        <div className="form-panel admin-form__panel">
          <fieldset className="form-fieldset admin-form__fieldset">
            <legend>{t("webinarAdmin.editTitle")}</legend>
            <SaleFields form={form} formName="webinar" disabled={saver.busy} />
            <WebinarMediaFields form={form} progress={uploads.progress} disabled={saver.busy} />
          </fieldset>
        </div>
        <WebinarMaterialsField form={form} progress={uploads.progress} disabled={saver.busy} />
        <HighlightsField formName="webinar" highlights={form.values.highlights} errors={form.errors} onChange={(next) => form.set("highlights", next)} />
      </fieldset>
      <WebinarFormActions kind="webinars" id={webinarId} publicPath={slug ? `/${lang}/webinar/${slug}` : null} title={form.values.title} saver={saver} release={guard.release} />
      {guard.dialog}
    </form>
  );
}
