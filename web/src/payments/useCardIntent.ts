import { useCallback, useEffect, useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import { readSessionData, removeSessionData, writeSessionData } from "../auth/session-data.ts";
import { useFailureMessage } from "../components/useForm.ts";

/**
 * What the two intent mutations (a registration's, a signed-in profile's) select of the card
 * payment the server prepares: spread unmasked, so both answer with the same CardIntent fields.
 */
graphql`
  fragment useCardIntent_intent on PaymentIntent {
    paymentId
    clientSecret
    amountText
    provider
  }
`;

/** A card payment the server prepared (PaymentIntent), as the client keeps it. */
export interface CardIntent {
  paymentId: string;
  clientSecret: string;
  amountText: string;
  provider: string;
  /** The card was charged: a retry after the purchase itself failed must not charge it again. */
  paid: boolean;
}

/** Asks the server to prepare the purchase's card payment. */
export type CardIntentRequest = () => Promise<Omit<CardIntent, "paid">>;

const storageKey = (purchaseKey: string) => `livingLibrary.intent.${purchaseKey}`;

/** A kept intent is usable only with the provider the server offers now (its configuration may have changed). */
function storedIntent(purchaseKey: string, provider: string): CardIntent | null {
  const intent = readSessionData<CardIntent>(storageKey(purchaseKey));
  return intent && intent.provider === provider && intent.clientSecret ? intent : null;
}

/** The latest value, for effects that should not run again each time it changes. */
function useLatest<T>(value: T) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  return latest;
}

/**
 * The card payment for one purchase (`purchaseKey` names it, e.g. the plan and the buyer):
 * requested from the server when the purchase's step opens and none is kept for it yet, then kept
 * in the tab's session, so a reload neither asks for a new one nor forgets that the card was
 * already charged.
 */
export function useCardIntent(purchaseKey: string, provider: string, request: CardIntentRequest) {
  const [intent, setIntent] = useState<CardIntent | null>(() => storedIntent(purchaseKey, provider));
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const latestRequest = useLatest(request);
  const latestFailureMessage = useLatest(useFailureMessage());

  useEffect(() => {
    const kept = storedIntent(purchaseKey, provider);
    setIntent(kept);
    setError(null);
    // "none": this server takes no cards (a production process without a card provider)
    if (kept || provider === "none") return;
    let current = true;
    latestRequest.current().then(
      (fresh) => {
        const created = { ...fresh, paid: false };
        writeSessionData(storageKey(purchaseKey), created);
        if (current) setIntent(created);
      },
      (failure: unknown) => {
        if (current) setError(latestFailureMessage.current(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [purchaseKey, provider, attempt, latestRequest, latestFailureMessage]);

  const markPaid = useCallback(() => {
    setIntent((known) => {
      if (!known) return known;
      const paid = { ...known, paid: true };
      writeSessionData(storageKey(purchaseKey), paid);
      return paid;
    });
  }, [purchaseKey]);

  return {
    intent,
    /** Why the payment could not be prepared (shown with a retry button). */
    error,
    retry: useCallback(() => setAttempt((count) => count + 1), []),
    markPaid,
    /** The purchase is done: the next one starts with a new payment. */
    forget: useCallback(() => removeSessionData(storageKey(purchaseKey)), [purchaseKey]),
  };
}

export type CardIntentState = ReturnType<typeof useCardIntent>;

/** Forgets a kept payment without the hook (a registration that was cleared). */
export const forgetCardIntent = (purchaseKey: string) => removeSessionData(storageKey(purchaseKey));
