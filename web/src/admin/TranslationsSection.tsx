import type { ReactNode } from "react";
import { htmlLang } from "../i18n/index.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Tabs } from "../ui/Tabs.tsx";
import { TextField } from "../ui/TextField.tsx";
import { RichTextEditor } from "./RichTextEditor.tsx";
import { TRANSLATION_LANGS, type TranslatedTexts, type TranslationLang, type Translations } from "./translations.ts";
import type { AdminFormPart } from "./useAdminForm.ts";

export interface TranslationsTexts {
  heading: string;
  hint: string;
  /** Names the tabs. */
  tabs: string;
  /** The fields' labels, with the language's name. */
  title: (language: string) => string;
  subtitle: (language: string) => string;
  description: (language: string) => string;
}

interface Props {
  form: AdminFormPart<{ translations: Translations }>;
  /** The form's name; a language's fields belong to `{formName}-{lang}` ("video-en"). */
  formName: string;
  texts: TranslationsTexts;
  disabled: boolean;
  /** More fields of a language's tab, after the description (a video's highlights). */
  more?: (lang: TranslationLang, language: string) => ReactNode;
}

/** Title, subtitle and description in Czech, English and Spanish, a tab each; what is left empty shows in Slovak. */
export function TranslationsSection(props: Props) {
  const { t } = useTranslation();
  const { formName, texts } = props;
  const titleId = `${formName}-translations-title`;
  return (
    <section className="form-panel admin-form__panel admin-form__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-form__panel-title">
        {texts.heading}
      </h3>
      <p className="admin-empty">{texts.hint}</p>
      <Tabs
        label={texts.tabs}
        tabs={TRANSLATION_LANGS.map((lang) => ({
          id: lang,
          label: t(`languages.${lang}`),
          panel: <TranslationPanel {...props} lang={lang} />,
        }))}
      />
    </section>
  );
}

/** The texts of a language's tab that are one line each. */
const LINE_FIELDS = ["title", "subtitle"] as const;

function TranslationPanel({ form, formName, lang, texts, disabled, more }: Props & { lang: TranslationLang }) {
  const { t } = useTranslation();
  const translated = form.values.translations[lang];
  const language = t(`languages.${lang}`);
  const setText = (field: keyof TranslatedTexts, value: string) =>
    form.set("translations", (translations) => ({
      ...translations,
      [lang]: { ...translations[lang], [field]: value },
    }));
  const fieldsForm = `${formName}-${lang}`;
  return (
    <div className="admin-form__translation">
      {LINE_FIELDS.map((field) => (
        <TextField
          key={field}
          form={fieldsForm}
          name={field}
          label={texts[field](language)}
          lang={htmlLang(lang)}
          value={translated[field]}
          onChange={(event) => setText(field, event.target.value)}
        />
      ))}
      <RichTextEditor
        form={fieldsForm}
        name="htmlDesc"
        label={texts.description(language)}
        contentLang={htmlLang(lang)}
        value={translated.htmlDesc}
        disabled={disabled}
        onChange={(html) => setText("htmlDesc", html)}
      />
      {more?.(lang, language)}
    </div>
  );
}
