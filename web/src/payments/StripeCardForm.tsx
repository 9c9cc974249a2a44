import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe, type StripeElementLocale } from "@stripe/stripe-js";
import { useImperativeHandle, useState, type Ref } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import type { Lang } from "../i18n/index.ts";
import { useLang } from "../hooks/useLang.ts";
import type { CardPaymentHandle } from "./card-payment-handle.ts";
import { CardError } from "./CardError.tsx";

/** Stripe.js is loaded once per key, from Stripe's host (as Stripe requires), only when a card is paid. */
const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripes.get(publishableKey);
  if (!stripe) stripes.set(publishableKey, (stripe = loadStripe(publishableKey)));
  return stripe;
};

const STRIPE_LOCALES: Record<Lang, StripeElementLocale> = { sk: "sk", cz: "cs", en: "en", es: "es" };

/**
 * The card field of Stripe Elements (the postal code hidden), when the server has a Stripe key.
 * Confirming calls stripe.confirmCardPayment with the intent's client secret; Stripe itself runs
 * 3-D Secure when the bank asks for it. Stripe's message for a refused card shows under the field.
 */
export default function StripeCardForm({
  ref,
  publishableKey,
  disabled,
}: {
  ref: Ref<CardPaymentHandle>;
  publishableKey: string;
  disabled: boolean;
}) {
  const lang = useLang();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: STRIPE_LOCALES[lang] }}>
      <StripeCardField ref={ref} disabled={disabled} />
    </Elements>
  );
}

function StripeCardField({ ref, disabled }: { ref: Ref<CardPaymentHandle>; disabled: boolean }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    () => ({
      async confirm(clientSecret) {
        setCardError(null);
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) {
          setCardError(t("payment.card.notReady"));
          return false;
        }
        const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, { payment_method: { card } });
        if (error) {
          setCardError(error.message ?? t("payment.card.declined"));
          return false;
        }
        if (paymentIntent?.status === "succeeded") return true;
        setCardError(t("payment.card.notCompleted"));
        return false;
      },
    }),
    [stripe, elements, t],
  );

  return (
    <div className="card-form card-form--stripe">
      <div className="field">
        <span className="field__label">
          <span id="stripe-card-label" className="card-form__label">
            {t("payment.card.details")}
          </span>
        </span>
        <div className="card-form__stripe-field" role="group" aria-labelledby="stripe-card-label">
          <CardElement
            options={{
              hidePostalCode: true,
              disabled,
              style: {
                base: { fontSize: "16px", color: "#1d2a2f", fontFamily: "system-ui, sans-serif" },
                invalid: { color: "#b42318" },
              },
            }}
            onChange={(event) => setCardError(event.error?.message ?? null)}
          />
        </div>
      </div>
      <CardError error={cardError} />
    </div>
  );
}
