import { useTranslation } from "../../i18n/useTranslation.tsx";
import { useLocation, useNavigate } from "react-router-dom";
import { saveReturnPath } from "../../auth/return-path.ts";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLang } from "../../hooks/useLang.ts";
import { loginPathFor } from "../paths.ts";

/** The profile area without a logged-in user: a login button that comes back here afterwards. */
export function LoginRequired() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const logIn = () => {
    saveReturnPath(`${pathname}${search}`);
    navigate(loginPathFor(pathname, lang));
  };
  return (
    <section className="notice">
      <PageTitle title={t("profile.loginRequiredTitle")} />
      <p>{t("profile.loginRequiredText")}</p>
      <button type="button" className="button" onClick={logIn}>
        {t("profile.logIn")}
      </button>
    </section>
  );
}
