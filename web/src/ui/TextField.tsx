/**
 * A labelled one-line input; its hint and error show under it.
 *
 *   <TextField form="login" label="Email" type="email" autoComplete="username" required {...form.text("email")} />
 *   <TextField form="card" name="expiry" label="Platnosť" hint="MM/RR" inputMode="numeric" value={v} onChange={…} />
 */
import type { InputHTMLAttributes } from "react";
import { FieldFrame, splitFieldProps, type FieldProps } from "./Field.tsx";

export type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form">;

export function TextField(props: TextFieldProps) {
  const { frame, control, rest } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      <input type="text" {...control} {...rest} />
    </FieldFrame>
  );
}
