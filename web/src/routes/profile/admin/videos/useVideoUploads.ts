import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useCoverUpload, useFormUploads, useMethodicsUpload } from "../../../../admin/useFormUploads.ts";
import type { VideoFormValues } from "./video-form-values.ts";

/** The video form's uploads before a save: the newly chosen cover and methodology PDFs. */
export function useVideoUploads(form: AdminForm<VideoFormValues>) {
  const cover = useCoverUpload();
  const methodics = useMethodicsUpload();
  return useFormUploads(form, { thumbnail: cover, methodics });
}
