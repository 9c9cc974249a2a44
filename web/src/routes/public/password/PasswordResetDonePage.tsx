import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, Navigate } from "react-router-dom";
import { Page } from "../../../components/PageTitle.tsx";
import type { LoginOverlayState } from "../../../components/LoginOverlay.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useCompletedFlow } from "../../flow-completion.ts";
import "./Password.css";
import { ButtonLink } from "../../../ui/Button.tsx";
import { loginPath } from "../../paths.ts";

/**
 * heslo-zresetovane: the new password is set; log in with it (the overlay opens above home). Only
 * right after a reset: opened otherwise, it goes to the start of a reset, the request form.
 */
export function PasswordResetDonePage() {
  const { t } = useTranslation();
  const lang = useLang();
  if (!useCompletedFlow("passwordReset"))
    return <Navigate replace to={loginPath(lang)} state={{ resetPassword: true } satisfies LoginOverlayState} />;
  return (
    <Page className="password-page" title={t("reset.doneTitle")}>
      <p className="password-page__done" role="status">
        {t("reset.doneText")}
      </p>
      <ButtonLink to={loginPath(lang)}>{t("reset.logIn")}</ButtonLink>
    </Page>
  );
}
