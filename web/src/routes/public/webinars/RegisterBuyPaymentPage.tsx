import { useMemo } from "react";
import { Navigate, useNavigate, useParams } from "react-router-dom";
import type { PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useGetWebinarPackRegisterIntentMutation } from "../../../mutations/useGetWebinarPackRegisterIntentMutation.ts";
import { useGetWebinarRegisterIntentMutation } from "../../../mutations/useGetWebinarRegisterIntentMutation.ts";
import { useLoginMutation } from "../../../mutations/useLoginMutation.ts";
import { useRegisterIndividualWithProductMutation } from "../../../mutations/useRegisterIndividualWithProductMutation.ts";
import { API_PAYMENT_METHOD, Checkout, type PaymentMethod } from "../../../payments/Checkout.tsx";
import { issuedInvoiceOf } from "../../../payments/InvoiceNotice.tsx";
import { ButtonLink } from "../../../ui/Button.tsx";
import {
  completedRegistration,
  forgetRegistration,
  registrationPurchaseKey,
} from "../registration/registration-storage.ts";
import { individualRegistration } from "../registration/registration-variables.ts";
import { FreeClaim } from "./FreeClaim.tsx";
import { ProductFacts } from "./ProductFacts.tsx";
import { ProductLoader, type ProductSummary } from "./ProductLoader.tsx";
import { registerBuyKey } from "./RegisterBuyPage.tsx";
import { RegisterBuyStep } from "./RegisterBuyStep.tsx";
import { afterPurchasePath, registerPath, type Product } from "./webinar-paths.ts";

/** …/registracia/platba: step 2 of register-and-buy. Without the first step's values it goes back there. */
export function RegisterBuyPaymentPage({ product }: { product: Product }) {
  const lang = useLang();
  const { slug = "" } = useParams();
  const values = useMemo(() => completedRegistration(registerBuyKey(product, slug)), [product, slug]);
  if (!values) return <Navigate replace to={registerPath(lang, product, slug)} />;
  return (
    <ProductLoader product={product} slug={slug}>
      {(summary) => <RegisterBuyPayment summary={summary} values={values} />}
    </ProductLoader>
  );
}

/** The register-and-buy mutations for a webinar or a pack. */
function useRegisterBuyCalls(product: Product, id: number, values: PaidRegistrationValues) {
  const [webinarIntent] = useGetWebinarRegisterIntentMutation();
  const [packIntent] = useGetWebinarPackRegisterIntentMutation();
  const [registerWith] = useRegisterIndividualWithProductMutation(product);
  const email = values.email.trim();
  return {
    intent: async () =>
      product === "webinar"
        ? (await webinarIntent({ webinarId: id, email })).getWebinarRegisterIntent
        : (await packIntent({ webinarPackId: id, email })).getWebinarPackRegisterIntent,
    register: (method: PaymentMethod | "free", paymentId: string | null) =>
      registerWith(id, {
        ...individualRegistration(values),
        paymentMethod: method === "free" ? "free" : API_PAYMENT_METHOD[method],
        paymentId,
      }),
  };
}

/**
 * Card or invoice. Once registered (and paid by card), the new user is logged in with the same
 * details, the stored values and the card payment are forgotten, and the buyer goes where
 * visitor-side §4 says: a pack by card to the thank-you page with `login`, a webinar by card to its
 * page, an invoice to the thank-you page. A free one registers with one button (no method, no card
 * payment) and goes where a card purchase goes.
 */
function RegisterBuyPayment({ summary, values }: { summary: ProductSummary; values: PaidRegistrationValues }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [logIn] = useLoginMutation();
  const { product, id, slug } = summary;
  const key = registerBuyKey(product, slug);
  const calls = useRegisterBuyCalls(product, id, values);
  const complete = async (method: PaymentMethod | "free", paymentId: string | null) => {
    const result = await calls.register(method, paymentId);
    await logIn({ email: values.email.trim(), password: values.password }).catch(() => undefined);
    forgetRegistration(key);
    const done = method === "free" ? "card" : method;
    void navigate(afterPurchasePath({ lang, product, slug, method: done, registered: true }), {
      state: { invoice: method === "free" ? null : issuedInvoiceOf(method, result) },
    });
  };
  const back = (
    <ButtonLink variant="secondary" to={registerPath(lang, product, slug)}>
      {t("register.back")}
    </ButtonLink>
  );
  return (
    <RegisterBuyStep title={summary.title} current={2} free={summary.free}>
      <ProductFacts summary={summary} />
      <p className="registration__who">
        {summary.free ? t("purchase.user") : t("purchase.buyer")}: <strong>{values.fullname.trim()}</strong> (
        {values.email.trim()})
      </p>
      {summary.free ? (
        <FreeClaim product={product} label={t("register.finishFree")} claim={() => complete("free", null)}>
          {back}
        </FreeClaim>
      ) : (
        <Checkout
          settings={summary.settings}
          purchaseKey={registrationPurchaseKey(key)}
          requestCardIntent={calls.intent}
          invoiceAllowed
          methodTexts={{ card: t("purchase.cardText"), invoice: t("purchase.invoiceText") }}
          priceText={summary.priceText}
          complete={complete}
          submitLabels={{ card: t("register.finishCard"), invoice: t("register.finishInvoice") }}
          completingLabel={t("registration.submitting")}
        >
          {back}
        </Checkout>
      )}
    </RegisterBuyStep>
  );
}
