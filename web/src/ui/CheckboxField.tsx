/**
 * A labelled check box (consents, a single yes/no); its error shows under it.
 *
 *   <CheckboxField form="registration" label="Súhlasím s podmienkami používania" required {...form.checkbox("terms")} />
 */
import type { InputHTMLAttributes } from "react";
import { fieldAria, FieldLabel, FieldNote, fieldId, type FieldProps } from "./Field.tsx";

export function CheckboxField({
  form,
  name,
  label,
  error,
  hint,
  required,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form" | "type">) {
  const id = fieldId(form, name);
  return (
    <div className={`field field--checkbox${className ? ` ${className}` : ""}`}>
      <div className="field__checkbox-row">
        <input id={id} name={name} type="checkbox" required={required} {...fieldAria(id, hint, error)} {...input} />
        <FieldLabel id={id} label={label} required={required} />
      </div>
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}
