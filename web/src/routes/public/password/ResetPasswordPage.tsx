import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { ResetPasswordPageQuery } from "../../../__generated__/ResetPasswordPageQuery.graphql.ts";
import { newPasswordProblems } from "../../../auth/account-rules.ts";
import { ButtonLink } from "../../../ui/Button.tsx";
import { FormMessage, SubmitButton } from "../../../ui/FormMessage.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { NewPasswordFields } from "../../../ui/PasswordField.tsx";
import { useForm, useFormSubmit } from "../../../components/useForm.ts";
import { Page } from "../../../components/PageTitle.tsx";
import type { LoginOverlayState } from "../../../components/LoginOverlay.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useResetPasswordMutation } from "../../../mutations/useResetPasswordMutation.ts";
import { completedFlow } from "../../flow-completion.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { paths } from "../../route-table.ts";
import { loginPath } from "../../paths.ts";
import "./Password.css";

/**
 * The link from a password-reset mail (obnova-hesla/{linkString}): the link is checked first; a
 * valid one shows the new-password form, a used or unknown one says so and offers a new request.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { linkString = "" } = useParams();
  return (
    <Page className="password-page" title={t("reset.title")}>
      <Suspense fallback={<Loading label={t("reset.checking")} />}>
        <CheckedLink linkString={linkString} />
      </Suspense>
    </Page>
  );
}

function CheckedLink({ linkString }: { linkString: string }) {
  const { isValidResetString } = useScreenQuery<ResetPasswordPageQuery>(
    graphql`
      query ResetPasswordPageQuery($linkString: String!) {
        isValidResetString(linkString: $linkString)
      }
    `,
    { linkString },
    // A link is single use: never trust an earlier answer.
    { fetchPolicy: "network-only" },
  );
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  if (isValidResetString)
    return (
      <NewPasswordForm
        linkString={linkString}
        onReset={() =>
          void navigate(paths.passwordResetDone(lang), { replace: true, state: completedFlow("passwordReset", null) })
        }
      />
    );
  return (
    <div className="password-page__invalid">
      <p className="password-page__problem" role="alert">
        {t("reset.invalid")}
      </p>
      <p>{t("reset.invalidHelp")}</p>
      <ButtonLink to={loginPath(lang)} state={{ resetPassword: true } satisfies LoginOverlayState}>
        {t("reset.requestNew")}
      </ButtonLink>
    </div>
  );
}

/** The new password, twice; `onReset` once it is set (the link is then used up). */
function NewPasswordForm({ linkString, onReset }: { linkString: string; onReset: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ password: "", passwordConfirm: "" });
  const [resetPassword] = useResetPasswordMutation();
  const { submit, outcome, sending } = useFormSubmit(form, {
    check: newPasswordProblems,
    send: async ({ password }) => {
      await resetPassword({ linkString, password });
      onReset();
    },
  });

  return (
    <form ref={form.form} className="form-panel password-page__form" onSubmit={submit} noValidate>
      <p>{t("reset.intro")}</p>
      <NewPasswordFields
        form="reset"
        labels={{ password: t("reset.password"), confirm: t("reset.passwordConfirm") }}
        hint={t("registration.passwordHint")}
        bind={form.text}
      />
      <div className="form-actions">
        <SubmitButton label={t("reset.submit")} busyLabel={t("reset.submitting")} busy={sending} />
      </div>
      <FormMessage error={outcome.error} />
    </form>
  );
}
