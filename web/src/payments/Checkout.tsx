import { useRef, useState, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../i18n/useTranslation.tsx";
import type { Checkout_settings$key } from "../__generated__/Checkout_settings.graphql.ts";
import { Button } from "../ui/Button.tsx";
import { FormMessage } from "../ui/FormMessage.tsx";
import type { CardPaymentHandle } from "./card-payment-handle.ts";
import { CheckoutCard } from "./CheckoutCard.tsx";
import { ChoiceOption } from "./ChoiceOption.tsx";
import { useCardIntent, type CardIntentRequest } from "./useCardIntent.ts";
import { useCheckoutSubmit, type CompletePurchase, type PaymentMethod } from "./useCheckoutSubmit.ts";
import "./Payments.css";

export type { PaymentMethod } from "./useCheckoutSubmit.ts";

/** The `paymentMethod` argument of the purchase mutations: a card is "stripe" whichever provider takes it. */
export const API_PAYMENT_METHOD: Record<PaymentMethod, string> = { card: "stripe", invoice: "invoice" };

interface CheckoutProps {
  settings: Checkout_settings$key;
  /** Names this purchase (plan and buyer): its card payment is kept under it between reloads. */
  purchaseKey: string;
  requestCardIntent: CardIntentRequest;
  /** Whether this purchase may be paid by bank transfer (offered only when the server offers it too). */
  invoiceAllowed: boolean;
  /** The price as shown before the card payment is prepared, e.g. "299,00 € ročne". */
  priceText: string;
  complete: CompletePurchase;
  /** Why this buyer cannot pay by invoice yet (shown when the invoice is chosen; the submit button stays disabled). */
  invoiceUnavailable?: ReactNode;
  submitLabels: Record<PaymentMethod, string>;
  /** The submit button's label while the purchase is made (after the card was charged). */
  completingLabel: string;
  /** What each method means for this purchase, when not a subscription's ("the webinar opens at once"). */
  methodTexts?: Partial<Record<PaymentMethod, string>>;
  /** Further buttons beside the submit button (a Back link). */
  children?: ReactNode;
}

/**
 * Paying for a plan: the method first (card, then invoice), then the card form or the invoice's
 * terms, and one submit button, disabled until a method is chosen and while anything runs. The
 * card payment is prepared when the form opens.
 */
export function Checkout({
  settings: settingsKey,
  purchaseKey,
  requestCardIntent,
  invoiceAllowed,
  priceText,
  complete,
  invoiceUnavailable,
  submitLabels,
  completingLabel,
  methodTexts = {},
  children,
}: CheckoutProps) {
  const { t } = useTranslation();
  const settings = useFragment(
    graphql`
      fragment Checkout_settings on PaymentSettings {
        provider
        publishableKey
        bankTransfer
      }
    `,
    settingsKey,
  );
  const cardIntent = useCardIntent(purchaseKey, settings.provider, requestCardIntent);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const card = useRef<CardPaymentHandle>(null);
  const { phase, error, submit } = useCheckoutSubmit({ method, cardIntent, card, complete });
  const busy = phase !== "idle";
  const cardOffered = settings.provider !== "none";
  const invoiceOffered = invoiceAllowed && settings.bankTransfer;
  const blocked =
    !method ||
    busy ||
    (method === "card" && !cardIntent.intent) ||
    (method === "invoice" && invoiceUnavailable != null);

  return (
    <form className="form-panel checkout" onSubmit={submit} noValidate aria-busy={busy}>
      <PaymentMethods
        busy={busy}
        card={cardOffered}
        invoice={invoiceOffered}
        chosen={method}
        onChoose={setMethod}
        texts={methodTexts}
      />
      {method === "card" && (
        <CheckoutCard card={card} cardIntent={cardIntent} settings={settings} priceText={priceText} busy={busy} />
      )}
      {method === "invoice" && <InvoiceTerms unavailable={invoiceUnavailable} />}
      <div className="form-actions checkout__actions">
        {children}
        <Button
          type="submit"
          disabled={blocked}
          busy={busy}
          busyLabel={phase === "paying" ? t("payment.paying") : completingLabel}
        >
          {method ? submitLabels[method] : t("payment.chooseMethodFirst")}
        </Button>
      </div>
      <FormMessage error={error} />
    </form>
  );
}

/** The methods this buyer may pay with, as a choice; a notice when none is set up. */
function PaymentMethods(props: {
  busy: boolean;
  card: boolean;
  invoice: boolean;
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  texts: CheckoutProps["methodTexts"] & object;
}) {
  const { t } = useTranslation();
  const { busy, card, invoice, chosen, onChoose, texts } = props;
  const offered = (["card", "invoice"] as const).filter((method) => ({ card, invoice })[method]);
  return (
    <fieldset className="checkout__methods" disabled={busy}>
      <legend>{t("payment.method")}</legend>
      {offered.map((method) => (
        <ChoiceOption
          key={method}
          name="paymentMethod"
          value={method}
          chosen={chosen}
          onChoose={onChoose}
          title={t(`payment.${method}Title`)}
          text={texts[method] ?? t(`payment.${method}Text`)}
        />
      ))}
      {offered.length === 0 && (
        <p className="form-message form-message--error" role="alert">
          {t("payment.noMethod")}
        </p>
      )}
    </fieldset>
  );
}

/** What paying by invoice means, or why this buyer cannot yet. */
function InvoiceTerms({ unavailable }: { unavailable: ReactNode }) {
  const { t } = useTranslation();
  if (unavailable) {
    return (
      <p className="checkout__invoice-note checkout__invoice-note--blocked" role="alert">
        {unavailable}
      </p>
    );
  }
  return <p className="checkout__invoice-note">{t("payment.invoiceNote")}</p>;
}
