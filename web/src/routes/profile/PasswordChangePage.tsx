import { useTranslation } from "../../i18n/useTranslation.tsx";
import { passwordChangeProblems } from "../../auth/account-rules.ts";
import { FormActions } from "../../ui/FormMessage.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { useForm, useFormSubmit } from "../../components/useForm.ts";
import { useChangePasswordMutation } from "../../mutations/useChangePasswordMutation.ts";
import { ProfileSection } from "./ProfileSection.tsx";

const EMPTY = { currentPassword: "", password: "", passwordConfirm: "" };

/** /profil/zmena-hesla: the current password, then the new one twice. */
export function PasswordChangePage() {
  const { t } = useTranslation();
  const form = useForm(EMPTY);
  const [changePassword] = useChangePasswordMutation();
  const { submit, outcome, sending } = useFormSubmit(form, {
    check: passwordChangeProblems,
    send: async ({ currentPassword, password }) => {
      await changePassword({ currentPassword, password });
      form.reset();
      return t("profile.password.changed");
    },
  });

  return (
    <ProfileSection id="password-title" title={t("profile.password.title")}>
      <form ref={form.form} className="form-panel profile-form profile-form--narrow" onSubmit={submit} noValidate>
        <TextField
          form="password"
          label={t("profile.password.currentPassword")}
          type="password"
          autoComplete="current-password"
          required
          {...form.text("currentPassword")}
        />
        <TextField
          form="password"
          label={t("profile.password.password")}
          type="password"
          autoComplete="new-password"
          required
          hint={t("profile.password.hint")}
          {...form.text("password")}
        />
        <TextField
          form="password"
          label={t("profile.password.passwordConfirm")}
          type="password"
          autoComplete="new-password"
          required
          {...form.text("passwordConfirm")}
        />
        <FormActions
          label={t("profile.password.submit")}
          busyLabel={t("profile.password.submitting")}
          busy={sending}
          outcome={outcome}
        />
      </form>
    </ProfileSection>
  );
}
