import { useCallback, useEffect, useRef, useState } from "react";
import { readSessionData, removeSessionData, writeSessionData } from "../auth/session-data.ts";
import { useFailureMessage } from "../components/forms.tsx";

/** A card payment the server prepared (SubscriptionIntent), as the client keeps it. */
export interface CardIntent {
  paymentId: string;
  clientSecret: string;
  amountText: string;
  provider: string;
  /** The card was charged: a retry after the purchase itself failed must not charge it again. */
  paid: boolean;
}

export type IntentRequest = () => Promise<Omit<CardIntent, "paid">>;

const storageKey = (key: string) => `livingLibrary.intent.${key}`;

/** A kept intent is usable only with the provider the server offers now (its configuration may have changed). */
function storedIntent(key: string, provider: string): CardIntent | null {
  const intent = readSessionData<CardIntent>(storageKey(key));
  return intent && intent.provider === provider && intent.clientSecret ? intent : null;
}

/**
 * The card payment for one purchase (`key` names it, e.g. the plan and the buyer): requested from
 * the server when the purchase's step opens and none is kept for it yet, then kept in the tab's
 * session, so a reload neither asks for a new one nor forgets that the card was already charged.
 */
export function useCardIntent(key: string, provider: string, request: IntentRequest) {
  const failureMessage = useFailureMessage();
  const [intent, setIntent] = useState<CardIntent | null>(() => storedIntent(key, provider));
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // the latest request function, without making every render ask again
  const latestRequest = useRef(request);
  useEffect(() => {
    latestRequest.current = request;
  });
  const latestFailureMessage = useRef(failureMessage);
  useEffect(() => {
    latestFailureMessage.current = failureMessage;
  });

  useEffect(() => {
    const kept = storedIntent(key, provider);
    setIntent(kept);
    setError(null);
    if (kept) return;
    let current = true;
    latestRequest.current().then(
      (fresh) => {
        const created = { ...fresh, paid: false };
        writeSessionData(storageKey(key), created);
        if (current) setIntent(created);
      },
      (failure: unknown) => {
        if (current) setError(latestFailureMessage.current(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [key, provider, attempt]);

  const markPaid = useCallback(() => {
    setIntent((known) => {
      if (!known) return known;
      const paid = { ...known, paid: true };
      writeSessionData(storageKey(key), paid);
      return paid;
    });
  }, [key]);

  return {
    intent,
    /** Why the payment could not be prepared (shown with a retry button). */
    error,
    retry: useCallback(() => setAttempt((count) => count + 1), []),
    markPaid,
    /** The purchase is done: the next one starts with a new payment. */
    forget: useCallback(() => removeSessionData(storageKey(key)), [key]),
  };
}

/** Forgets a kept payment without the hook (a registration that was cleared). */
export const forgetCardIntent = (key: string) => removeSessionData(storageKey(key));
