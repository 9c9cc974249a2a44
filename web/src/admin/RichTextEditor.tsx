/**
 * A description editor (Lexical) producing HTML, which the server sanitises: inline formats,
 * headings, quotes, lists, alignment, links (http, https, mailto), removing formats, undo and redo,
 * all in a toolbar of labelled buttons; no colours. Its code loads only when a form shows it.
 *
 *   <RichTextEditor form="video" name="htmlDesc" label="Popis" value={html} onChange={setHtml} error={error} />
 *
 * `value` is read when the editor opens (later changes from outside are not shown): give it a
 * `key` to start again from another text.
 */
import { lazy, Suspense } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { FieldNote, fieldId } from "../ui/Field.tsx";
import { Loading } from "../ui/Loading.tsx";

const RichTextEditorCore = lazy(() => import("./rich-text/RichTextEditorCore.tsx"));

interface RichTextEditorProps {
  form: string;
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** The language the text is written in (for screen readers and spelling), when it is not the page's. */
  contentLang?: string;
}

export function RichTextEditor({
  form,
  name,
  label,
  value,
  onChange,
  hint,
  error,
  required,
  disabled,
  contentLang,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = fieldId(form, name);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field field--rich-text">
      <span className="field__label">
        <span id={`${id}-label`}>{label}</span>
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <Suspense fallback={<Loading label={t("admin.richText.loading")} className="rich-text__loading" />}>
        <RichTextEditorCore
          labelledBy={`${id}-label`}
          describedBy={describedBy}
          invalid={Boolean(error)}
          initialHtml={value}
          onChange={onChange}
          disabled={disabled}
          lang={contentLang}
        />
      </Suspense>
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}
