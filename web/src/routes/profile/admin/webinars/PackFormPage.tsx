import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useParams } from "react-router-dom";
import type { PackFormPageQuery } from "../../../../__generated__/PackFormPageQuery.graphql.ts";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useAdminSave } from "../../../../admin/useAdminSave.ts";
import { useUnsavedChangesGuard } from "../../../../admin/useUnsavedChangesGuard.tsx";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditWebinarPackMutation } from "../../../../mutations/useEditWebinarPackMutation.ts";
import { useScreenQuery } from "../../../../relay/useScreenQuery.ts";
import { Note } from "../../../../ui/Note.tsx";
import { NotFound } from "../../../../ui/Notice.tsx";
import { AdminScreen } from "../AdminScreen.tsx";
import { PackChanges } from "./WebinarChanges.tsx";
import { WebinarFormActions } from "./WebinarFormActions.tsx";
import { PackWebinarsField } from "./PackWebinarsField.tsx";
import "../Admin.css";
import { useProblemTexts } from "./useProblemTexts.ts";
import { checkPack, emptyPackValues, packVariables, valuesFromPack, type PackFormValues } from "./webinar-form-values.ts";
import { SaleFields } from "./WebinarFields.tsx";

/** /profil/webinare-baliky-spravca/{id} and /new: the pack form, every field of editWebinarPack. */
export function PackFormPage() {
  useTexts("webinar");
  const { t } = useTranslation();
  const param = useParams().webinarPackId;
  const packId = param === "new" ? null : Number(param);
  if (packId !== null && (!Number.isSafeInteger(packId) || packId <= 0)) return <NotFound />;
  return (
    <AdminScreen key={param} id="admin-pack-form" title={packId === null ? t("webinarAdmin.newPackTitle") : t("webinarAdmin.editPackTitle")}>
      <PackFormLoader packId={packId} />
    </AdminScreen>
  );
}

type Webinars = PackFormPageQuery["response"]["getAllWebinars"];

function PackFormLoader({ packId }: { packId: number | null }) {
  const { t } = useTranslation();
  const [refetchKey, setRefetchKey] = useState(0);
  const data = useScreenQuery<PackFormPageQuery>(
    graphql`
      query PackFormPageQuery($webinarPackId: Int!, $existing: Boolean!) {
        getWebinarPackAsAdmin(webinarPackId: $webinarPackId) @include(if: $existing) {
          slug
          title
          price
          availableFor
          htmlDesc
          visible
          order
          webinarIds
          ...WebinarChanges_pack
        }
        getAllWebinars {
          id
          title
        }
      }
    `,
    { webinarPackId: packId ?? 0, existing: packId !== null },
    { perViewer: true, fetchPolicy: refetchKey === 0 ? "network-only" : "store-and-network", refetchKey, contentLang: "sk" },
  );
  const pack = data.getWebinarPackAsAdmin;
  if (packId !== null && !pack) return <Note tone="danger">{t("webinarAdmin.packNotFound")}</Note>;
  // the history under the form, spaced as the form's own panels
  return (
    <div className="admin-form">
      <PackForm key={packId ?? "new"} packId={packId} slug={pack?.slug ?? null} initial={pack ? valuesFromPack(pack) : emptyPackValues()} webinars={data.getAllWebinars} onSaved={() => setRefetchKey((key) => key + 1)} />
      {pack && <PackChanges pack={pack} />}
    </div>
  );
}

function PackForm({ packId, slug, initial, webinars, onSaved }: { packId: number | null; slug: string | null; initial: PackFormValues; webinars: Webinars; onSaved: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useAdminForm(initial);
  const guard = useUnsavedChangesGuard(form.dirty);
  const problemTexts = useProblemTexts();
  const [editPack] = useEditWebinarPackMutation();
  const listPath = `/${lang}/profil/webinare-baliky-spravca`;
  const saver = useAdminSave({
    form,
    check: (values) => problemTexts(checkPack(values)),
    save: (values) => editPack(packVariables(values, packId, initial.order)).then((result) => result.editWebinarPack),
    id: packId,
    texts: { created: t("webinarAdmin.packCreated"), edited: t("webinarAdmin.packUpdated") },
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
            <legend>{t("webinarAdmin.editPackTitle")}</legend>
            <SaleFields form={form} formName="pack" disabled={saver.busy} />
          </fieldset>
        </div>
        <PackWebinarsField webinars={webinars} chosen={form.values.webinars} onChange={(ids) => form.set("webinars", ids)} disabled={saver.busy} />
      </fieldset>
      <WebinarFormActions kind="packs" id={packId} publicPath={slug ? `/${lang}/balik-webinarov/${slug}` : null} title={form.values.title} saver={saver} release={guard.release} />
      {guard.dialog}
    </form>
  );
}
