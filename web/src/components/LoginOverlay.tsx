import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import "./LoginOverlay.css";

/**
 * The login screen is a modal above the page it was opened from (/…/login). The form comes with
 * accounts; until then the overlay says it is being prepared. A native modal dialog keeps focus
 * inside and closes on Escape; closing returns to the page under it.
 */
export function LoginOverlay({ closeTo }: { closeTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  const close = () => navigate(closeTo);

  return (
    <dialog
      ref={dialog}
      className="login-overlay"
      aria-labelledby="login-overlay-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <button type="button" className="login-overlay__close" onClick={close} aria-label={t("app.close")}>
        ×
      </button>
      <h2 id="login-overlay-title">{t("notice.loginTitle")}</h2>
      <p>{t("notice.loginText")}</p>
      <button type="button" className="button" onClick={close}>
        {t("app.close")}
      </button>
    </dialog>
  );
}
