import { useTranslation } from "../../i18n/useTranslation.tsx";
import { useLocation, useNavigate } from "react-router-dom";
import { saveReturnPath } from "../../auth/return-path.ts";
import { useLang } from "../../hooks/useLang.ts";
import { Button } from "../../ui/Button.tsx";
import { Notice } from "../../ui/Notice.tsx";
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
    <Notice
      title={t("profile.loginRequiredTitle")}
      text={t("profile.loginRequiredText")}
      action={<Button onClick={logIn}>{t("profile.logIn")}</Button>}
    />
  );
}
