/**
 * The fields a video and an audiobook begin with (the Slovak original's title and subtitle, the
 * cover, the description) and the cover field a webinar shows among its own. The labels are the
 * form's texts; the markup is the same in every form.
 *
 *   <BasicsFieldset form={form} formName="audiobook" texts={…} progress={uploads.progress} disabled={saver.busy} />
 */
import type { ReactNode } from "react";
import { TextField } from "../ui/TextField.tsx";
import { chosenEntry, FILE_LIMITS, IMAGE_ACCEPT, type FileEntry } from "./file-selection.ts";
import { FileField } from "./FileField.tsx";
import type { BasicsValues } from "./form-values.ts";
import { RichTextEditor } from "./RichTextEditor.tsx";
import type { AdminFormPart } from "./useAdminForm.ts";

interface CoverProps {
  /** The form's name (the fields' `form` attribute). */
  formName: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** None, or the one stored or chosen file. */
  entries: readonly FileEntry[];
  error?: string;
  onChange: (entries: FileEntry[]) => void;
  /** Upload progress by file key. */
  progress: ReadonlyMap<string, number>;
  disabled: boolean;
}

/** The cover image: one file, previewed, replaced by choosing another; uploaded when the form is saved. */
export function CoverField({
  formName,
  label,
  hint,
  required,
  entries,
  error,
  onChange,
  progress,
  disabled,
}: CoverProps) {
  return (
    <div className="field--wide">
      <FileField
        form={formName}
        name="thumbnail"
        label={label}
        hint={hint}
        required={required}
        accept={IMAGE_ACCEPT}
        maxBytes={FILE_LIMITS.image}
        preview
        entries={entries}
        progress={progress}
        error={error}
        disabled={disabled}
        onChoose={([file]) => onChange(file ? [chosenEntry(file)] : [])}
        onRemove={() => onChange([])}
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
  return (
    <div className="form-panel admin-form__panel">
      <fieldset className="form-fieldset admin-form__fieldset">
        <legend>{texts.legend}</legend>
        <TextField
          form={formName}
          name="title"
          label={texts.title}
          required
          lang="sk"
          value={values.title}
          error={errors.title}
          onChange={(event) => form.set("title", event.target.value)}
          className="field--wide"
        />
        <TextField
          form={formName}
          name="subtitle"
          label={texts.subtitle}
          lang="sk"
          value={values.subtitle}
          error={errors.subtitle}
          onChange={(event) => form.set("subtitle", event.target.value)}
          className="field--wide"
        />
        <CoverField
          formName={formName}
          label={texts.cover}
          hint={texts.coverHint}
          required
          entries={values.thumbnail}
          error={errors.thumbnail}
          onChange={(entries) => form.set("thumbnail", entries)}
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
      </fieldset>
    </div>
  );
}
