import { useTranslation } from "../../i18n/useTranslation.tsx";
import { newUserProblems } from "../../auth/account-rules.ts";
import { FormActions } from "../../ui/FormMessage.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { NameAndEmailFields } from "../../components/NameAndEmailFields.tsx";
import { useForm, useFormSubmit } from "../../components/useForm.ts";
import { useAddUserMutation } from "../../mutations/useAddUserMutation.ts";

interface Props {
  /** The user added takes the profile's last free seat: this form then disappears, so its success is told by `announce`. */
  lastSeat: boolean;
  announce: (message: string) => void;
}

/** A new user of the profile; the answer carries the profile's new user list and seat count. */
export function AddUserForm({ lastSeat, announce }: Props) {
  const { t } = useTranslation();
  const form = useForm({ fullname: "", email: "", password: "" });
  const [addUser] = useAddUserMutation();
  const { submit, outcome, sending } = useFormSubmit(form, {
    check: newUserProblems,
    send: async (values) => {
      const fullname = values.fullname.trim();
      await addUser({ fullname, email: values.email.trim(), password: values.password });
      form.reset();
      const added = t("profile.users.added", { name: fullname });
      if (lastSeat) announce(added);
      return added;
    },
  });

  return (
    <form
      ref={form.form}
      className="form-panel user-management__add"
      onSubmit={submit}
      noValidate
      aria-labelledby="add-user-title"
    >
      <h3 id="add-user-title">{t("profile.users.addTitle")}</h3>
      <div className="form-fieldset">
        <NameAndEmailFields
          form="add-user"
          labels={{ fullname: t("profile.users.fullname"), email: t("profile.users.email") }}
          bind={form.text}
          someoneElse
        />
        <PasswordField
          form="add-user"
          className="field--wide"
          label={t("profile.users.password")}
          hint={t("profile.users.passwordHint")}
          {...form.text("password")}
        />
      </div>
      <FormActions
        label={t("profile.users.add")}
        busyLabel={t("profile.users.adding")}
        busy={sending}
        outcome={outcome}
      />
    </form>
  );
}
