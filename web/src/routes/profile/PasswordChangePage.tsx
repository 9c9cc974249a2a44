import { useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { PasswordChangePageMutation } from "../../__generated__/PasswordChangePageMutation.graphql.ts";
import { passwordChangeProblems } from "../../auth/account-rules.ts";
import { FormMessage, TextField, useFailureMessage, useForm } from "../../components/forms.tsx";

const EMPTY = { currentPassword: "", password: "", passwordConfirm: "" };

/** /profil/zmena-hesla: the current password, then the new one twice. */
export function PasswordChangePage() {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const { form, values, text, showProblems, showServerErrors, clearErrors, reset } = useForm(EMPTY);
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [commit, saving] = useMutation<PasswordChangePageMutation>(graphql`
    mutation PasswordChangePageMutation($currentPassword: String!, $password: String!) {
      changePassword(currentPassword: $currentPassword, password: $password)
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult({});
    const problems = passwordChangeProblems(values);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    clearErrors();
    commit({
      variables: { currentPassword: values.currentPassword, password: values.password },
      onCompleted: () => {
        reset();
        setResult({ success: t("profile.password.changed") });
      },
      onError: (failure) => {
        showServerErrors(failure);
        setResult({ error: failureMessage(failure) });
      },
    });
  };

  return (
    <section className="profile-section" aria-labelledby="password-title">
      <h2 id="password-title">{t("profile.password.title")}</h2>
      <form ref={form} className="form-panel profile-form profile-form--narrow" onSubmit={submit} noValidate>
        <TextField form="password" label={t("profile.password.currentPassword")} type="password" autoComplete="current-password" required {...text("currentPassword")} />
        <TextField form="password" label={t("profile.password.password")} type="password" autoComplete="new-password" required hint={t("profile.password.hint")} {...text("password")} />
        <TextField form="password" label={t("profile.password.passwordConfirm")} type="password" autoComplete="new-password" required {...text("passwordConfirm")} />
        <div className="form-actions">
          <button type="submit" className="button" disabled={saving}>
            {saving ? t("profile.password.submitting") : t("profile.password.submit")}
          </button>
          <FormMessage error={result.error} success={result.success} />
        </div>
      </form>
    </section>
  );
}
