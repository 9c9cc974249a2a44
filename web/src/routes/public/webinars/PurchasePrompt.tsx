import { useId } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { saveReturnPath } from "../../../auth/return-path.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Button, ButtonLink } from "../../../ui/Button.tsx";
import { loginPathFor } from "../../paths.ts";
import { purchasePath, registerPath, type Product } from "./webinar-paths.ts";

/**
 * In the place of the player (or a pack's buy button): a guest logs in (and comes back here) or
 * registers and pays in one go; a signed-in user without an admission pays.
 */
export function PurchasePrompt({ product, slug, signIn, free = false }: { product: Product; slug: string; signIn: boolean; free?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const titleId = useId();
  const isPack = product === "pack";
  const logIn = () => {
    saveReturnPath(pathname);
    void navigate(loginPathFor(pathname, lang));
  };
  return (
    <section className={`access-gate access-gate--${isPack ? "panel" : "player"} webinar-prompt`} aria-labelledby={titleId}>
      <span className="access-gate__icon" aria-hidden="true" />
      <h2 id={titleId} className="access-gate__title">
        {isPack ? t("packs.buy") : free ? t("webinars.freeTitle") : signIn ? t("webinars.signInTitle") : t("webinars.buyTitle")}
      </h2>
      <p className="access-gate__text">{signIn ? (isPack ? t("packs.accessNote") : t("webinars.signInText")) : free ? t("purchase.freeText") : t("webinars.buyText")}</p>
      <div className="access-gate__actions">
        {signIn ? (
          <>
            <Button onClick={logIn}>{t("webinars.logIn")}</Button>
            <ButtonLink variant="secondary" to={registerPath(lang, product, slug)}>
              {t("webinars.registerAndBuy")}
            </ButtonLink>
          </>
        ) : (
          <ButtonLink to={purchasePath(lang, product, slug)}>{free ? t("purchase.getFree") : isPack ? t("packs.buy") : t("webinars.buy")}</ButtonLink>
        )}
      </div>
    </section>
  );
}
