import { useState } from "react";
import { entriesToUpload, withUploaded, type FileEntry, type UploadedFile } from "../../../../admin/file-selection.ts";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { UploadFailed } from "../../../../admin/useAdminSave.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useUploadAudioFileMutation } from "../../../../mutations/useUploadAudioFileMutation.ts";
import { useUploadMaterialMutation } from "../../../../mutations/useUploadMaterialMutation.ts";
import { useUploadMethodicMutation } from "../../../../mutations/useUploadMethodicMutation.ts";
import { useUploadThumbnailMutation } from "../../../../mutations/useUploadThumbnailMutation.ts";
import type { RequestMetadata } from "../../../../relay/environment.ts";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

type Upload = (variables: { files: File[] }, metadata: RequestMetadata) => Promise<readonly UploadedFile[]>;

/**
 * The audiobook form's uploads before a save: the newly chosen cover, MP3 files, e-book and
 * methodology PDFs, each file its own request, all at once, with their progress. What was
 * uploaded stays stored in the form even if another upload failed, so trying again sends only
 * what is still missing. Each kind fails with its own text.
 */
export function useAudiobookUploads(form: AdminForm<AudiobookFormValues>) {
  const { t } = useTranslation();
  const [uploadThumbnail] = useUploadThumbnailMutation();
  const [uploadAudioFile] = useUploadAudioFileMutation();
  const [uploadMaterial] = useUploadMaterialMutation();
  const [uploadMethodic] = useUploadMethodicMutation();
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());

  const track = (entry: FileEntry) => ({
    onUploadProgress: (loaded: number, total: number) => setProgress((current) => new Map(current).set(entry.key, total > 0 ? loaded / total : 0)),
  });

  const upload = async (values: AudiobookFormValues): Promise<AudiobookFormValues> => {
    const uploaded = new Map<string, UploadedFile>();
    const each = (entries: readonly FileEntry[], send: Upload, failed: string) =>
      entriesToUpload(entries).map((entry) =>
        send({ files: [entry.file!] }, track(entry)).then(
          ([stored]) => {
            if (!stored) throw new Error(failed);
            uploaded.set(entry.key, { id: stored.id, url: stored.url });
          },
          () => Promise.reject(new Error(failed)),
        ),
      );
    const covers = entriesToUpload(values.thumbnail).map((entry) =>
      uploadThumbnail({ file: entry.file }, track(entry)).then(
        (result) => void uploaded.set(entry.key, { id: null, url: result.uploadThumbnail }),
        () => Promise.reject(new Error(t("admin.files.imageFailed"))),
      ),
    );
    const outcomes = await Promise.allSettled([
      ...covers,
      ...each(values.audioFiles, (variables, metadata) => uploadAudioFile(variables, metadata).then((result) => result.uploadAudioFile), t("audiobookForm.audioFailed")),
      ...each(values.ebook, (variables, metadata) => uploadMaterial(variables, metadata).then((result) => result.uploadMaterial), t("audiobookForm.materialFailed")),
      ...each(values.methodics, (variables, metadata) => uploadMethodic(variables, metadata).then((result) => result.uploadMethodic), t("admin.files.methodicsFailed")),
    ]);
    setProgress(new Map());
    const ready = {
      ...values,
      thumbnail: withUploaded(values.thumbnail, uploaded),
      audioFiles: withUploaded(values.audioFiles, uploaded),
      ebook: withUploaded(values.ebook, uploaded),
      methodics: withUploaded(values.methodics, uploaded),
    };
    const failures = new Set(outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [(outcome.reason as Error).message] : [])));
    if (failures.size > 0) {
      form.setValues(ready);
      throw new UploadFailed([...failures]);
    }
    return ready;
  };

  return { upload, progress };
}
