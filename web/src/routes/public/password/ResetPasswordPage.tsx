import { Suspense, useState, type FormEvent } from "react";
import { graphql, useLazyLoadQuery, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { ResetPasswordPageMutation } from "../../../__generated__/ResetPasswordPageMutation.graphql.ts";
import type { ResetPasswordPageQuery } from "../../../__generated__/ResetPasswordPageQuery.graphql.ts";
import { newPasswordProblems } from "../../../auth/account-rules.ts";
import { useRetryKey } from "../../../components/ErrorBoundary.tsx";
import { FormMessage, TextField, useFailureMessage, useForm } from "../../../components/forms.tsx";
import { Loading } from "../../../components/Loading.tsx";
import type { LoginOverlayState } from "../../../components/LoginOverlay.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import "./Password.css";

/**
 * The link from a password-reset mail (obnova-hesla/{linkString}): the link is checked first; a
 * valid one shows the new-password form, a used or unknown one says so and offers a new request.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { linkString = "" } = useParams();
  return (
    <div className="page password-page">
      <title>{`${t("reset.title")} – ${t("app.name")}`}</title>
      <h1>{t("reset.title")}</h1>
      <Suspense fallback={<Loading label={t("reset.checking")} />}>
        <CheckedLink linkString={linkString} />
      </Suspense>
    </div>
  );
}

function CheckedLink({ linkString }: { linkString: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const retryKey = useRetryKey();
  const { isValidResetString } = useLazyLoadQuery<ResetPasswordPageQuery>(
    graphql`
      query ResetPasswordPageQuery($linkString: String!) {
        isValidResetString(linkString: $linkString)
      }
    `,
    { linkString },
    // A link is single use: never trust an earlier answer.
    { fetchPolicy: "network-only", fetchKey: retryKey },
  );
  if (isValidResetString) return <NewPasswordForm linkString={linkString} />;
  return (
    <div className="password-page__invalid">
      <p className="password-page__problem" role="alert">
        {t("reset.invalid")}
      </p>
      <p>{t("reset.invalidHelp")}</p>
      <Link className="button" to={`/${lang}/login`} state={{ resetPassword: true } satisfies LoginOverlayState}>
        {t("reset.requestNew")}
      </Link>
    </div>
  );
}

function NewPasswordForm({ linkString }: { linkString: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const { form, values, text, showProblems, showServerErrors, clearErrors } = useForm({ password: "", passwordConfirm: "" });
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useMutation<ResetPasswordPageMutation>(graphql`
    mutation ResetPasswordPageMutation($linkString: String!, $password: String!) {
      resetPassword(linkString: $linkString, password: $password)
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems = newPasswordProblems(values);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    clearErrors();
    commit({
      variables: { linkString, password: values.password },
      onCompleted: () => void navigate(`/${lang}/heslo-zresetovane`, { replace: true }),
      onError: (failure) => {
        showServerErrors(failure);
        setError(failureMessage(failure));
      },
    });
  };

  return (
    <form ref={form} className="form-panel password-page__form" onSubmit={submit} noValidate>
      <p>{t("reset.intro")}</p>
      <TextField form="reset" label={t("reset.password")} type="password" autoComplete="new-password" required hint={t("registration.passwordHint")} {...text("password")} />
      <TextField form="reset" label={t("reset.passwordConfirm")} type="password" autoComplete="new-password" required {...text("passwordConfirm")} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving}>
          {saving ? t("reset.submitting") : t("reset.submit")}
        </button>
      </div>
      <FormMessage error={error} />
    </form>
  );
}
