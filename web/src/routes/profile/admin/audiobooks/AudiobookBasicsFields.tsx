import { BasicsFieldset } from "../../../../admin/BasicsFieldset.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

/** Title, subtitle, cover and description (the Slovak original). */
export function AudiobookBasicsFields({
  form,
  progress,
  disabled,
}: {
  form: AdminForm<AudiobookFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const texts = {
    legend: t("audiobookForm.basics"),
    title: t("audiobookForm.title"),
    subtitle: t("audiobookForm.subtitle"),
    cover: t("audiobookForm.thumbnail"),
    coverHint: t("audiobookForm.thumbnailHint"),
    description: t("audiobookForm.description"),
  };
  return <BasicsFieldset form={form} formName="audiobook" texts={texts} progress={progress} disabled={disabled} />;
}
