import { graphql } from "react-relay/hooks";
import type { PackFormPageQuery$data } from "../../../../__generated__/PackFormPageQuery.graphql.ts";
import { AdminItemFormPage, type ItemFormProps } from "../../../../admin/AdminItemFormPage.tsx";
import { SlugField } from "../../../../admin/SlugField.tsx";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditWebinarPackMutation } from "../../../../mutations/useEditWebinarPackMutation.ts";
import "../Admin.css";
import { PackWebinarsField } from "./PackWebinarsField.tsx";
import {
  checkPack,
  emptyPackValues,
  packVariables,
  valuesFromPack,
  type PackFormValues,
} from "./webinar-form-values.ts";
import { SaleFormFrame, useSaleSave } from "./SaleForm.tsx";
import { SaleFieldset } from "./WebinarFields.tsx";
import { paths } from "../../../route-table.ts";

const packFormQuery = graphql`
  query PackFormPageQuery($id: Int!, $existing: Boolean!) {
    getWebinarPackAsAdmin(webinarPackId: $id) @include(if: $existing) {
      slug
      title
      price
      availableFor
      htmlDesc
      visible
      order
      webinarIds
      revision
      changes {
        ...ChangeHistory_changes
      }
    }
    getAllWebinars {
      id
      title
    }
  }
`;

/** /profil/webinare-baliky-spravca/{id} and /new: the pack form, every field of editWebinarPack. */
export function PackFormPage() {
  useTexts("webinar");
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <AdminItemFormPage
      param="webinarPackId"
      id="admin-pack-form"
      titles={{ create: t("webinarAdmin.newPackTitle"), edit: t("webinarAdmin.editPackTitle") }}
      query={packFormQuery}
      item={(data: PackFormPageQuery$data) => data.getWebinarPackAsAdmin}
      notFound={t("webinarAdmin.packNotFound")}
      values={(item) => valuesFromPack(item, lang)}
      empty={emptyPackValues}
    >
      {(props, data) => <PackForm {...props} webinars={data.getAllWebinars} />}
    </AdminItemFormPage>
  );
}

interface PackFormProps extends ItemFormProps<PackFormValues> {
  webinars: PackFormPageQuery$data["getAllWebinars"];
}

function PackForm({ webinars, ...item }: PackFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useAdminForm(item.initial);
  const [editPack] = useEditWebinarPackMutation();
  const saver = useSaleSave("packs", form, item, {
    check: checkPack,
    save: (edit) =>
      editPack(edit.send((values) => packVariables(values, edit.id, edit.loadedOrder), "webinarPackId")).then(
        (result) => result.editWebinarPack,
      ),
  });
  return (
    <SaleFormFrame kind="packs" item={item} form={form} saver={saver}>
      <SaleFieldset
        legend={t("webinarAdmin.editPackTitle")}
        form={form}
        formName="pack"
        disabled={saver.busy}
        address={
          <SlugField form={form} formName="pack" savedSlug={item.slug} address={(slug) => paths.pack(lang, slug)} />
        }
      />
      <PackWebinarsField
        webinars={webinars}
        chosen={form.values.webinars}
        onChange={(ids) => form.set("webinars", ids)}
        disabled={saver.busy}
      />
    </SaleFormFrame>
  );
}
