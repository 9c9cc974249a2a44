import { useState } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { useCompleteTestCardAuthenticationMutation } from "../mutations/useCompleteTestCardAuthenticationMutation.ts";
import { useConfirmTestCardPaymentMutation } from "../mutations/useConfirmTestCardPaymentMutation.ts";

/** The provider's answer to a confirmation or an authentication. */
type ProviderAnswer = { status: string; error: string | null | undefined };

/** The simulated 3-D Secure step waiting for the visitor's answer. */
export interface CardChallenge {
  answer: (approved: boolean) => void;
}

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/**
 * Confirms a card with the built-in test provider and follows its answer until the payment
 * succeeded or failed: a card that asks for authentication opens the simulated 3-D Secure step
 * (`challenge`), whose answer the provider then decides on. A refusal's reason goes to `onRefused`.
 */
export function useTestCardConfirmation(onRefused: (reason: string) => void) {
  const { t } = useTranslation();
  const [confirmTestCardPayment] = useConfirmTestCardPaymentMutation();
  const [completeTestCardAuthentication] = useCompleteTestCardAuthenticationMutation();
  const [challenge, setChallenge] = useState<CardChallenge | null>(null);
  const [answering, setAnswering] = useState(false);

  const authenticate = async (clientSecret: string): Promise<ProviderAnswer> => {
    const approved = await new Promise<boolean>((answer) => setChallenge({ answer }));
    setAnswering(true);
    try {
      return (await completeTestCardAuthentication({ clientSecret, approved })).completeTestCardAuthentication;
    } finally {
      setAnswering(false);
      setChallenge(null);
    }
  };

  const outcome = async (clientSecret: string, answer: ProviderAnswer): Promise<boolean> => {
    if (answer.status === "succeeded") return true;
    if (answer.status === "requires_action") return outcome(clientSecret, await authenticate(clientSecret));
    onRefused(answer.error || t("payment.card.declined"));
    return false;
  };

  /** True once the provider says the payment succeeded; rejects with the provider's field errors. */
  const confirm = async (clientSecret: string, card: TestCard): Promise<boolean> =>
    outcome(clientSecret, (await confirmTestCardPayment({ clientSecret, ...card })).confirmTestCardPayment);

  return { confirm, challenge, answering };
}
