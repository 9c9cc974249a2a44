import type { ReactNode } from "react";
import { AdminFormFrame } from "../../../../admin/AdminFormFrame.tsx";
import type { ItemFormProps } from "../../../../admin/AdminItemFormPage.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import type { AdminSaver, SaveOptions } from "../../../../admin/useAdminSave.ts";
import { type ItemEdit, useItemSave } from "../../../../admin/useItemSave.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { paths } from "../../../route-table.ts";
import { adminFormPath, adminListPath, type AdminKind } from "./admin-paths.ts";
import { useProblemTexts } from "./useProblemTexts.ts";
import type { WebinarProblem } from "./webinar-form-values.ts";
import { WebinarChanges } from "./WebinarChanges.tsx";
import { WebinarFormActions } from "./WebinarFormActions.tsx";

/** What else differs between a webinar's form and a pack's: the notifications, the public page, the history's heading. */
const KINDS = {
  webinars: {
    texts: { created: "webinarAdmin.created", edited: "webinarAdmin.updated" },
    publicPath: paths.webinar,
    changesTitleId: "webinar-changes-title",
  },
  packs: {
    texts: { created: "webinarAdmin.packCreated", edited: "webinarAdmin.packUpdated" },
    publicPath: paths.pack,
    changesTitleId: "pack-changes-title",
  },
} as const;

interface SaleSaveOptions<V extends object> extends Pick<SaveOptions<V>, "upload"> {
  check: (values: V) => Record<string, WebinarProblem>;
  save: (edit: ItemEdit<V>) => Promise<number>;
}

/** The save of a webinar's or a pack's form, with the kind's texts and addresses. */
export function useSaleSave<V extends { order: string }>(
  kind: AdminKind,
  form: AdminForm<V>,
  item: ItemFormProps<V>,
  { check, ...options }: SaleSaveOptions<V>,
) {
  const { t } = useTranslation();
  const problemTexts = useProblemTexts();
  const { texts } = KINDS[kind];
  return useItemSave(form, item, {
    ...options,
    check: (values) => problemTexts(check(values)),
    texts: { created: t(texts.created), edited: t(texts.edited) },
    paths: { list: (lang) => adminListPath(lang, kind), edit: (lang, id) => adminFormPath(lang, kind, id) },
  });
}

interface FrameProps<V extends { title: string }> {
  kind: AdminKind;
  item: ItemFormProps<V>;
  form: AdminForm<V>;
  saver: AdminSaver;
  children: ReactNode;
}

/** A webinar's or a pack's form around its fields: the buttons (the public page, deleting) and, once stored, its history. */
export function SaleFormFrame<V extends { title: string }>({ kind, item, form, saver, children }: FrameProps<V>) {
  const lang = useLang();
  const { publicPath, changesTitleId } = KINDS[kind];
  return (
    <AdminFormFrame
      form={form}
      saver={saver}
      item={item}
      below={
        <WebinarFormActions
          kind={kind}
          id={item.id}
          publicPath={item.slug ? publicPath(lang, item.slug) : null}
          title={form.values.title}
          saver={saver}
        />
      }
      history={<WebinarChanges titleId={changesTitleId} changes={item.changes} />}
    >
      {children}
    </AdminFormFrame>
  );
}
