import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { graphql, useFragment } from "react-relay";
import { useTranslation } from "react-i18next";
import type { Checkout_settings$key } from "../__generated__/Checkout_settings.graphql.ts";
import { FormMessage, useFailureMessage } from "../components/forms.tsx";
import { Loading } from "../components/Loading.tsx";
import { CardPayment, type CardPaymentHandle } from "./CardPayment.tsx";
import { useCardIntent, type IntentRequest } from "./useCardIntent.ts";
import "./Payments.css";

export type PaymentMethod = "card" | "invoice";

/** The `paymentMethod` argument of the purchase mutations: a card is "stripe" whichever provider takes it. */
export const API_PAYMENT_METHOD: Record<PaymentMethod, string> = { card: "stripe", invoice: "invoice" };

interface CheckoutProps {
  settings: Checkout_settings$key;
  /** Names this purchase (plan and buyer): its card payment is kept under it between reloads. */
  intentKey: string;
  requestIntent: IntentRequest;
  /** Whether this purchase may be paid by bank transfer (offered only when the server offers it too). */
  invoiceAllowed: boolean;
  /** The price as shown before the card payment is prepared, e.g. "299,00 € ročne". */
  priceText: string;
  /**
   * Makes the purchase (with the paid card payment's id, or by invoice with none). Resolves when
   * done, the caller then moving on and closing this form (its card payment is used up); a
   * rejection is shown under the form and the form unlocks.
   */
  complete: (method: PaymentMethod, paymentId: string | null) => Promise<void>;
  /** Why this buyer cannot pay by invoice yet (shown when the invoice is chosen; the submit button stays disabled). */
  invoiceUnavailable?: ReactNode;
  submitLabels: Record<PaymentMethod, string>;
  /** The submit button's label while the purchase is made (after the card was charged). */
  completingLabel: string;
  /** Further buttons beside the submit button (a Back link). */
  children?: ReactNode;
}

/**
 * Paying for a plan: the method first (card, then invoice), then the card form or the invoice's
 * terms, and one submit button, disabled until a method is chosen and while anything runs. A card
 * is confirmed with the provider first; only when the provider says it succeeded is the purchase
 * made with the payment's id. The card payment is prepared when the form opens.
 */
export function Checkout({ settings: settingsKey, intentKey, requestIntent, invoiceAllowed, priceText, complete, invoiceUnavailable, submitLabels, completingLabel, children }: CheckoutProps) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
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
  const { intent, error: intentError, retry, markPaid, forget } = useCardIntent(intentKey, settings.provider, requestIntent);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [phase, setPhase] = useState<"idle" | "paying" | "completing">("idle");
  const [error, setError] = useState<string | null>(null);
  const card = useRef<CardPaymentHandle>(null);
  const busy = phase !== "idle";
  const offersInvoice = invoiceAllowed && settings.bankTransfer;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || busy) return;
    setError(null);
    let paymentId: string | null = null;
    if (method === "card") {
      if (!intent) return setError(t("payment.intentMissing"));
      if (!intent.paid) {
        setPhase("paying");
        const paid = (await card.current?.confirm(intent.clientSecret)) ?? false;
        if (!paid) return setPhase("idle");
        markPaid();
      }
      paymentId = intent.paymentId;
    }
    setPhase("completing");
    try {
      await complete(method, paymentId);
      forget();
    } catch (failure) {
      setError(failureMessage(failure));
    }
    setPhase("idle");
  };

  const submitLabel = phase === "paying" ? t("payment.paying") : phase === "completing" ? completingLabel : method ? submitLabels[method] : t("payment.chooseMethodFirst");
  return (
    <form className="form-panel checkout" onSubmit={submit} noValidate aria-busy={busy}>
      <fieldset className="checkout__methods" disabled={busy}>
        <legend>{t("payment.method")}</legend>
        <MethodOption value="card" chosen={method} onChoose={setMethod} title={t("payment.cardTitle")} text={t("payment.cardText")} />
        {offersInvoice && <MethodOption value="invoice" chosen={method} onChoose={setMethod} title={t("payment.invoiceTitle")} text={t("payment.invoiceText")} />}
      </fieldset>

      {method === "card" && (
        <section className="checkout__card" aria-label={t("payment.cardTitle")}>
          <p className="checkout__amount">
            {t("payment.amount")}: <strong>{intent?.amountText ?? priceText}</strong>
          </p>
          {intent ? (
            intent.paid ? (
              <p className="checkout__paid" role="status">
                {t("payment.alreadyPaid")}
              </p>
            ) : (
              <CardPayment ref={card} provider={settings.provider} publishableKey={settings.publishableKey} disabled={busy} />
            )
          ) : intentError ? (
            <div className="checkout__intent-error">
              <p className="form-message form-message--error" role="alert">
                {intentError}
              </p>
              <button type="button" className="button button--secondary button--small" onClick={retry}>
                {t("app.tryAgain")}
              </button>
            </div>
          ) : (
            <Loading label={t("payment.preparing")} />
          )}
        </section>
      )}
      {method === "invoice" &&
        (invoiceUnavailable ? (
          <p className="checkout__invoice-note checkout__invoice-note--blocked" role="alert">
            {invoiceUnavailable}
          </p>
        ) : (
          <p className="checkout__invoice-note">{t("payment.invoiceNote")}</p>
        ))}

      <div className="form-actions checkout__actions">
        {children}
        <button type="submit" className="button" disabled={!method || busy || (method === "card" && !intent) || (method === "invoice" && invoiceUnavailable != null)}>
          {submitLabel}
        </button>
      </div>
      <FormMessage error={error} />
    </form>
  );
}

function MethodOption({ value, chosen, onChoose, title, text }: { value: PaymentMethod; chosen: PaymentMethod | null; onChoose: (method: PaymentMethod) => void; title: string; text: string }) {
  const id = `payment-method-${value}`;
  return (
    <div className={chosen === value ? "method-option method-option--chosen" : "method-option"}>
      <input id={id} type="radio" name="paymentMethod" value={value} checked={chosen === value} onChange={() => onChoose(value)} aria-describedby={`${id}-text`} />
      <div>
        {/* the label covers the whole option (CSS), so a click anywhere on it chooses */}
        <label htmlFor={id} className="method-option__title">
          {title}
        </label>
        <p id={`${id}-text`} className="method-option__text">
          {text}
        </p>
      </div>
    </div>
  );
}
