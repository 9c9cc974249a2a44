/**
 * A labelled check box (consents, a single yes/no); its error shows under it.
 *
 *   <CheckboxField form="registration" label="Súhlasím s podmienkami používania" required {...form.checkbox("terms")} />
 */
import type { InputHTMLAttributes } from "react";
import { FieldLabel, FieldNote, splitFieldProps, type FieldProps } from "./Field.tsx";

export function CheckboxField(
  props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form" | "type">,
) {
  const { frame, control, rest } = splitFieldProps(props);
  const { id, label, hint, error, required, className } = frame;
  // the box comes before its label, so this frame is its own
  return (
    <div className={`field field--checkbox${className ? ` ${className}` : ""}`}>
      <div className="field__checkbox-row">
        <input type="checkbox" {...control} {...rest} />
        <FieldLabel id={id} label={label} required={required} />
      </div>
      <FieldNote id={id} kind="hint" text={hint} />
      <FieldNote id={id} kind="error" text={error} />
    </div>
  );
}
