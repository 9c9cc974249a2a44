import type { Cents } from "../../../shared/money.ts";
import type { PaymentsConfig } from "./config.ts";

/** The providers a payment may have been made with (card-payment/events.ts records it). */
export type ProviderName = "stripe" | "test";

/** Why a card payment did not go through, as the provider put it. */
export type PaymentFailure = { code: string; message: string };

/**
 * The port to a card payment provider. Both adapters work with payment intents: the server creates
 * one for an amount it computed, the client confirms it with the card (and 3-D Secure when the bank
 * asks), and the server then looks at the intent again before it believes the payment succeeded.
 *   StripePaymentProvider (stripe-provider.ts)   when STRIPE_SECRET_KEY is set
 *   TestPaymentProvider (test-provider.ts)       otherwise: the same flow with test card numbers
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createIntent(request: CreateIntentRequest): Promise<ProviderIntent>;
  /** The intent as the provider has it now; PAYMENT_NOT_FOUND when it has none with this id. */
  retrieveIntent(intentId: string): Promise<ProviderIntent>;
}

export type CreateIntentRequest = {
  amountCents: Cents;
  currency: string;
  /** Shown to the customer by the provider (bank statement, Stripe receipt). */
  description: string;
  metadata: Record<string, string>;
};

/** What the provider says about an intent, in terms common to every provider. */
export type ProviderObservation = {
  /** pending: nothing decided yet (created, processing, or waiting for a card). */
  status: "pending" | "requires_action" | "failed" | "succeeded";
  amountCents: Cents;
  currency: string;
  /** Why the last attempt failed, when it did. */
  failure: PaymentFailure | null;
};

export type ProviderIntent = ProviderObservation & {
  id: string;
  /** Given to the client, which confirms the payment with it; never logged or stored in events. */
  clientSecret: string;
};

export const observationOf = (intent: ProviderIntent): ProviderObservation => ({
  status: intent.status,
  amountCents: intent.amountCents,
  currency: intent.currency,
  failure: intent.failure,
});

/** What the client needs to show the card form: Stripe Elements, or the built-in test form. */
export type PaymentClientSettings =
  { provider: "stripe"; publishableKey: string } | { provider: "test" } | { provider: "none" };

/** "none": no card payments in this process (production without Stripe or TEST_PAYMENTS); the client says so. */
export const paymentClientSettings = (config: PaymentsConfig): PaymentClientSettings =>
  config.stripe
    ? { provider: "stripe", publishableKey: config.stripe.publishableKey }
    : config.testCards
      ? { provider: "test" }
      : { provider: "none" };
