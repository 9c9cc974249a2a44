import { graphql } from "react-relay/hooks";
import type { PackFormPageQuery } from "../../../../__generated__/PackFormPageQuery.graphql.ts";
import { AdminFormFrame } from "../../../../admin/AdminFormFrame.tsx";
import { LastChange, type Changes } from "../../../../admin/ChangeHistory.tsx";
import { useAdminForm } from "../../../../admin/useAdminForm.ts";
import { useAdminSave } from "../../../../admin/useAdminSave.ts";
import { useItemFormQuery } from "../../../../admin/useItemFormQuery.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTexts } from "../../../../i18n/useTexts.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditWebinarPackMutation } from "../../../../mutations/useEditWebinarPackMutation.ts";
import { Note } from "../../../../ui/Note.tsx";
import { AdminItemScreen } from "../AdminScreen.tsx";
import "../Admin.css";
import { formPaths } from "./admin-paths.ts";
import { PackWebinarsField } from "./PackWebinarsField.tsx";
import { useProblemTexts } from "./useProblemTexts.ts";
import {
  checkPack,
  emptyPackValues,
  packVariables,
  valuesFromPack,
  type PackFormValues,
} from "./webinar-form-values.ts";
import { SaleFieldset } from "./WebinarFields.tsx";
import { WebinarChanges } from "./WebinarChanges.tsx";
import { WebinarFormActions } from "./WebinarFormActions.tsx";
import { paths } from "../../../route-table.ts";

/** /profil/webinare-baliky-spravca/{id} and /new: the pack form, every field of editWebinarPack. */
export function PackFormPage() {
  useTexts("webinar");
  const { t } = useTranslation();
  return (
    <AdminItemScreen
      param="webinarPackId"
      id="admin-pack-form"
      titles={{ create: t("webinarAdmin.newPackTitle"), edit: t("webinarAdmin.editPackTitle") }}
    >
      {(packId) => <PackFormLoader packId={packId} />}
    </AdminItemScreen>
  );
}

type Webinars = PackFormPageQuery["response"]["getAllWebinars"];

function PackFormLoader({ packId }: { packId: number | null }) {
  const { t } = useTranslation();
  const [data, refetch] = useItemFormQuery<PackFormPageQuery>(
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
          changes {
            ...ChangeHistory_changes
          }
        }
        getAllWebinars {
          id
          title
        }
      }
    `,
    { webinarPackId: packId ?? 0, existing: packId !== null },
  );
  const pack = data.getWebinarPackAsAdmin;
  if (packId !== null && !pack) return <Note tone="danger">{t("webinarAdmin.packNotFound")}</Note>;
  return (
    <PackForm
      key={packId ?? "new"}
      packId={packId}
      slug={pack?.slug ?? null}
      initial={pack ? valuesFromPack(pack) : emptyPackValues()}
      webinars={data.getAllWebinars}
      changes={pack?.changes}
      onSaved={refetch}
    />
  );
}

interface PackFormProps {
  packId: number | null;
  slug: string | null;
  initial: PackFormValues;
  webinars: Webinars;
  changes: Changes;
  onSaved: () => void;
}

function PackForm({ packId, slug, initial, webinars, changes, onSaved }: PackFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useAdminForm(initial);
  const problemTexts = useProblemTexts();
  const [editPack] = useEditWebinarPackMutation();
  const saver = useAdminSave({
    form,
    check: (values) => problemTexts(checkPack(values)),
    save: (values) => editPack(packVariables(values, packId, initial.order)).then((result) => result.editWebinarPack),
    id: packId,
    texts: { created: t("webinarAdmin.packCreated"), edited: t("webinarAdmin.packUpdated") },
    ...formPaths(lang, "packs"),
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
            kind="packs"
            id={packId}
            publicPath={slug ? paths.pack(lang, slug) : null}
            title={form.values.title}
            saver={saver}
          />
          {packId !== null && <WebinarChanges titleId="pack-changes-title" changes={changes} />}
        </>
      }
    >
      <SaleFieldset legend={t("webinarAdmin.editPackTitle")} form={form} formName="pack" disabled={saver.busy} />
      <PackWebinarsField
        webinars={webinars}
        chosen={form.values.webinars}
        onChange={(ids) => form.set("webinars", ids)}
        disabled={saver.busy}
      />
    </AdminFormFrame>
  );
}
