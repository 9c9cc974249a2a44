import { chosenEntry, FILE_LIMITS } from "../../../../admin/file-selection.ts";
import { FileField } from "../../../../admin/FileField.tsx";
import { RichTextEditor } from "../../../../admin/RichTextEditor.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { IMAGE_ACCEPT } from "../videos/VideoBasicsFields.tsx";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

interface Props {
  form: AdminForm<AudiobookFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** Title, subtitle, cover and description (the Slovak original). */
export function AudiobookBasicsFields({ form, progress, disabled }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="form-fieldset admin-form__fieldset">
        <legend>{t("audiobookForm.basics")}</legend>
        <TextField form="audiobook" name="title" label={t("audiobookForm.title")} required lang="sk" value={values.title} error={errors.title} onChange={(event) => form.set("title", event.target.value)} className="field--wide" />
        <TextField form="audiobook" name="subtitle" label={t("audiobookForm.subtitle")} lang="sk" value={values.subtitle} error={errors.subtitle} onChange={(event) => form.set("subtitle", event.target.value)} className="field--wide" />
        <div className="field--wide">
          <FileField
            form="audiobook"
            name="thumbnail"
            label={t("audiobookForm.thumbnail")}
            hint={t("audiobookForm.thumbnailHint")}
            required
            accept={IMAGE_ACCEPT}
            maxBytes={FILE_LIMITS.image}
            preview
            entries={values.thumbnail}
            progress={progress}
            error={errors.thumbnail}
            disabled={disabled}
            onChoose={([file]) => form.set("thumbnail", file ? [chosenEntry(file)] : [])}
            onRemove={() => form.set("thumbnail", [])}
          />
        </div>
        <div className="field--wide">
          <RichTextEditor form="audiobook" name="htmlDesc" label={t("audiobookForm.description")} contentLang="sk" value={values.htmlDesc} error={errors.htmlDesc} disabled={disabled} onChange={(html) => form.set("htmlDesc", html)} />
        </div>
      </fieldset>
    </div>
  );
}
