import { TranslationsSection } from "../../../../admin/TranslationsSection.tsx";
import type { TranslationLang } from "../../../../admin/translations.ts";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { htmlLang } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import type { VideoFormValues } from "./video-form-values.ts";

/** Title, story, description and the highlights' texts in Czech, English and Spanish, a tab each; what is left empty shows in Slovak. */
export function VideoTranslationsFields({ form, disabled }: { form: AdminForm<VideoFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  const texts = {
    heading: t("admin.videoForm.translations"),
    hint: t("admin.videoForm.translationsHint"),
    tabs: t("admin.videoForm.translationsLabel"),
    title: (language: string) => t("admin.videoForm.translationTitle", { lang: language }),
    subtitle: (language: string) => t("admin.videoForm.translationSubtitle", { lang: language }),
    description: (language: string) => t("admin.videoForm.translationDescription", { lang: language }),
  };
  return (
    <TranslationsSection
      form={form}
      formName="video"
      texts={texts}
      disabled={disabled}
      more={(lang, language) => <HighlightTranslations form={form} lang={lang} language={language} />}
    />
  );
}

/** A highlight's text in the tab's language, a field per highlight. */
function HighlightTranslations({
  form,
  lang,
  language,
}: {
  form: AdminForm<VideoFormValues>;
  lang: TranslationLang;
  language: string;
}) {
  const { t } = useTranslation();
  return form.values.highlights.map((highlight, index) => (
    <TextField
      key={highlight.key}
      form={`video-${lang}`}
      name={`highlights.${index}`}
      label={t("admin.videoForm.translationHighlight", {
        time: highlight.timestamp || String(index + 1),
        lang: language,
      })}
      lang={htmlLang(lang)}
      value={highlight.translations[lang]}
      onChange={(event) =>
        form.set("highlights", (highlights) =>
          highlights.map((each) =>
            each.key === highlight.key
              ? { ...each, translations: { ...each.translations, [lang]: event.target.value } }
              : each,
          ),
        )
      }
    />
  ));
}
