/**
 * What every form field shares: the label (with a star when required), the hint and the error
 * under the input, tied to it by aria-describedby, and aria-invalid while in error. TextField,
 * TextAreaField, SelectField and CheckboxField are built from these; a screen uses those.
 *
 *   const { frame, control, rest } = splitFieldProps(props);
 *   <FieldFrame {...frame}><input {...control} {...rest} /></FieldFrame>
 */
import type { ReactNode } from "react";

export interface FieldProps {
  /** Prefix of the element ids, unique on the page (the form's name). */
  form: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

/** The input's id in its form. */
export const fieldId = (form: string, name: string): string => `${form}-${name}`;

/** The input's ARIA ties: its hint and error by id, and whether it is in error. */
export function fieldAria(id: string, hint?: string, error?: string) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return { "aria-invalid": error ? (true as const) : undefined, "aria-describedby": describedBy };
}

/**
 * A field component's props, sorted: what the frame around the input shows, what ties the input
 * to it (id, name, required, ARIA), and the input's own attributes, which are spread last.
 */
export function splitFieldProps<P extends FieldProps>(props: P) {
  const { form, name, label, error, hint, required, className, ...rest } = props;
  const id = fieldId(form, name);
  return {
    frame: { id, label, hint, error, required, className },
    control: { id, name, required, ...fieldAria(id, hint, error) },
    rest,
  };
}

/** The label; a required field's star stands beside it (the input's `required` is what assistive technology announces). */
export function FieldLabel({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
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
export function FieldNote({ id, kind, text }: { id: string; kind: "hint" | "error"; text?: string }) {
  return text ? (
    <p id={`${id}-${kind}`} className={`field__${kind}`}>
      {text}
    </p>
  ) : null;
}

/** Label, input, hint and error, stacked. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : "field"}>
      <FieldLabel id={id} label={label} required={required} />
      {children}
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}
