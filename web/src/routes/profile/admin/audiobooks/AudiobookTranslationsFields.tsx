import { TranslationsSection } from "../../../../admin/TranslationsSection.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

/** Title, subtitle and description in Czech, English and Spanish, a tab each; what is left empty shows in Slovak. */
export function AudiobookTranslationsFields({
  form,
  disabled,
}: {
  form: AdminForm<AudiobookFormValues>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const texts = {
    heading: t("audiobookForm.translations"),
    hint: t("audiobookForm.translationsHint"),
    tabs: t("audiobookForm.translationsLabel"),
    title: (language: string) => t("audiobookForm.translationTitle", { lang: language }),
    subtitle: (language: string) => t("audiobookForm.translationSubtitle", { lang: language }),
    description: (language: string) => t("audiobookForm.translationDescription", { lang: language }),
  };
  return <TranslationsSection form={form} formName="audiobook" texts={texts} disabled={disabled} />;
}
