import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link } from "react-router-dom";
import { Page } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import "./Password.css";

/** heslo-zresetovane: the new password is set; log in with it (the overlay opens above home). */
export function PasswordResetDonePage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Page className="password-page" title={t("reset.doneTitle")}>
      <p className="password-page__done" role="status">
        {t("reset.doneText")}
      </p>
      <Link className="button" to={`/${lang}/login`}>
        {t("reset.logIn")}
      </Link>
    </Page>
  );
}
