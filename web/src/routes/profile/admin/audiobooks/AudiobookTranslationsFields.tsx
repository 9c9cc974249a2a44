import { RichTextEditor } from "../../../../admin/RichTextEditor.tsx";
import type { AdminForm } from "../../../../admin/useAdminForm.ts";
import { htmlLang } from "../../../../i18n/index.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";
import { Tabs } from "../../../../ui/Tabs.tsx";
import { TextField } from "../../../../ui/TextField.tsx";
import { TRANSLATION_LANGS, type TranslationLang } from "../../../../admin/translations.ts";
import type { AudiobookFormValues } from "./audiobook-form-values.ts";

/** Title, subtitle and description in Czech, English and Spanish, a tab each; what is left empty shows in Slovak. */
export function AudiobookTranslationsFields({ form, disabled }: { form: AdminForm<AudiobookFormValues>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="form-panel admin-form__panel admin-form__section" aria-labelledby="audiobook-translations-title">
      <h3 id="audiobook-translations-title" className="admin-form__panel-title">
        {t("audiobookForm.translations")}
      </h3>
      <p className="admin-empty">{t("audiobookForm.translationsHint")}</p>
      <Tabs label={t("audiobookForm.translationsLabel")} tabs={TRANSLATION_LANGS.map((lang) => ({ id: lang, label: t(`languages.${lang}`), panel: <TranslationPanel form={form} lang={lang} disabled={disabled} /> }))} />
    </section>
  );
}

function TranslationPanel({ form, lang, disabled }: { form: AdminForm<AudiobookFormValues>; lang: TranslationLang; disabled: boolean }) {
  const { t } = useTranslation();
  const texts = form.values.translations[lang];
  const language = t(`languages.${lang}`);
  const setText = (field: keyof typeof texts, value: string) => form.set("translations", (translations) => ({ ...translations, [lang]: { ...translations[lang], [field]: value } }));
  return (
    <div className="admin-form__translation">
      <TextField form={`audiobook-${lang}`} name="title" label={t("audiobookForm.translationTitle", { lang: language })} lang={htmlLang(lang)} value={texts.title} onChange={(event) => setText("title", event.target.value)} />
      <TextField form={`audiobook-${lang}`} name="subtitle" label={t("audiobookForm.translationSubtitle", { lang: language })} lang={htmlLang(lang)} value={texts.subtitle} onChange={(event) => setText("subtitle", event.target.value)} />
      <RichTextEditor form={`audiobook-${lang}`} name="htmlDesc" label={t("audiobookForm.translationDescription", { lang: language })} contentLang={htmlLang(lang)} value={texts.htmlDesc} disabled={disabled} onChange={(html) => setText("htmlDesc", html)} />
    </div>
  );
}
