import { MAX_LENGTH } from "../auth/account-rules.ts";
import { TextField } from "../ui/TextField.tsx";
import type { TextBinding } from "./useForm.ts";

/**
 * A person's full name and e-mail, both required: the user's own (the browser may fill them in),
 * or `someoneElse`'s, which the browser must not fill with the user's.
 */
export function NameAndEmailFields({
  form,
  labels,
  bind,
  someoneElse = false,
}: {
  form: string;
  labels: { fullname: string; email: string };
  /** The form's binding of a field by its name (useForm's `text`). */
  bind: (name: "fullname" | "email") => TextBinding;
  someoneElse?: boolean;
}) {
  return (
    <>
      <TextField
        form={form}
        label={labels.fullname}
        autoComplete={someoneElse ? "off" : "name"}
        maxLength={MAX_LENGTH.name}
        required
        {...bind("fullname")}
      />
      <TextField
        form={form}
        label={labels.email}
        type="email"
        autoComplete={someoneElse ? "off" : "email"}
        maxLength={MAX_LENGTH.email}
        required
        {...bind("email")}
      />
    </>
  );
}
