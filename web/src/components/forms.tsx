import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { FormOutcome } from "./useForm.ts";

/**
 * Small building blocks of the site's forms: labelled fields whose error is shown under the input
 * (and tied to it with aria-describedby), and the form's outcome under its button. useForm.ts
 * holds a form's values, errors and submit.
 */

interface FieldFrameProps {
  /** Prefix of the element ids, unique on the page (the form's name). */
  form: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** The label; a required field's star stands beside it (the input's `required` is what assistive technology announces). */
function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <span className="field__label">
      <label htmlFor={id}>{label}</label>
      {required && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

/** A line under the input, tied to it by its id: the field's hint, or its error. */
function FieldNote({ id, kind, text }: { id: string; kind: "hint" | "error"; text?: string }) {
  return text ? (
    <p id={`${id}-${kind}`} className={`field__${kind}`}>
      {text}
    </p>
  ) : null;
}

export function TextField({ form, name, label, error, hint, required, className, ...input }: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form">) {
  const id = `${form}-${name}`;
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <Label id={id} label={label} required={required} />
      <input id={id} name={name} type="text" required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}

export function TextAreaField({ form, name, label, error, hint, required, className, ...textarea }: FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "form">) {
  const id = `${form}-${name}`;
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <Label id={id} label={label} required={required} />
      <textarea id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}

export function CheckboxField({ form, name, label, error, required, className, ...input }: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form" | "type">) {
  const id = `${form}-${name}`;
  return (
    <div className={`field field--checkbox${className ? ` ${className}` : ""}`}>
      <div className="field__checkbox-row">
        <input id={id} name={name} type="checkbox" required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} {...input} />
        <Label id={id} label={label} required={required} />
      </div>
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}

/** A form's outcome under its button: an error (announced at once) or a confirmation. */
export function FormMessage({ error, success }: { error?: FormOutcome["error"] | null; success?: FormOutcome["success"] | null }) {
  return (
    <>
      <p className="form-message form-message--error" role="alert">
        {error ?? ""}
      </p>
      <p className="form-message form-message--success" role="status">
        {success ?? ""}
      </p>
    </>
  );
}

interface SubmitButtonProps {
  label: string;
  /** The label while the form is being sent (the button is disabled meanwhile). */
  busyLabel?: string;
  busy?: boolean;
  className?: string;
}

/** A form's submit button; its label says when the form is being sent. */
export function SubmitButton({ label, busyLabel, busy = false, className }: SubmitButtonProps) {
  return (
    <button type="submit" className={className ? `button ${className}` : "button"} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A form's submit button with the form's outcome beside it. */
export function FormActions({ outcome, ...button }: SubmitButtonProps & { outcome: FormOutcome }) {
  return (
    <div className="form-actions">
      <SubmitButton {...button} />
      <FormMessage {...outcome} />
    </div>
  );
}
