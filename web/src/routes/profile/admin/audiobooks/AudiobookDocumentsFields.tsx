import { chosenEntry, FILE_LIMITS } from "../../../../admin/file-selection.ts";
import { FileField, FileItem, FilePicker } from "../../../../admin/FileField.tsx";
import { moveItem } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

const PDF_ACCEPT = ".pdf,application/pdf";

interface Props {
  form: AdminForm<AudiobookFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The e-book (one PDF, a new one replaces it) and the methodology PDFs (named, ordered by dragging, removable). */
export function AudiobookDocumentsFields({ form, progress, disabled }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const rename = (key: string, name: string) => form.set("methodics", (methodics) => methodics.map((each) => (each.key === key ? { ...each, name } : each)));
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
      <div className="form-panel admin-form__panel">
        <fieldset className="admin-form__section">
          <legend id="audiobook-methodics-title">{t("audiobookForm.methodics")}</legend>
          <SortableList
            labelledBy="audiobook-methodics-title"
            className="admin-files"
            items={values.methodics}
            idOf={(methodic) => methodic.key}
            nameOf={(methodic) => methodic.name}
            disabled={disabled}
            onMove={(from, to) => form.set("methodics", (methodics) => moveItem(methodics, from, to))}
            empty={t("audiobookForm.methodicsEmpty")}
            renderItem={(methodic, index) => (
              <FileItem entry={methodic} progress={progress.get(methodic.key)} disabled={disabled} onRemove={() => form.set("methodics", (methodics) => methodics.filter((each) => each.key !== methodic.key))}>
                <TextField form="audiobook" name={`methodics.${index}.name`} label={t("audiobookForm.methodicName", { position: index + 1 })} required value={methodic.name} error={errors[`methodics.${index}.name`]} onChange={(event) => rename(methodic.key, event.target.value)} />
              </FileItem>
            )}
          />
          <FilePicker
            form="audiobook"
            name="methodics"
            label={t("audiobookForm.addMethodics")}
            hint={t("audiobookForm.methodicsHint")}
            accept={PDF_ACCEPT}
            maxBytes={FILE_LIMITS.file}
            multiple
            disabled={disabled}
            onChoose={(files) => form.set("methodics", (methodics) => [...methodics, ...files.map(chosenEntry)])}
          />
        </fieldset>
      </div>
    </>
  );
}
