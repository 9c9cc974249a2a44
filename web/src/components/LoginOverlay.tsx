import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router-dom";
import type { LoginOverlayLoginMutation } from "../__generated__/LoginOverlayLoginMutation.graphql.ts";
import type { LoginOverlayResetMutation } from "../__generated__/LoginOverlayResetMutation.graphql.ts";
import { emailProblem, loginProblems } from "../auth/account-rules.ts";
import { forgetReturnPath, takeReturnPath } from "../auth/return-path.ts";
import { setToken } from "../auth/token-store.ts";
import { useLang } from "../hooks/useLang.ts";
import { createThrottle } from "../hooks/throttle.ts";
import { ApiError } from "../relay/api-error.ts";
import { afterLoginPath, withoutRedirect } from "../routes/paths.ts";
import { FormMessage, TextField, useFailureMessage, useForm } from "./forms.tsx";
import { Logo } from "./Logo.tsx";
import { useModalDialog } from "./useModalDialog.ts";
import "./LoginOverlay.css";

/** At most one reset request per this many milliseconds. */
export const RESET_REQUEST_INTERVAL_MS = 500;

/** Opening the overlay with this navigation state shows the reset-request form first. */
export interface LoginOverlayState {
  resetPassword?: boolean;
}

/**
 * The login screen: a modal dialog above the page it was opened from (/…/login). It switches
 * between the login form and the password-reset request. Closing (the × button or Escape)
 * returns to the page under it; logging in stores the token and goes where `afterLoginPath` says.
 */
export function LoginOverlay({ pagePath, search }: { pagePath: string; search: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const { state } = useLocation();
  const [mode, setMode] = useState<"login" | "reset">((state as LoginOverlayState | null)?.resetPassword ? "reset" : "login");
  const dialog = useRef<HTMLDialogElement>(null);

  const close = () => {
    forgetReturnPath();
    navigate(`${pagePath}${withoutRedirect(search)}`);
  };
  useModalDialog(dialog, close);
  // Switching between the two forms puts the focus in the new one.
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) dialog.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    switched.current = true;
  }, [mode]);

  const loggedIn = (token: string) => {
    setToken(token);
    navigate(afterLoginPath({ lang, pagePath, search, returnPath: takeReturnPath() }), { replace: true });
  };

  return (
    <dialog ref={dialog} className="login-overlay" aria-modal="true" aria-label={mode === "login" ? t("login.dialogLabel") : t("login.resetLabel")}>
      <button type="button" className="login-overlay__close" onClick={close} aria-label={t("app.close")}>
        <span aria-hidden="true">×</span>
      </button>
      <div className="login-overlay__logo">
        <Logo />
      </div>
      {mode === "login" ? <LoginForm onLoggedIn={loggedIn} onForgotPassword={() => setMode("reset")} /> : <ResetRequestForm onBack={() => setMode("login")} />}
    </dialog>
  );
}

function LoginForm({ onLoggedIn, onForgotPassword }: { onLoggedIn: (token: string) => void; onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const failureMessage = useFailureMessage();
  const { form, values, text, showProblems, showServerErrors, clearErrors } = useForm({ email: "", password: "" });
  const [error, setError] = useState<string | null>(null);
  const [commit, submitting] = useMutation<LoginOverlayLoginMutation>(graphql`
    mutation LoginOverlayLoginMutation($email: String!, $password: String!) {
      login(email: $email, password: $password)
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems = loginProblems(values);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    clearErrors();
    commit({
      variables: { email: values.email.trim(), password: values.password },
      onCompleted: ({ login }) => onLoggedIn(login),
      onError: (failure) => {
        // The spec names this one text in every language; other failures keep the server's words.
        if (failure instanceof ApiError && failure.code === "WRONG_CREDENTIALS") return setError(t("login.wrongCredentials"));
        showServerErrors(failure);
        setError(failureMessage(failure));
      },
    });
  };

  return (
    <>
      <h2 className="login-overlay__title">{t("login.welcome")}</h2>
      <p className="login-overlay__prompt">{t("login.prompt")}</p>
      <form ref={form} className="login-overlay__form" onSubmit={submit} noValidate>
        <TextField form="login" label={t("login.email")} type="email" autoComplete="username" required data-autofocus {...text("email")} />
        <TextField form="login" label={t("login.password")} type="password" autoComplete="current-password" required {...text("password")} />
        <button type="button" className="link-button login-overlay__forgot" onClick={onForgotPassword}>
          {t("login.forgotPassword")}
        </button>
        <button type="submit" className="button login-overlay__submit" disabled={submitting}>
          {submitting ? t("login.submitting") : t("login.submit")}
        </button>
        <FormMessage error={error} />
      </form>
      <p className="login-overlay__register">
        {t("login.noAccount")} <Link to={`/${lang}/registracia`}>{t("login.register")}</Link>
      </p>
    </>
  );
}

function ResetRequestForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const { form, values, text, showProblems, showServerErrors, clearErrors } = useForm({ email: "" });
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const throttle = useMemo(() => createThrottle(RESET_REQUEST_INTERVAL_MS), []);
  const back = useRef<HTMLButtonElement>(null);
  // The form is gone once sent: the focus goes to the way back rather than nowhere.
  useEffect(() => {
    if (sentTo) back.current?.focus();
  }, [sentTo]);
  const [commit, sending] = useMutation<LoginOverlayResetMutation>(graphql`
    mutation LoginOverlayResetMutation($email: String!) {
      sendResetPasswordRequest(email: $email)
    }
  `);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    throttle(() => {
      setError(null);
      const problem = emailProblem(values.email);
      if (problem) return showProblems({ email: problem });
      clearErrors();
      const email = values.email.trim();
      commit({
        variables: { email },
        onCompleted: () => setSentTo(email),
        onError: (failure) => {
          showServerErrors(failure);
          setError(failureMessage(failure));
        },
      });
    });
  };

  return (
    <>
      <h2 className="login-overlay__title">{t("login.resetTitle")}</h2>
      {sentTo ? (
        <p className="login-overlay__sent" role="status">
          {t("login.resetSent", { email: sentTo })}
        </p>
      ) : (
        <>
          <p className="login-overlay__prompt">{t("login.resetPrompt")}</p>
          <form ref={form} className="login-overlay__form" onSubmit={submit} noValidate>
            <TextField form="reset-request" label={t("login.email")} type="email" autoComplete="email" required data-autofocus {...text("email")} />
            <button type="submit" className="button login-overlay__submit" disabled={sending}>
              {sending ? t("login.resetSubmitting") : t("login.resetSubmit")}
            </button>
            <FormMessage error={error} />
          </form>
        </>
      )}
      <button ref={back} type="button" className="link-button login-overlay__back" onClick={onBack}>
        <span aria-hidden="true">← </span>
        {t("login.backToLogin")}
      </button>
    </>
  );
}
