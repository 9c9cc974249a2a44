import { RichTextEditor } from "../../../../admin/RichTextEditor.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { htmlLang } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Tabs } from "../../../../ui/Tabs.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { TRANSLATION_LANGS, type TranslationLang } from "../../../../admin/translations.ts";
import type { VideoFormValues } from "./video-form-values.ts";

/** Title, story, description and the highlights' texts in Czech, English and Spanish, a tab each; what is left empty shows in Slovak. */
export function VideoTranslationsFields({ form, disabled }: { form: AdminForm<VideoFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="form-panel admin-form__panel admin-form__section" aria-labelledby="video-translations-title">
      <h3 id="video-translations-title" className="admin-form__panel-title">
        {t("admin.videoForm.translations")}
      </h3>
      <p className="admin-empty">{t("admin.videoForm.translationsHint")}</p>
      <Tabs label={t("admin.videoForm.translationsLabel")} tabs={TRANSLATION_LANGS.map((lang) => ({ id: lang, label: t(`languages.${lang}`), panel: <TranslationPanel form={form} lang={lang} disabled={disabled} /> }))} />
    </section>
  );
}

function TranslationPanel({ form, lang, disabled }: { form: AdminForm<VideoFormValues>; lang: TranslationLang; disabled: boolean }) {
  const { t } = useTranslation();
  const texts = form.values.translations[lang];
  const language = t(`languages.${lang}`);
  const setText = (field: keyof typeof texts, value: string) => form.set("translations", (translations) => ({ ...translations, [lang]: { ...translations[lang], [field]: value } }));
  return (
    <div className="admin-form__translation">
      <TextField form={`video-${lang}`} name="title" label={t("admin.videoForm.translationTitle", { lang: language })} lang={htmlLang(lang)} value={texts.title} onChange={(event) => setText("title", event.target.value)} />
      <TextField form={`video-${lang}`} name="subtitle" label={t("admin.videoForm.translationSubtitle", { lang: language })} lang={htmlLang(lang)} value={texts.subtitle} onChange={(event) => setText("subtitle", event.target.value)} />
      <RichTextEditor form={`video-${lang}`} name="htmlDesc" label={t("admin.videoForm.translationDescription", { lang: language })} contentLang={htmlLang(lang)} value={texts.htmlDesc} disabled={disabled} onChange={(html) => setText("htmlDesc", html)} />
      {form.values.highlights.map((highlight, index) => (
        <TextField
          key={highlight.key}
          form={`video-${lang}`}
          name={`highlights.${index}`}
          label={t("admin.videoForm.translationHighlight", { time: highlight.timestamp || String(index + 1), lang: language })}
          lang={htmlLang(lang)}
          value={highlight.translations[lang]}
          onChange={(event) =>
            form.set("highlights", (highlights) => highlights.map((each) => (each.key === highlight.key ? { ...each, translations: { ...each.translations, [lang]: event.target.value } } : each)))
          }
        />
      ))}
    </div>
  );
}
