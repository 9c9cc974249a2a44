import { lazy, Suspense, type Ref } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Loading } from "../ui/Loading.tsx";
import type { CardPaymentHandle } from "./card-payment-handle.ts";
import { TestCardForm } from "./TestCardForm.tsx";

// Stripe's libraries are needed only where Stripe takes the cards.
const StripeCardForm = lazy(() => import("./StripeCardForm.tsx"));

/**
 * The card form of the configured provider: Stripe Elements with the publishable key, or the
 * built-in test provider's form (clearly labelled as a test).
 */
export function CardPayment({
  ref,
  provider,
  publishableKey,
  disabled,
}: {
  ref: Ref<CardPaymentHandle>;
  provider: string;
  publishableKey: string | null | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  if (provider === "test") return <TestCardForm ref={ref} disabled={disabled} />;
  if (provider === "stripe" && publishableKey) {
    return (
      <Suspense fallback={<Loading label={t("payment.card.loading")} />}>
        <StripeCardForm ref={ref} publishableKey={publishableKey} disabled={disabled} />
      </Suspense>
    );
  }
  return (
    <p className="form-message form-message--error" role="alert">
      {t("payment.card.unavailable")}
    </p>
  );
}
