/**
 * The fields a video and an audiobook begin with (the Slovak original's title and subtitle, the
 * cover, the description) and the cover field a webinar shows among its own. The labels are the
 * form's texts; the markup is the same in every form.
 *
 *   <BasicsFieldset form={form} formName="audiobook" texts={…} progress={uploads.progress} disabled={saver.busy} />
 */
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { TextField } from "../ui/TextField.tsx";
import { FILE_LIMITS, IMAGE_ACCEPT } from "./file-selection.ts";
import { singleFileBinder, textBinder, type SingleFileBinding } from "./field-bindings.ts";
import { FileField } from "./FileField.tsx";
import type { BasicsValues } from "./form-values.ts";
import { PanelFieldset } from "./PanelFieldset.tsx";
import { RichTextEditor } from "./RichTextEditor.tsx";
import type { AdminFormPart } from "./useAdminForm.ts";

interface CoverProps extends SingleFileBinding {
  label: string;
  hint?: string;
  required?: boolean;
  /** Upload progress by file key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The cover image: one file, previewed, replaced by choosing another; uploaded when the form is saved. */
export function CoverField(props: CoverProps) {
  const { t } = useTranslation();
  return (
    <div className="field--wide">
      <FileField
        {...props}
        accept={IMAGE_ACCEPT}
        maxBytes={FILE_LIMITS.image}
        preview
        unnamed={t("admin.files.coverName")}
      />
    </div>
  );
}

export interface BasicsTexts {
  legend: string;
  title: string;
  subtitle: string;
  cover: string;
  coverHint: string;
  description: string;
}

interface BasicsProps {
  form: AdminFormPart<BasicsValues>;
  formName: string;
  texts: BasicsTexts;
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
  /** More fields of the same fieldset (a video's availability, visibility and order). */
  children?: ReactNode;
}

/** Title, subtitle, cover and description (the Slovak original), in a fieldset of their own. */
export function BasicsFieldset({ form, formName, texts, progress, disabled, children }: BasicsProps) {
  const { values, errors } = form;
  const text = textBinder(form, formName);
  return (
    <PanelFieldset legend={texts.legend}>
      <TextField {...text("title")} label={texts.title} required lang="sk" className="field--wide" />
      <TextField {...text("subtitle")} label={texts.subtitle} lang="sk" className="field--wide" />
      <CoverField
        {...singleFileBinder(form, formName)("thumbnail")}
        label={texts.cover}
        hint={texts.coverHint}
        required
        progress={progress}
        disabled={disabled}
      />
      <div className="field--wide">
        <RichTextEditor
          form={formName}
          name="htmlDesc"
          label={texts.description}
          contentLang="sk"
          value={values.htmlDesc}
          error={errors.htmlDesc}
          disabled={disabled}
          onChange={(html) => form.set("htmlDesc", html)}
        />
      </div>
      {children}
    </PanelFieldset>
  );
}
