import { BasicsFieldset } from "../../../../admin/BasicsFieldset.tsx";
import { ListingFields } from "../../../../admin/ListingFields.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { VideoFormValues } from "./video-form-values.ts";

interface Props {
  form: AdminForm<VideoFormValues>;
  /** Upload progress by file key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** Title, story, cover, description, availability, visibility and order. */
export function VideoBasicsFields({ form, progress, disabled }: Props) {
  const { t } = useTranslation();
  const texts = {
    legend: t("admin.videoForm.basics"),
    title: t("admin.videoForm.title"),
    subtitle: t("admin.videoForm.subtitle"),
    cover: t("admin.videoForm.thumbnail"),
    coverHint: t("admin.videoForm.thumbnailHint"),
    description: t("admin.videoForm.description"),
  };
  return (
    <BasicsFieldset form={form} formName="video" texts={texts} progress={progress} disabled={disabled}>
      <ListingFields form={form} formName="video" textsAt="admin.videoForm" />
    </BasicsFieldset>
  );
}
