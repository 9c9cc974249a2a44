import { chosenEntry, FILE_LIMITS } from "../../../../admin/file-selection.ts";
import { FileField } from "../../../../admin/FileField.tsx";
import { RichTextEditor } from "../../../../admin/RichTextEditor.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { CheckboxField } from "../../../../ui/CheckboxField.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { digitsOnly } from "../../../../admin/form-values.ts";
import type { VideoFormValues } from "./video-form-values.ts";
import { AVAILABILITIES } from "./video-labels.tsx";

/** Cover images the server takes (by content: JPEG, PNG, WebP, GIF), at most 5 MB. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/gif,.jpg,.jpeg,.png,.webp,.gif";

interface Props {
  form: AdminForm<VideoFormValues>;
  /** Upload progress by file key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** Title, story, cover, description, availability, visibility and order. */
export function VideoBasicsFields({ form, progress, disabled }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="form-fieldset admin-form__fieldset">
        <legend>{t("admin.videoForm.basics")}</legend>
        <TextField form="video" name="title" label={t("admin.videoForm.title")} required lang="sk" value={values.title} error={errors.title} onChange={(event) => form.set("title", event.target.value)} className="field--wide" />
        <TextField form="video" name="subtitle" label={t("admin.videoForm.subtitle")} lang="sk" value={values.subtitle} error={errors.subtitle} onChange={(event) => form.set("subtitle", event.target.value)} className="field--wide" />
        <div className="field--wide">
          <FileField
            form="video"
            name="thumbnail"
            label={t("admin.videoForm.thumbnail")}
            hint={t("admin.videoForm.thumbnailHint")}
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
          <RichTextEditor form="video" name="htmlDesc" label={t("admin.videoForm.description")} contentLang="sk" value={values.htmlDesc} error={errors.htmlDesc} disabled={disabled} onChange={(html) => form.set("htmlDesc", html)} />
        </div>
        <fieldset className="admin-choices">
          <legend>{t("admin.videoForm.availability")}</legend>
          {AVAILABILITIES.map((option) => (
            <label key={option.value} className="admin-choices__option">
              <input type="radio" name="availability" value={option.value} checked={values.availability === option.value} onChange={() => form.set("availability", option.value)} />
              {t(`admin.videos.availability.${option.key}`)}
            </label>
          ))}
      </fieldset>
      <div className="admin-form__stack">
        <CheckboxField form="video" name="visible" label={t("admin.videoForm.visible")} checked={values.visible} onChange={(event) => form.set("visible", event.target.checked)} />
        <TextField
          form="video"
          name="order"
          label={t("admin.videoForm.order")}
          hint={t("admin.videoForm.orderHint")}
          inputMode="numeric"
          pattern="[0-9]*"
          value={values.order}
          error={errors.order}
          onChange={(event) => form.set("order", digitsOnly(event.target.value))}
        />
      </div>
      </fieldset>
    </div>
  );
}
