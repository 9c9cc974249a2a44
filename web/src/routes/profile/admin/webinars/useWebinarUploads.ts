import { useState } from "react";
import { entriesToUpload, withUploaded, type FileEntry, type UploadedFile } from "../../../../admin/file-selection.ts";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { UploadFailed } from "../../../../admin/useAdminSave.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useUploadMaterialMutation } from "../../../../mutations/useUploadMaterialMutation.ts";
import { useUploadThumbnailMutation } from "../../../../mutations/useUploadThumbnailMutation.ts";
import type { WebinarFormValues } from "./webinar-form-values.ts";

/**
 * The webinar form's uploads before a save: the newly chosen picture and PDFs, each its own
 * request, all at once, with their progress; what was uploaded stays in the form if another failed.
 */
export function useWebinarUploads(form: AdminForm<WebinarFormValues>) {
  const { t } = useTranslation();
  const [uploadThumbnail] = useUploadThumbnailMutation();
  const [uploadMaterial] = useUploadMaterialMutation();
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());
  const track = (entry: FileEntry) => ({
    onUploadProgress: (loaded: number, total: number) => setProgress((current) => new Map(current).set(entry.key, total > 0 ? loaded / total : 0)),
  });
  const upload = async (values: WebinarFormValues): Promise<WebinarFormValues> => {
    const uploaded = new Map<string, UploadedFile>();
    const covers = entriesToUpload(values.thumbnail).map((entry) =>
      uploadThumbnail({ file: entry.file }, track(entry)).then(
        (result) => void uploaded.set(entry.key, { id: null, url: result.uploadThumbnail }),
        () => Promise.reject(new Error(t("admin.files.imageFailed"))),
      ),
    );
    const materials = entriesToUpload(values.materials).map((entry) =>
      uploadMaterial({ files: [entry.file!] }, track(entry)).then(
        (result) => {
          const stored = result.uploadMaterial[0];
          if (!stored) throw new Error(t("webinarAdmin.materialsFailed"));
          uploaded.set(entry.key, { id: stored.id, url: stored.url });
        },
        () => Promise.reject(new Error(t("webinarAdmin.materialsFailed"))),
      ),
    );
    const outcomes = await Promise.allSettled([...covers, ...materials]);
    setProgress(new Map());
    const ready = { ...values, thumbnail: withUploaded(values.thumbnail, uploaded), materials: withUploaded(values.materials, uploaded) };
    const failures = new Set(outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [(outcome.reason as Error).message] : [])));
    if (failures.size > 0) {
      form.setValues(ready);
      throw new UploadFailed([...failures]);
    }
    return ready;
  };
  return { upload, progress };
}
