import { BasicsFieldset } from "../../../../admin/BasicsFieldset.tsx";
import { SlugField } from "../../../../admin/SlugField.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { useLang } from "../../../../hooks/useLang.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { paths } from "../../../route-table.ts";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

/** Title, subtitle, cover and description (the Slovak original), and the public address. */
export function AudiobookBasicsFields({
  form,
  progress,
  disabled,
  savedSlug,
}: {
  form: AdminForm<AudiobookFormValues>;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
  /** The audiobook's address now; null while creating. */
  savedSlug: string | null;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const texts = {
    legend: t("audiobookForm.basics"),
    title: t("audiobookForm.title"),
    subtitle: t("audiobookForm.subtitle"),
    cover: t("audiobookForm.thumbnail"),
    coverHint: t("audiobookForm.thumbnailHint"),
    description: t("audiobookForm.description"),
  };
  return (
    <BasicsFieldset form={form} formName="audiobook" texts={texts} progress={progress} disabled={disabled}>
      <SlugField
        form={form}
        formName="audiobook"
        savedSlug={savedSlug}
        address={(slug) => paths.audiobook(lang, slug)}
      />
    </BasicsFieldset>
  );
}
