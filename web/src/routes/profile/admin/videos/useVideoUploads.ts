import { useState } from "react";
import { entriesToUpload, withUploaded, type FileEntry, type UploadedFile } from "../../../../admin/file-selection.ts";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { UploadFailed } from "../../../../admin/useAdminSave.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useUploadMethodicMutation } from "../../../../mutations/useUploadMethodicMutation.ts";
import { useUploadThumbnailMutation } from "../../../../mutations/useUploadThumbnailMutation.ts";
import type { VideoFormValues } from "./video-form-values.ts";

/**
 * The video form's uploads before a save: the newly chosen cover and methodology PDFs, each its
 * own request, all at once, with their progress. The stored files keep their ids and are not sent.
 * Whatever was uploaded stays stored in the form even if another upload failed, so trying again
 * sends only what is still missing.
 */
export function useVideoUploads(form: AdminForm<VideoFormValues>) {
  const { t } = useTranslation();
  const [uploadThumbnail] = useUploadThumbnailMutation();
  const [uploadMethodic] = useUploadMethodicMutation();
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());

  const track = (entry: FileEntry) => ({
    onUploadProgress: (loaded: number, total: number) => setProgress((current) => new Map(current).set(entry.key, total > 0 ? loaded / total : 0)),
  });

  const upload = async (values: VideoFormValues): Promise<VideoFormValues> => {
    const uploaded = new Map<string, UploadedFile>();
    const covers = entriesToUpload(values.thumbnail).map((entry) =>
      uploadThumbnail({ file: entry.file }, track(entry)).then(
        (result) => void uploaded.set(entry.key, { id: null, url: result.uploadThumbnail }),
        () => Promise.reject(new Error(t("admin.files.imageFailed"))),
      ),
    );
    const methodics = entriesToUpload(values.methodics).map((entry) =>
      uploadMethodic({ files: [entry.file] }, track(entry)).then(
        (result) => {
          const stored = result.uploadMethodic[0];
          if (!stored) throw new Error(t("admin.files.methodicsFailed"));
          uploaded.set(entry.key, { id: stored.id, url: stored.url });
        },
        () => Promise.reject(new Error(t("admin.files.methodicsFailed"))),
      ),
    );
    const outcomes = await Promise.allSettled([...covers, ...methodics]);
    setProgress(new Map());
    const ready = { ...values, thumbnail: withUploaded(values.thumbnail, uploaded), methodics: withUploaded(values.methodics, uploaded) };
    const failures = new Set(outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [(outcome.reason as Error).message] : [])));
    if (failures.size > 0) {
      form.setValues(ready);
      throw new UploadFailed([...failures]);
    }
    return ready;
  };

  return { upload, progress };
}
