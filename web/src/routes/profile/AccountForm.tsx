import { useState, type FormEvent } from "react";
import { graphql, useFragment, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { AccountForm_user$key } from "../../__generated__/AccountForm_user.graphql.ts";
import type { AccountFormMutation } from "../../__generated__/AccountFormMutation.graphql.ts";
import { accountProblems, MAX_LENGTH } from "../../auth/account-rules.ts";
import { FormMessage, TextField, useFailureMessage, useForm } from "../../components/forms.tsx";

/** The user's own name and e-mail (editMe). */
export function AccountForm({ user }: { user: AccountForm_user$key }) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const data = useFragment(
    graphql`
      fragment AccountForm_user on User {
        fullname
        email
      }
    `,
    user,
  );
  const { form, values, text, showProblems, showServerErrors, clearErrors } = useForm({ fullname: data.fullname, email: data.email });
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [commit, saving] = useMutation<AccountFormMutation>(graphql`
    mutation AccountFormMutation($email: String!, $fullname: String!) {
      editMe(email: $email, fullname: $fullname) {
        id
        ...AccountForm_user
      }
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult({});
    const problems = accountProblems(values);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    clearErrors();
    commit({
      variables: { email: values.email.trim(), fullname: values.fullname.trim() },
      onCompleted: () => setResult({ success: t("profile.saved") }),
      onError: (failure) => {
        showServerErrors(failure);
        setResult({ error: failureMessage(failure) });
      },
    });
  };

  return (
    <form ref={form} className="form-panel profile-form" onSubmit={submit} noValidate>
      <div className="form-fieldset">
        <TextField form="account" label={t("profile.account.fullname")} autoComplete="name" maxLength={MAX_LENGTH.name} required {...text("fullname")} />
        <TextField form="account" label={t("profile.account.email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} required {...text("email")} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t("profile.saving") : t("profile.save")}
        </button>
        <FormMessage error={result.error} success={result.success} />
      </div>
    </form>
  );
}
