import { useState } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { useUploadMaterialMutation } from "../mutations/useUploadMaterialMutation.ts";
import { useUploadMethodicMutation } from "../mutations/useUploadMethodicMutation.ts";
import { useUploadThumbnailMutation } from "../mutations/useUploadThumbnailMutation.ts";
import type { RequestMetadata } from "../relay/environment.ts";
import { uploadChosen, type FieldUpload, type FileEntry, type FileFields } from "./file-selection.ts";
import type { AdminForm } from "./useAdminForm.ts";
import { joinSentences } from "./useAdminFeedback.ts";
import { UploadFailed } from "./useAdminSave.ts";

/**
 * An admin form's uploads before a save: the files newly chosen in the given fields, each in a
 * request of its own, all at once, with their progress (file-selection.ts, `uploadChosen`). When
 * some fail, the form keeps whatever was stored (a retry does not send it again), each refused file
 * shows the server's reason on itself, and the save stops with one notice: the spec's text of each
 * kind that failed ("Nahrávanie metodík zlyhalo.") and how many files did.
 *
 *   const uploads = useFormUploads(form, { thumbnail: cover, methodics });
 *   useAdminSave({ form, upload: uploads.upload, … });  <FileField … progress={uploads.progress} />
 */
export function useFormUploads<V extends object>(form: AdminForm<V>, fields: { [K in FileFields<V>]?: FieldUpload }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<ReadonlyMap<string, number>>(new Map());

  const track = (entry: FileEntry): RequestMetadata => ({
    onUploadProgress: (loaded, total) =>
      setProgress((current) => new Map(current).set(entry.key, total > 0 ? loaded / total : 0)),
  });

  const upload = async (values: V): Promise<V> => {
    const { ready, tried, refused, failedFields } = await uploadChosen(values, fields, track);
    setProgress(new Map());
    if (refused > 0) {
      form.setValues(ready);
      // the spec's words for each kind that failed, then how many files and where to look
      const summary = [...failedFields, t("admin.files.someFailed", { count: refused, total: tried })];
      throw new UploadFailed([summary.reduce(joinSentences)]);
    }
    return ready;
  };

  return { upload, progress };
}

/** A cover: the server keeps only its URL. */
export function useCoverUpload(): FieldUpload {
  const { t } = useTranslation();
  const [uploadThumbnail] = useUploadThumbnailMutation();
  return {
    store: (file, metadata) =>
      uploadThumbnail({ file }, metadata).then((result) => ({ id: null, url: result.uploadThumbnail })),
    failed: t("admin.files.imageFailed"),
  };
}

/** Methodology PDFs (a video's, an audiobook's). */
export function useMethodicsUpload(): FieldUpload {
  const { t } = useTranslation();
  const [uploadMethodic] = useUploadMethodicMutation();
  return {
    store: (file, metadata) => uploadMethodic({ files: [file] }, metadata).then((result) => result.uploadMethodic[0]),
    failed: t("admin.files.methodicsFailed"),
  };
}

/** Material PDFs (a webinar's documents, an audiobook's e-book), each form with its own failure text. */
export function useMaterialsUpload(failed: string): FieldUpload {
  const [uploadMaterial] = useUploadMaterialMutation();
  return {
    store: (file, metadata) => uploadMaterial({ files: [file] }, metadata).then((result) => result.uploadMaterial[0]),
    failed,
  };
}
