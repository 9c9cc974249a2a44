import { useNavigate } from "react-router-dom";
import { AdminFormActions } from "../../../../admin/AdminFormActions.tsx";
import { DeleteWithConfirm } from "../../../../admin/DeleteWithConfirm.tsx";
import { textBinder } from "../../../../admin/field-bindings.ts";
import { useAdminForm, type AdminForm } from "../../../../admin/useAdminForm.ts";
import { useAdminSave } from "../../../../admin/useAdminSave.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { LANGUAGES } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useEditReferenceMutation } from "../../../../mutations/useEditReferenceMutation.ts";
import { useRemoveReferenceMutation } from "../../../../mutations/useRemoveReferenceMutation.ts";
import { SelectField } from "../../../../ui/SelectField.tsx";
import { TextAreaField } from "../../../../ui/TextAreaField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { paths } from "../../../route-table.ts";

interface ReferenceValues {
  title: string;
  name: string;
  text: string;
  languageFlag: string;
}

const REQUIRED = ["title", "name", "text", "languageFlag"] as const;

/** The four fields of a testimonial, each with its error. */
function ReferenceFields({ form }: { form: AdminForm<ReferenceValues> }) {
  const { t } = useTranslation();
  const text = textBinder(form, "reference");
  return (
    <>
      <TextField {...text("title")} label={t("admin.references.refTitle")} required />
      <TextField {...text("name")} label={t("admin.references.name")} required />
      <TextAreaField {...text("text")} label={t("admin.references.text")} required rows={6} />
      <SelectField
        {...text("languageFlag")}
        label={t("admin.references.languageFlag")}
        required
        placeholder={t("admin.noneOption")}
        options={LANGUAGES.map((each) => ({ value: each, label: t(`languages.${each}`) }))}
      />
    </>
  );
}

interface Props {
  referenceId: number | null;
  initial: ReferenceValues;
  /** The stored reference's revision, which an edit is checked against; null while creating. */
  revision: number | null;
  /** Asks again after a save (the new revision). */
  onSaved: () => Promise<void>;
  /** After a conflict: the reference as it is now, the form's changes thrown away. */
  onReload: () => Promise<void>;
}

/**
 * A testimonial: title (position or institution), name, text and language, all required. Its
 * four fields are one text, so an edit sends them all, from the revision it was loaded at.
 */
export function ReferenceForm({ referenceId, initial, revision, onSaved, onReload }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const form = useAdminForm(initial);
  const [editReference] = useEditReferenceMutation();
  const [removeReference, removing] = useRemoveReferenceMutation();
  const navigate = useNavigate();
  const saver = useAdminSave({
    form,
    check: (values) =>
      Object.fromEntries(
        REQUIRED.filter((field) => !values[field].trim()).map((field) => [field, t("admin.validation.required")]),
      ),
    save: (values, overwriteFrom) =>
      editReference({
        id: referenceId,
        title: values.title.trim(),
        name: values.name.trim(),
        text: values.text.trim(),
        languageFlag: values.languageFlag,
        expectedRevision: overwriteFrom ?? revision,
      }).then((result) => result.editReference),
    onSaved,
    reload: onReload,
    id: referenceId,
    texts: { created: t("admin.references.created"), edited: t("admin.references.edited") },
    editPath: (id) => paths.adminReference(lang, id),
    listPath: paths.adminReferences(lang),
  });
  return (
    <form
      ref={form.element}
      className="admin-form admin-form--narrow"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void saver.submit(false);
      }}
    >
      <p className="admin-form__required">{t("admin.requiredNote")}</p>
      <fieldset className="form-panel admin-form__panel admin-form__fields" disabled={saver.busy}>
        <ReferenceFields form={form} />
      </fieldset>
      <AdminFormActions
        saver={saver}
        more={
          referenceId !== null && (
            <DeleteWithConfirm
              remove={() => removeReference({ id: referenceId })}
              removing={removing}
              texts={{
                button: t("admin.references.deleteButton"),
                title: t("admin.references.confirmDeleteTitle"),
                text: t("admin.references.confirmDelete", { name: initial.name }),
                warning: t("admin.references.confirmDeleteWarning"),
                deleted: t("admin.references.deleted"),
              }}
              disabled={saver.busy}
              onDeleted={() => {
                saver.release();
                void navigate(paths.adminReferences(lang), { replace: true });
              }}
            />
          )
        }
      />
      {saver.unsavedChangesDialog}
      {saver.conflictDialog}
    </form>
  );
}
