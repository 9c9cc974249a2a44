/**
 * Required password inputs: the one in use (signing in, confirming a change), or a new one typed
 * twice, which browsers offer to generate and remember.
 *
 *   <PasswordField form="login" label="Heslo" current {...form.text("password")} />
 *   <NewPasswordFields form="reset" labels={{ password: "Nové heslo", confirm: "Zopakujte heslo" }} hint="…" bind={form.text} />
 */
import { TextField, type TextFieldProps } from "./TextField.tsx";

type PasswordFieldProps = Omit<TextFieldProps, "type" | "autoComplete" | "required"> & {
  /** The password in use rather than a new one. */
  current?: boolean;
};

export function PasswordField({ current = false, ...field }: PasswordFieldProps) {
  return <TextField type="password" autoComplete={current ? "current-password" : "new-password"} required {...field} />;
}

/** A field's ties to its form's state. */
type PasswordBinding = Pick<TextFieldProps, "name" | "value" | "error" | "onChange">;

/** The new password with its rules as the hint, then the same again. */
export function NewPasswordFields({
  form,
  labels,
  hint,
  bind,
  maxLength,
}: {
  form: string;
  labels: { password: string; confirm: string };
  hint: string;
  /** The form's binding of a field by its name (useForm's `text`). */
  bind: (name: "password" | "passwordConfirm") => PasswordBinding;
  maxLength?: number;
}) {
  return (
    <>
      <PasswordField form={form} label={labels.password} maxLength={maxLength} hint={hint} {...bind("password")} />
      <PasswordField form={form} label={labels.confirm} maxLength={maxLength} {...bind("passwordConfirm")} />
    </>
  );
}
