import type { Ref } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Button } from "../ui/Button.tsx";
import { Loading } from "../ui/Loading.tsx";
import type { CardPaymentHandle } from "./card-payment-handle.ts";
import { CardPayment } from "./CardPayment.tsx";
import type { CardIntentState } from "./useCardIntent.ts";

interface Props {
  card: Ref<CardPaymentHandle>;
  cardIntent: CardIntentState;
  settings: { provider: string; publishableKey: string | null | undefined };
  /** The price as shown before the card payment is prepared. */
  priceText: string;
  busy: boolean;
}

/**
 * The card part of the checkout: the amount and who processes the card (a badge), then the provider's card form once the payment is
 * prepared (or that it is paid already); while it is prepared a spinner, and when that failed
 * the reason with a retry button.
 */
export function CheckoutCard({ card, cardIntent: { intent, error, retry }, settings, priceText, busy }: Props) {
  const { t } = useTranslation();
  return (
    <section className="checkout__card" aria-label={t("payment.cardTitle")}>
      <p className="checkout__amount">
        {t("payment.amount")}: <strong>{intent?.amountText ?? priceText}</strong>
      </p>
      <p className="checkout__provider">
        <span className="badge">
          {t("payment.card.providerBadge", {
            provider: settings.provider === "stripe" ? "Stripe" : t("payment.card.providerTest"),
          })}
        </span>
      </p>
      {intent?.paid && (
        <p className="checkout__paid" role="status">
          {t("payment.alreadyPaid")}
        </p>
      )}
      {intent && !intent.paid && (
        <CardPayment ref={card} provider={settings.provider} publishableKey={settings.publishableKey} disabled={busy} />
      )}
      {!intent && error && (
        <div className="checkout__intent-error">
          <p className="form-message form-message--error" role="alert">
            {error}
          </p>
          <Button variant="secondary" size="small" onClick={retry}>
            {t("app.tryAgain")}
          </Button>
        </div>
      )}
      {!intent && !error && <Loading label={t("payment.preparing")} />}
    </section>
  );
}
