import { useEffect, useMemo, useRef, useState } from "react";
import { useTexts } from "../i18n/useTexts.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { emailProblem, loginProblems } from "../auth/account-rules.ts";
import { loginRefusalOf, type LoginRefusal } from "../auth/login-refusal.ts";
import { forgetReturnPath, takeReturnPath } from "../auth/return-path.ts";
import { useLang } from "../hooks/useLang.ts";
import { createThrottle } from "../hooks/throttle.ts";
import { useLoginMutation } from "../mutations/useLoginMutation.ts";
import { useSendResetPasswordRequestMutation } from "../mutations/useSendResetPasswordRequestMutation.ts";
import { ApiError } from "../relay/api-error.ts";
import { afterLoginPath, withoutRedirect } from "../routes/paths.ts";
import { Dialog } from "../ui/Dialog.tsx";
import { FormMessage, SubmitButton } from "../ui/FormMessage.tsx";
import { PasswordField } from "../ui/PasswordField.tsx";
import { TextField } from "../ui/TextField.tsx";
import { useForm, useFormSubmit } from "./useForm.ts";
import { Logo } from "./Logo.tsx";
import { paths } from "../routes/route-table.ts";
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
 * returns to the page under it; logging in marks the tab signed in and goes where `afterLoginPath` says.
 */
export function LoginOverlay({ pagePath, search }: { pagePath: string; search: string }) {
  useTexts("account");
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLang();
  const { state } = useLocation();
  const [mode, setMode] = useState<"login" | "reset">(
    (state as LoginOverlayState | null)?.resetPassword ? "reset" : "login",
  );
  // the address typed into the login form goes on to the reset form
  const [resetEmail, setResetEmail] = useState("");
  const body = useRef<HTMLDivElement>(null);

  const close = () => {
    forgetReturnPath();
    navigate(`${pagePath}${withoutRedirect(search)}`);
  };
  // Switching between the two forms puts the focus in the new one.
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) body.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    switched.current = true;
  }, [mode]);

  const loggedIn = () => {
    navigate(afterLoginPath({ lang, pagePath, search, returnPath: takeReturnPath() }), { replace: true });
  };

  return (
    <Dialog
      className="login-overlay"
      label={mode === "login" ? t("login.dialogLabel") : t("login.resetLabel")}
      onClose={close}
      closeButton
    >
      <div ref={body}>
        <div className="login-overlay__logo">
          <Logo />
        </div>
        {mode === "login" ? (
          <LoginForm
            onLoggedIn={loggedIn}
            onForgotPassword={(email) => {
              setResetEmail(email.trim());
              setMode("reset");
            }}
          />
        ) : (
          <ResetRequestForm email={resetEmail} onBack={() => setMode("login")} />
        )}
      </div>
    </Dialog>
  );
}

/** The login form's state: a refusal by a limit is kept, to offer a new password when the account's own limit held. */
function useLoginForm(onLoggedIn: () => void) {
  const { t } = useTranslation();
  const form = useForm({ email: "", password: "" });
  const [logIn, submitting] = useLoginMutation();
  const [refusal, setRefusal] = useState<LoginRefusal>();
  const { submit, outcome } = useFormSubmit(form, {
    check: loginProblems,
    send: async ({ email, password }) => {
      setRefusal(undefined);
      try {
        await logIn({ email: email.trim(), password });
      } catch (failure) {
        setRefusal(loginRefusalOf(failure));
        throw failure;
      }
      onLoggedIn();
    },
    // The spec names this one text in every language; a refusal says how long to wait; other failures keep the server's words.
    failureText: (failure) => {
      if (failure instanceof ApiError && failure.code === "WRONG_CREDENTIALS") return t("login.wrongCredentials");
      const refused = loginRefusalOf(failure);
      return refused && refusalText(refused, t);
    },
  });
  return { form, submitting, refusal, submit, outcome };
}

function LoginForm({
  onLoggedIn,
  onForgotPassword,
}: {
  onLoggedIn: () => void;
  onForgotPassword: (email: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { form, submitting, refusal, submit, outcome } = useLoginForm(onLoggedIn);
  const { text } = form;

  return (
    <>
      <h2 className="login-overlay__title">{t("login.welcome")}</h2>
      <p className="login-overlay__prompt">{t("login.prompt")}</p>
      <form ref={form.form} className="login-overlay__form" onSubmit={submit} noValidate>
        <TextField
          form="login"
          label={t("login.email")}
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...text("email")}
        />
        <PasswordField form="login" label={t("login.password")} current {...text("password")} />
        <button
          type="button"
          className="link-button login-overlay__forgot"
          onClick={() => onForgotPassword(form.values.email)}
        >
          {t("login.forgotPassword")}
        </button>
        <SubmitButton
          className="login-overlay__submit"
          label={t("login.submit")}
          busyLabel={t("login.submitting")}
          busy={submitting}
        />
        <FormMessage error={outcome.error} />
        {refusal?.limitedBy === "account" ? (
          <button
            type="button"
            className="link-button login-overlay__reset-now"
            onClick={() => onForgotPassword(form.values.email)}
          >
            {t("login.setNewPassword")}
          </button>
        ) : null}
      </form>
      <p className="login-overlay__register">
        {t("login.noAccount")} <Link to={paths.registration(lang)}>{t("login.register")}</Link>
      </p>
    </>
  );
}

/** How long to wait, and for the account's own limit, that a new password lets the owner in at once. */
function refusalText(refusal: LoginRefusal, t: ReturnType<typeof useTranslation>["t"]): string {
  const wait =
    "seconds" in refusal.wait
      ? t("login.waitSeconds", { seconds: refusal.wait.seconds })
      : t("login.waitMinutes", { minutes: refusal.wait.minutes });
  return refusal.limitedBy === "account" ? t("login.accountLimited", { wait }) : t("login.tooManyAttempts", { wait });
}

function ResetRequestForm({ email: typed, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ email: typed });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendResetPasswordRequest, sending] = useSendResetPasswordRequestMutation();
  const { submit, outcome } = useFormSubmit(form, {
    check: ({ email }) => {
      const problem = emailProblem(email);
      return problem ? { email: problem } : {};
    },
    send: async ({ email }) => {
      await sendResetPasswordRequest({ email: email.trim() });
      setSentTo(email.trim());
    },
  });
  const throttle = useMemo(() => createThrottle(RESET_REQUEST_INTERVAL_MS), []);
  const back = useRef<HTMLButtonElement>(null);
  // The form is gone once sent: the focus goes to the way back rather than nowhere.
  useEffect(() => {
    if (sentTo) back.current?.focus();
  }, [sentTo]);
  const { text } = form;

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
          <form
            ref={form.form}
            className="login-overlay__form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!sending) throttle(() => submit());
            }}
            noValidate
          >
            <TextField
              form="reset-request"
              label={t("login.email")}
              type="email"
              autoComplete="email"
              required
              data-autofocus
              {...text("email")}
            />
            <SubmitButton
              className="login-overlay__submit"
              label={t("login.resetSubmit")}
              busyLabel={t("login.resetSubmitting")}
              busy={sending}
            />
            <FormMessage error={outcome.error} />
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
