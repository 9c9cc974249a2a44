import { chosenEntry, FILE_LIMITS } from "../../../../admin/file-selection.ts";
import { FileItem, FilePicker } from "../../../../admin/FileField.tsx";
import { moveItem } from "../../../../admin/order.ts";
import { SortableList } from "../../../../admin/SortableList.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import type { VideoFormValues } from "./video-form-values.ts";

const PDF_ACCEPT = ".pdf,application/pdf";

interface Props {
  form: AdminForm<VideoFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/**
 * The methodology PDFs: add (several at once), name, order by dragging (sent numbered from 1),
 * remove. New ones are uploaded when the video is saved; stored ones keep their ids.
 */
export function VideoMethodicsField({ form, progress, disabled }: Props) {
  const { t } = useTranslation();
  const { values, errors } = form;
  const rename = (key: string, name: string) => form.set("methodics", (methodics) => methodics.map((each) => (each.key === key ? { ...each, name } : each)));
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="admin-form__section">
        <legend id="video-methodics-title">{t("admin.videoForm.methodics")}</legend>
        <SortableList
          labelledBy="video-methodics-title"
          className="admin-files"
          items={values.methodics}
          idOf={(methodic) => methodic.key}
          nameOf={(methodic) => methodic.name}
          disabled={disabled}
          onMove={(from, to) => form.set("methodics", (methodics) => moveItem(methodics, from, to))}
          empty={t("admin.videoForm.methodicsEmpty")}
          renderItem={(methodic, index) => (
            <FileItem entry={methodic} progress={progress.get(methodic.key)} disabled={disabled} onRemove={() => form.set("methodics", (methodics) => methodics.filter((each) => each.key !== methodic.key))}>
              <TextField
                form="video"
                name={`methodics.${index}.name`}
                label={t("admin.videoForm.methodicName", { position: index + 1 })}
                required
                value={methodic.name}
                error={errors[`methodics.${index}.name`]}
                onChange={(event) => rename(methodic.key, event.target.value)}
              />
            </FileItem>
          )}
        />
        <FilePicker
          form="video"
          name="methodics"
          label={t("admin.videoForm.addMethodics")}
          hint={t("admin.videoForm.methodicsHint")}
          accept={PDF_ACCEPT}
          maxBytes={FILE_LIMITS.file}
          multiple
          disabled={disabled}
          onChoose={(files) => form.set("methodics", (methodics) => [...methodics, ...files.map(chosenEntry)])}
        />
      </fieldset>
    </div>
  );
}
