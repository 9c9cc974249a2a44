import { useState, type FormEvent, type RefObject } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { useFailureMessage } from "../components/useForm.ts";
import type { CardPaymentHandle } from "./card-payment-handle.ts";
import type { CardIntentState } from "./useCardIntent.ts";

export type PaymentMethod = "card" | "invoice";

/** idle, the card being confirmed with the provider, or the purchase being made. */
export type CheckoutPhase = "idle" | "paying" | "completing";

/**
 * Makes the purchase (with the paid card payment's id, or by invoice with none). Resolves when
 * done, the caller then moving on and closing the checkout (its card payment is used up); a
 * rejection is shown under the form and the form unlocks.
 */
export type CompletePurchase = (method: PaymentMethod, paymentId: string | null) => Promise<void>;

interface CheckoutParts {
  method: PaymentMethod | null;
  cardIntent: CardIntentState;
  card: RefObject<CardPaymentHandle | null>;
  complete: CompletePurchase;
}

/**
 * The checkout's submit: a card is confirmed with the provider first (unless a former attempt
 * already paid it); only when the provider says it succeeded is the purchase made with the
 * payment's id. An invoice goes straight to the purchase.
 */
export function useCheckoutSubmit({ method, cardIntent, card, complete }: CheckoutParts) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const [phase, setPhase] = useState<CheckoutPhase>("idle");
  const [error, setError] = useState<string | null>(null);

  /** The card's payment id once it is paid; null when the provider refused (its card form says why). */
  const payByCard = async (): Promise<string | null> => {
    const { intent } = cardIntent;
    if (!intent) {
      setError(t("payment.intentMissing"));
      return null;
    }
    if (!intent.paid) {
      setPhase("paying");
      const paid = (await card.current?.confirm(intent.clientSecret)) ?? false;
      if (!paid) return null;
      cardIntent.markPaid();
    }
    return intent.paymentId;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || phase !== "idle") return;
    setError(null);
    const paymentId = method === "card" ? await payByCard() : null;
    if (method === "card" && !paymentId) return setPhase("idle");
    setPhase("completing");
    try {
      await complete(method, paymentId);
      cardIntent.forget();
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setPhase("idle");
  };

  return { phase, error, submit };
}
