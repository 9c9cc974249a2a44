import { useLocation, useNavigate } from "react-router-dom";
import { saveReturnPath } from "../../../auth/return-path.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { AccessGate } from "../../../ui/AccessGate.tsx";
import { Button, ButtonLink } from "../../../ui/Button.tsx";
import { loginPathFor } from "../../paths.ts";
import { purchasePath, registerPath, type Product } from "./webinar-paths.ts";

/** The prompt's heading and text: a pack or a webinar, a guest or a signed-in user, free or for a price. */
function usePromptTexts(isPack: boolean, signIn: boolean, free: boolean): { title: string; text: string } {
  const { t } = useTranslation();
  if (isPack && free)
    return { title: t("packs.freeTitle"), text: signIn ? t("packs.freeAccessNote") : t("packs.freeText") };
  if (isPack) return { title: t("packs.buy"), text: signIn ? t("packs.accessNote") : t("webinars.buyText") };
  if (free)
    return { title: t("webinars.freeTitle"), text: signIn ? t("webinars.freeSignInText") : t("purchase.freeText") };
  return signIn
    ? { title: t("webinars.signInTitle"), text: t("webinars.signInText") }
    : { title: t("webinars.buyTitle"), text: t("webinars.buyText") };
}

/**
 * In the place of the player (or a pack's buy button): a guest logs in (and comes back here) or
 * registers and pays (gets, when it is free) in one go; a signed-in user without an admission pays.
 * It is the access gate's panel, with the purchase's heading, text and actions.
 */
export function PurchasePrompt({
  product,
  slug,
  signIn,
  free = false,
}: {
  product: Product;
  slug: string;
  signIn: boolean;
  free?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isPack = product === "pack";
  const { title, text } = usePromptTexts(isPack, signIn, free);
  const logIn = () => {
    saveReturnPath(pathname);
    void navigate(loginPathFor(pathname, lang));
  };
  const actions = signIn ? (
    <>
      <Button onClick={logIn}>{t("webinars.logIn")}</Button>
      <ButtonLink variant="secondary" to={registerPath(lang, product, slug)}>
        {free ? t("webinars.registerAndGet") : t("webinars.registerAndBuy")}
      </ButtonLink>
    </>
  ) : (
    <ButtonLink to={purchasePath(lang, product, slug)}>
      {free ? t("purchase.getFree") : isPack ? t("packs.buy") : t("webinars.buy")}
    </ButtonLink>
  );
  return (
    <AccessGate reason="purchase" shape={isPack ? "panel" : "player"} title={title} text={text} actions={actions} />
  );
}
