/**
 * A labelled choice from a short list (for more than about ten options, or free text, use a TextField).
 *
 *   <SelectField form="profile" name="country" label="Krajina" value={country} onChange={(e) => setCountry(e.target.value)}
 *     options={[{ value: "sk", label: "Slovensko" }, { value: "cz", label: "Česko" }]} placeholder="Vyberte…" />
 */
import type { SelectHTMLAttributes } from "react";
import { FieldFrame, splitFieldProps, type FieldProps } from "./Field.tsx";

export interface SelectOption {
  value: string;
  label: string;
  /** Shown but not choosable (e.g. taken by another item, the label says which). */
  disabled?: boolean;
}

interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "form"> {
  options: readonly SelectOption[];
  /** A first, empty option asking for a choice. */
  placeholder?: string;
}

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control, rest } = splitFieldProps(props);
  const className = frame.className ? `field--select ${frame.className}` : "field--select";
  return (
    <FieldFrame {...frame} className={className}>
      <select {...control} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
