import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { useAuthToken } from "../../../auth/token-store.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { StepIndicator } from "./StepIndicator.tsx";
import "./Registration.css";

/**
 * After a trial registration (which also logs the new user in). A visitor who is not logged in
 * gets a login button: the overlay opens above this page, and logging in from here goes home.
 */
export function RegistrationThanksPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const loggedIn = useAuthToken() !== null;
  return (
    <div className="page registration">
      <title>{`${t("registration.thanksTitle")} – ${t("app.name")}`}</title>
      <StepIndicator steps={[t("registration.steps.details"), t("registration.steps.done")]} current={2} />
      <div className="registration__thanks">
        <h1>{t("registration.thanksTitle")}</h1>
        <p>{t("registration.thanksText")}</p>
        <p>{loggedIn ? t("registration.thanksLoggedIn") : t("registration.thanksLogIn")}</p>
        {loggedIn ? (
          <Link className="button" to={`/${lang}/`}>
            {t("registration.toVideos")}
          </Link>
        ) : (
          <Link className="button" to={`${pathname.replace(/\/+$/, "")}/login`}>
            {t("registration.logIn")}
          </Link>
        )}
      </div>
    </div>
  );
}
