import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import type { FieldUpload } from "../../../../admin/file-selection.ts";
import {
  useCoverUpload,
  useFormUploads,
  useMaterialsUpload,
  useMethodicsUpload,
} from "../../../../admin/useFormUploads.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { useUploadAudioFileMutation } from "../../../../mutations/useUploadAudioFileMutation.ts";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

/** The audiobook form's uploads before a save: the newly chosen cover, MP3 files, e-book and methodology PDFs, each kind failing with its own text. */
export function useAudiobookUploads(form: AdminForm<AudiobookFormValues>) {
  const { t } = useTranslation();
  const [uploadAudioFile] = useUploadAudioFileMutation();
  const cover = useCoverUpload();
  const ebook = useMaterialsUpload(t("audiobookForm.materialFailed"));
  const methodics = useMethodicsUpload();
  const audioFiles: FieldUpload = {
    store: (file, metadata) => uploadAudioFile({ files: [file] }, metadata).then((result) => result.uploadAudioFile[0]),
    failed: t("audiobookForm.audioFailed"),
  };
  return useFormUploads(form, { thumbnail: cover, audioFiles, ebook, methodics });
}
