import { graphql } from "react-relay/hooks";
import type { WebinarFormPageQuery$data } from "../../../../__generated__/WebinarFormPageQuery.graphql.ts";
import { AdminItemFormPage, type ItemFormProps } from "../../../../admin/AdminItemFormPage.tsx";
import { SlugField } from "../../../../admin/SlugField.tsx";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditWebinarMutation } from "../../../../mutations/useEditWebinarMutation.ts";
import { HighlightsField } from "../videos/VideoHighlightsField.tsx";
import {
  checkWebinar,
  emptyWebinarValues,
  valuesFromWebinar,
  webinarVariables,
  type WebinarFormValues,
} from "./webinar-form-values.ts";
import { SaleFormFrame, useSaleSave } from "./SaleForm.tsx";
import { SaleFieldset, WebinarMaterialsField, WebinarMediaFields } from "./WebinarFields.tsx";
import { useWebinarUploads } from "./useWebinarUploads.ts";
import { paths } from "../../../route-table.ts";

const webinarFormQuery = graphql`
  query WebinarFormPageQuery($id: Int!, $existing: Boolean!) {
    getWebinarAsAdmin(webinarId: $id) @include(if: $existing) {
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
      revision
      changes {
        ...ChangeHistory_changes
      }
    }
  }
`;

/** /profil/webinare-spravca/{id} and /new: the webinar form, every field of editWebinar. */
export function WebinarFormPage() {
  useTexts("webinar");
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <AdminItemFormPage
      param="webinarId"
      id="admin-webinar-form"
      titles={{ create: t("webinarAdmin.newTitle"), edit: t("webinarAdmin.editTitle") }}
      query={webinarFormQuery}
      item={(data: WebinarFormPageQuery$data) => data.getWebinarAsAdmin}
      notFound={t("webinarAdmin.notFound")}
      values={(item) => valuesFromWebinar(item, lang)}
      empty={emptyWebinarValues}
    >
      {(props) => <WebinarForm {...props} />}
    </AdminItemFormPage>
  );
}

/** Checks, then the new files' uploads, then the save; locked and saying so meanwhile. */
function WebinarForm(item: ItemFormProps<WebinarFormValues>) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useAdminForm(item.initial);
  const uploads = useWebinarUploads(form);
  const [editWebinar] = useEditWebinarMutation();
  const saver = useSaleSave("webinars", form, item, {
    check: checkWebinar,
    upload: uploads.upload,
    save: (edit) =>
      editWebinar(edit.send((values) => webinarVariables(values, edit.id, edit.loadedOrder), "webinarId")).then(
        (result) => result.editWebinar,
      ),
  });
  return (
    <SaleFormFrame kind="webinars" item={item} form={form} saver={saver}>
      <SaleFieldset
        legend={t("webinarAdmin.editTitle")}
        form={form}
        formName="webinar"
        disabled={saver.busy}
        address={
          <SlugField
            form={form}
            formName="webinar"
            savedSlug={item.slug}
            address={(slug) => paths.webinar(lang, slug)}
          />
        }
      >
        <WebinarMediaFields form={form} progress={uploads.progress} disabled={saver.busy} />
      </SaleFieldset>
      <WebinarMaterialsField form={form} progress={uploads.progress} disabled={saver.busy} />
      <HighlightsField
        formName="webinar"
        highlights={form.values.highlights}
        errors={form.errors}
        onChange={(next) => form.set("highlights", next)}
      />
    </SaleFormFrame>
  );
}
