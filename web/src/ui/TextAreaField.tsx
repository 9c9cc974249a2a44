/**
 * A labelled text area for longer answers (a message, a motivation).
 *
 *   <TextAreaField form="trial" label="Prečo chcete Živú knižnicu používať?" rows={4} {...form.text("motivation")} />
 */
import type { TextareaHTMLAttributes } from "react";
import { FieldFrame, fieldAria, fieldId, type FieldProps } from "./Field.tsx";

export function TextAreaField({
  form,
  name,
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "form">) {
  const id = fieldId(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea id={id} name={name} required={required} {...fieldAria(id, hint, error)} {...textarea} />
    </FieldFrame>
  );
}
