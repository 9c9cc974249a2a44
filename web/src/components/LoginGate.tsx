import { useTranslation } from "../i18n/useTranslation.tsx";
import { useLocation, useNavigate } from "react-router-dom";
import { saveReturnPath } from "../auth/return-path.ts";
import { useLang } from "../hooks/useLang.ts";
import { loginPathFor } from "../routes/paths.ts";
import "./LoginGate.css";

/** Shown instead of content the visitor may not open: log in (and come back here) or register. */
export function LoginGate() {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  const logIn = () => {
    saveReturnPath(`${pathname}${search}`);
    navigate(loginPathFor(pathname, lang));
  };

  return (
    <div className="login-gate">
      <h2 className="login-gate__title">{t("video.gateTitle")}</h2>
      <p>{t("video.gateText")}</p>
      <div className="login-gate__actions">
        <button type="button" className="button" onClick={logIn}>
          {t("video.gateLogin")}
        </button>
        <button type="button" className="button button--secondary" onClick={() => navigate(`/${lang}/registracia`)}>
          {t("video.gateRegister")}
        </button>
      </div>
    </div>
  );
}
