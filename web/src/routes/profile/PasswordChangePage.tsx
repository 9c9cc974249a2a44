import { useTranslation } from "../../i18n/useTranslation.tsx";
import { passwordChangeProblems } from "../../auth/account-rules.ts";
import { FormActions } from "../../ui/FormMessage.tsx";
import { NewPasswordFields, PasswordField } from "../../ui/PasswordField.tsx";
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
        <PasswordField
          form="password"
          label={t("profile.password.currentPassword")}
          current
          {...form.text("currentPassword")}
        />
        <NewPasswordFields
          form="password"
          labels={{ password: t("profile.password.password"), confirm: t("profile.password.passwordConfirm") }}
          hint={t("profile.password.hint")}
          bind={form.text}
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
