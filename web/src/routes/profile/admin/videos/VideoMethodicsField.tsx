import { PDF_ACCEPT } from "../../../../admin/file-selection.ts";
import { FileListField } from "../../../../admin/FileListField.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { VideoFormValues } from "./video-form-values.ts";

/** The methodology PDFs: add (several at once), name, order by dragging, remove. */
export function VideoMethodicsField({
  form,
  progress,
  disabled,
}: {
  form: AdminForm<VideoFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <FileListField
      form={form}
      formName="video"
      name="methodics"
      titleId="video-methodics-title"
      legend={t("admin.videoForm.methodics")}
      empty={t("admin.videoForm.methodicsEmpty")}
      nameLabel={(position) => t("admin.videoForm.methodicName", { position })}
      picker={{ label: t("admin.videoForm.addMethodics"), hint: t("admin.videoForm.methodicsHint") }}
      accept={PDF_ACCEPT}
      progress={progress}
      disabled={disabled}
    />
  );
}
