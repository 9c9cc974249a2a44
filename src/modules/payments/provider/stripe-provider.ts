import type Stripe from "stripe";
import { DomainError } from "../../../shared/errors.ts";
import type { StripeSettings } from "./config.ts";
import type { CreateIntentRequest, PaymentProvider, ProviderIntent, ProviderObservation } from "./provider.ts";

/** Where the Stripe API is: api.stripe.com unless given (tests point it at a local server). */
export type StripeEndpoint = { host: string; port: number; protocol: "http" | "https" };

/** A verified webhook about a payment intent: the provider's event id and the intent as it was then. */
export type StripeIntentNotification = { eventId: string; intent: ProviderIntent };

type StripeModule = typeof import("stripe");

/**
 * The Stripe SDK, loaded by the first call that needs it: a process without a Stripe key never
 * loads it, and one with a key starts without waiting for it.
 */
let sdk: Promise<StripeModule> | undefined;
const stripeSdk = (): Promise<StripeModule> => (sdk ??= import("stripe"));

/**
 * Card payments through Stripe PaymentIntents (so 3-D Secure works: the client's Stripe.js handles
 * `requires_action`). Card only, as the card form hides the postal code (spec §9).
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  private client?: Promise<{ sdk: StripeModule["default"]; stripe: Stripe }>;
  private readonly webhookSecret: string | null;

  constructor(
    private readonly settings: Pick<StripeSettings, "secretKey" | "webhookSecret">,
    private readonly endpoint?: StripeEndpoint,
  ) {
    this.webhookSecret = settings.webhookSecret;
  }

  /** The SDK and a client on this key, made once. */
  private connect(): Promise<{ sdk: StripeModule["default"]; stripe: Stripe }> {
    this.client ??= stripeSdk().then(({ default: StripeSdk }) => ({
      sdk: StripeSdk,
      // retries reuse the SDK's idempotency key, so a retried create never makes a second intent
      stripe: new StripeSdk(this.settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...this.endpoint }),
    }));
    return this.client;
  }

  async createIntent(request: CreateIntentRequest): Promise<ProviderIntent> {
    const intent = await this.call((stripe) =>
      stripe.paymentIntents.create({
        amount: request.amountCents,
        currency: request.currency,
        description: request.description,
        metadata: request.metadata,
        allowed_payment_method_types: ["card"],
      }),
    );
    return providerIntentOf(intent);
  }

  async retrieveIntent(intentId: string): Promise<ProviderIntent> {
    return providerIntentOf(await this.call((stripe) => stripe.paymentIntents.retrieve(intentId)));
  }

  /**
   * Verifies a webhook's signature over the raw request body (with the SDK's constructEvent, which
   * also refuses a timestamp older than five minutes) and returns the payment intent it is about,
   * or null for an event about anything else. WEBHOOK_SIGNATURE_INVALID when it is not Stripe's.
   */
  async intentNotification(
    rawBody: string | Uint8Array,
    signature: string | undefined,
  ): Promise<StripeIntentNotification | null> {
    if (!this.webhookSecret) throw new DomainError("WEBHOOK_NOT_CONFIGURED");
    if (!signature) throw new DomainError("WEBHOOK_SIGNATURE_INVALID");
    const { sdk, stripe } = await this.connect();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      if (error instanceof sdk.errors.StripeSignatureVerificationError)
        throw new DomainError("WEBHOOK_SIGNATURE_INVALID");
      throw error;
    }
    const { object } = event.data;
    if (!event.type.startsWith("payment_intent.") || object.object !== "payment_intent") return null;
    return { eventId: event.id, intent: providerIntentOf(object) };
  }

  /** Stripe unreachable or failing on its side is the customer's "try again"; a bad key or request is our bug and stays loud. */
  private async call<T>(request: (stripe: Stripe) => Promise<T>): Promise<T> {
    const { sdk, stripe } = await this.connect();
    try {
      return await request(stripe);
    } catch (error) {
      if (error instanceof sdk.errors.StripeInvalidRequestError && error.code === "resource_missing")
        throw new DomainError("PAYMENT_NOT_FOUND");
      if (
        error instanceof sdk.errors.StripeConnectionError ||
        error instanceof sdk.errors.StripeAPIError ||
        error instanceof sdk.errors.StripeRateLimitError
      ) {
        const unavailable = new DomainError("PAYMENT_PROVIDER_UNAVAILABLE");
        unavailable.cause = error;
        throw unavailable;
      }
      throw error;
    }
  }
}

function providerIntentOf(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    amountCents: intent.amount,
    currency: intent.currency,
    ...outcomeOf(intent),
  };
}

/** Stripe's statuses in the port's terms. A decline puts the intent back to requires_payment_method with the error beside it. */
function outcomeOf(intent: Stripe.PaymentIntent): Pick<ProviderObservation, "status" | "failure"> {
  const error = intent.last_payment_error;
  switch (intent.status) {
    case "succeeded":
      return { status: "succeeded", failure: null };
    case "requires_action":
      return { status: "requires_action", failure: null };
    case "canceled":
      return { status: "failed", failure: { code: intent.cancellation_reason ?? "canceled", message: "" } };
    case "requires_payment_method":
      return error
        ? {
            status: "failed",
            failure: { code: error.decline_code ?? error.code ?? error.type, message: error.message ?? "" },
          }
        : { status: "pending", failure: null };
    default:
      // processing, requires_confirmation, requires_capture: nothing decided yet
      return { status: "pending", failure: null };
  }
}
