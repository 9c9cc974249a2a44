import { useLocation, useNavigate, useParams } from "react-router-dom";
import { useSessionKey } from "../../../auth/session-store.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useGetWebinarIntentMutation } from "../../../mutations/useGetWebinarIntentMutation.ts";
import { useGetWebinarPackIntentMutation } from "../../../mutations/useGetWebinarPackIntentMutation.ts";
import { usePayForWebinarMutation } from "../../../mutations/usePayForWebinarMutation.ts";
import { usePayForWebinarPackMutation } from "../../../mutations/usePayForWebinarPackMutation.ts";
import { API_PAYMENT_METHOD, Checkout, type PaymentMethod } from "../../../payments/Checkout.tsx";
import { issuedInvoiceOf } from "../../../payments/InvoiceNotice.tsx";
import { Button, ButtonLink } from "../../../ui/Button.tsx";
import { Notice } from "../../../ui/Notice.tsx";
import { loginPathFor } from "../../paths.ts";
import { ProductLoader, type ProductSummary } from "./ProductLoader.tsx";
import { FreeClaim } from "./FreeClaim.tsx";
import { ProductFacts } from "./ProductFacts.tsx";
import { afterPurchasePath, registerPath, type Product } from "./webinar-paths.ts";

/**
 * /{lang}/webinar/{slug}/zakupenie and /{lang}/balik-webinarov/{slug}/zakupenie: a signed-in user
 * buys by invoice or card (card entry, the amount, the provider's badge); a guest is told that only
 * registered users buy (get, when it is free). A free one skips the method: one button, then
 * where a card purchase goes. Back goes back in history.
 */
export function PurchasePage({ product }: { product: Product }) {
  const { slug = "" } = useParams();
  const loggedIn = useSessionKey() !== null;
  return (
    <ProductLoader product={product} slug={slug}>
      {(summary) => (loggedIn ? <Purchase summary={summary} /> : <GuestNotice summary={summary} />)}
    </ProductLoader>
  );
}

/** A guest is told that only registered users buy (or get, when it is free), and where to go. */
function GuestNotice({ summary: { product, slug, free } }: { summary: ProductSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  return (
    <Notice
      title={free ? t("purchase.onlyRegisteredFree") : t("purchase.onlyRegistered")}
      text={free ? t("purchase.onlyRegisteredFreeAction") : t("purchase.onlyRegisteredAction")}
      action={
        <div className="form-actions">
          <ButtonLink to={loginPathFor(pathname, lang)}>{t("webinars.logIn")}</ButtonLink>
          <ButtonLink variant="secondary" to={registerPath(lang, product, slug)}>
            {free ? t("webinars.registerAndGet") : t("webinars.registerAndBuy")}
          </ButtonLink>
        </div>
      }
    />
  );
}

/** The signed-in purchase's mutations for a webinar or a pack. */
function usePurchaseCalls(product: Product, id: number) {
  const [getWebinarIntent] = useGetWebinarIntentMutation();
  const [getWebinarPackIntent] = useGetWebinarPackIntentMutation();
  const [payForWebinar] = usePayForWebinarMutation();
  const [payForWebinarPack] = usePayForWebinarPackMutation();
  return {
    intent: async () =>
      product === "webinar"
        ? (await getWebinarIntent({ webinarId: id })).getWebinarIntent
        : (await getWebinarPackIntent({ webinarPackId: id })).getWebinarPackIntent,
    pay: async (method: PaymentMethod | "free", paymentId: string | null) => {
      const payment = { paymentMethod: method === "free" ? "free" : API_PAYMENT_METHOD[method], paymentId };
      return product === "webinar"
        ? (await payForWebinar({ webinarId: id, ...payment })).payForWebinar
        : (await payForWebinarPack({ webinarPackId: id, ...payment })).payForWebinarPack;
    },
  };
}

function Purchase({ summary }: { summary: ProductSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { product, id, slug } = summary;
  const calls = usePurchaseCalls(product, id);
  const complete = async (method: PaymentMethod, paymentId: string | null) => {
    const result = await calls.pay(method, paymentId);
    void navigate(afterPurchasePath({ lang, product, slug, method, registered: false }), {
      state: { invoice: issuedInvoiceOf(method, result) },
    });
  };
  const back = (
    <Button variant="secondary" onClick={() => void navigate(-1)}>
      {t("purchase.back")}
    </Button>
  );
  const claimFree = async () => {
    await calls.pay("free", null);
    void navigate(afterPurchasePath({ lang, product, slug, method: "card", registered: false }));
  };
  return (
    <div className="page webinar-purchase">
      <PageTitle title={t(summary.free ? "purchase.freeTitle" : "purchase.title", { title: summary.title })} />
      <ProductFacts summary={summary} />
      {summary.free && summary.admittedUntil ? (
        <div className="form-actions">{back}</div>
      ) : summary.free ? (
        <FreeClaim product={product} label={t("purchase.getFree")} claim={claimFree}>
          {back}
        </FreeClaim>
      ) : (
        <Checkout
          settings={summary.settings}
          purchaseKey={`${product}.${id}`}
          requestCardIntent={calls.intent}
          invoiceAllowed
          methodTexts={{ card: t("purchase.cardText"), invoice: t("purchase.invoiceText") }}
          priceText={summary.priceText}
          complete={complete}
          submitLabels={{ card: t("purchase.finishCard"), invoice: t("purchase.finishInvoice") }}
          completingLabel={t("purchase.completing")}
        >
          {back}
        </Checkout>
      )}
    </div>
  );
}
