import { BasicsFieldset } from "../../../../admin/BasicsFieldset.tsx";
import { ListingFields } from "../../../../admin/ListingFields.tsx";
import { SlugField } from "../../../../admin/SlugField.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { paths } from "../../../route-table.ts";
import type { VideoFormValues } from "./video-form-values.ts";

interface Props {
  form: AdminForm<VideoFormValues>;
  /** Upload progress by file key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
  /** The video's address now; null while creating. */
  savedSlug: string | null;
}

/** Title, story, cover, description, the address, availability, visibility and order. */
export function VideoBasicsFields({ form, progress, disabled, savedSlug }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
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
      <SlugField form={form} formName="video" savedSlug={savedSlug} address={(slug) => paths.video(lang, slug)} />
      <ListingFields form={form} formName="video" textsAt="admin.videoForm" />
    </BasicsFieldset>
  );
}
