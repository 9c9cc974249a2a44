import { MethodicsField } from "../../../../admin/FileListField.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import type { VideoFormValues } from "./video-form-values.ts";

/** The methodology PDFs: add (several at once), name, order by dragging, remove. */
export function VideoMethodicsField(props: {
  form: AdminForm<VideoFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}) {
  return <MethodicsField {...props} formName="video" textsAt="admin.videoForm" />;
}
