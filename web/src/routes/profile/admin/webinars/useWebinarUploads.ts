import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useCoverUpload, useFormUploads, useMaterialsUpload } from "../../../../admin/useFormUploads.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { WebinarFormValues } from "./webinar-form-values.ts";

/** The webinar form's uploads before a save: the newly chosen picture and PDFs. */
export function useWebinarUploads(form: AdminForm<WebinarFormValues>) {
  const { t } = useTranslation();
  const cover = useCoverUpload();
  const materials = useMaterialsUpload(t("webinarAdmin.materialsFailed"));
  return useFormUploads(form, { thumbnail: cover, materials });
}
