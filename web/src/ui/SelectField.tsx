/**
 * A labelled choice from a short list (for more than about ten options, or free text, use a TextField).
 *
 *   <SelectField form="profile" name="country" label="Krajina" value={country} onChange={(e) => setCountry(e.target.value)}
 *     options={[{ value: "sk", label: "Slovensko" }, { value: "cz", label: "Česko" }]} placeholder="Vyberte…" />
 */
import type { SelectHTMLAttributes } from "react";
import { FieldFrame, fieldAria, fieldId, type FieldProps } from "./Field.tsx";

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "form"> {
  options: readonly SelectOption[];
  /** A first, empty option asking for a choice. */
  placeholder?: string;
}

export function SelectField({
  form,
  name,
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const id = fieldId(form, name);
  return (
    <FieldFrame
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className ? `field--select ${className}` : "field--select"}
    >
      <select id={id} name={name} required={required} {...fieldAria(id, hint, error)} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
