import { chosenEntry, FILE_LIMITS, PDF_ACCEPT } from "../../../../admin/file-selection.ts";
import { FileField } from "../../../../admin/FileField.tsx";
import { FileListField } from "../../../../admin/FileListField.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

interface Props {
  form: AdminForm<AudiobookFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The e-book (one PDF, a new one replaces it) and the methodology PDFs (named, ordered by dragging, removable). */
export function AudiobookDocumentsFields({ form, progress, disabled }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <>
      <div className="form-panel admin-form__panel">
        <fieldset className="admin-form__section">
          <legend>{t("audiobooks.ebook")}</legend>
          <FileField
            form="audiobook"
            name="ebook"
            label={t("audiobookForm.ebook")}
            hint={t("audiobookForm.ebookHint")}
            accept={PDF_ACCEPT}
            maxBytes={FILE_LIMITS.file}
            entries={values.ebook}
            error={errors.ebook}
            progress={progress}
            disabled={disabled}
            onChoose={([file]) => form.set("ebook", file ? [chosenEntry(file)] : [])}
            onRemove={() => form.set("ebook", [])}
          />
        </fieldset>
      </div>
      <FileListField
        form={form}
        formName="audiobook"
        name="methodics"
        titleId="audiobook-methodics-title"
        legend={t("audiobookForm.methodics")}
        empty={t("audiobookForm.methodicsEmpty")}
        nameLabel={(position) => t("audiobookForm.methodicName", { position })}
        picker={{ label: t("audiobookForm.addMethodics"), hint: t("audiobookForm.methodicsHint") }}
        accept={PDF_ACCEPT}
        progress={progress}
        disabled={disabled}
      />
    </>
  );
}
