/**
 * A labelled one-line input; its hint and error show under it.
 *
 *   <TextField form="login" label="Email" type="email" autoComplete="username" required {...form.text("email")} />
 *   <TextField form="card" name="expiry" label="Platnosť" hint="MM/RR" inputMode="numeric" value={v} onChange={…} />
 */
import type { InputHTMLAttributes } from "react";
import { FieldFrame, fieldAria, fieldId, type FieldProps } from "./Field.tsx";

export function TextField({
  form,
  name,
  label,
  error,
  hint,
  required,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form">) {
  const id = fieldId(form, name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={required} className={className}>
      <input id={id} name={name} type="text" required={required} {...fieldAria(id, hint, error)} {...input} />
    </FieldFrame>
  );
}
