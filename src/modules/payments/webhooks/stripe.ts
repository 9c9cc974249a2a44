import type { Middleware } from "koa";
import type { Services } from "../../../app/context.ts";
import { commandSession } from "../../../eventstore/pipeline.ts";
import { DomainError, isDomainError } from "../../../shared/errors.ts";
import { paymentDecider } from "../card-payment/decide.ts";
import { paymentStream } from "../card-payment/events.ts";
import { grantSubscriptionOf } from "../grants/apply.ts";
import { observationOf } from "../provider/provider.ts";
import type { Payments } from "../provider/setup.ts";
import { StripePaymentProvider } from "../provider/stripe-provider.ts";

/** Stripe's events are a few kilobytes; anything far bigger is not one of them. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Stripe's doing: the events it causes carry this actor and its event id. */
const providerContext = (eventId: string) => ({ actor: "provider", correlationId: eventId });

/**
 * The signed webhook `POST /webhooks/stripe`: give it the raw body (not parsed JSON: the signature
 * is over the bytes) and the Stripe-Signature header. A forged or stale signature is
 * WEBHOOK_SIGNATURE_INVALID (answer 400); anything else is recorded on the payment's stream as
 * the provider's doing, once per Stripe event id (a redelivery appends nothing), and is a no-op
 * when the client's report got there first. Does not wait for the read models.
 */
export async function handleStripeWebhook(
  services: Pick<Services, "store" | "clock" | "projections" | "log">,
  payments: Payments,
  rawBody: string | Uint8Array,
  signature: string | undefined,
): Promise<{ eventId: string | null; paymentId: string | null }> {
  if (!(payments.provider instanceof StripePaymentProvider)) throw new DomainError("WEBHOOK_NOT_CONFIGURED");
  const notification = await payments.provider.intentNotification(rawBody, signature);
  if (!notification) return { eventId: null, paymentId: null };
  const { eventId, intent } = notification;
  await commandSession(services, { ...providerContext(eventId), commandId: `stripe-${eventId}` }).run(
    paymentStream(intent.id),
    paymentDecider,
    {
      type: "RecordPaymentOutcome",
      data: {
        paymentId: intent.id,
        observation: observationOf(intent),
        source: "webhook",
        providerEventId: eventId,
        observedAt: services.clock.now(),
      },
    },
  );
  return { eventId, paymentId: intent.id };
}

/**
 * POST /webhooks/stripe: Stripe tells us about a payment intent. The body is read raw (the signature
 * is over its bytes; no body parser runs in front of this). Answers 400 to a bad signature, 200
 * once the outcome is recorded and, for a payment that belongs to a profile, its subscription
 * granted — also for a redelivery, which records nothing. Any other failure is a 5xx, so Stripe
 * delivers the event again later.
 */
export function stripeWebhookRoute(services: Services, payments: Payments): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== "/webhooks/stripe") return next();
    if (ctx.method !== "POST") {
      ctx.status = 405;
      ctx.set("Allow", "POST");
      return;
    }
    const body = await readBody(ctx.req, WEBHOOK_BODY_LIMIT);
    if (body === null) {
      ctx.status = 413;
      return;
    }
    let notified: { eventId: string | null; paymentId: string | null };
    try {
      notified = await handleStripeWebhook(services, payments, body, ctx.get("stripe-signature") || undefined);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const signatureProblem = error.code === "WEBHOOK_SIGNATURE_INVALID";
      if (!signatureProblem) services.log("Stripe webhook refused", { code: error.code });
      // not configured here: 404, as if the route did not exist; a refused outcome (an amount that
      // is not the plan's) stays visible in Stripe's dashboard as a failing delivery
      ctx.status = signatureProblem ? 400 : error.code === "WEBHOOK_NOT_CONFIGURED" ? 404 : 422;
      ctx.body = { error: error.code };
      return;
    }
    const { eventId, paymentId } = notified;
    if (eventId && paymentId)
      await grantSubscriptionOf(
        { services, commandContext: providerContext(eventId) },
        paymentStream(paymentId),
        payments.products ?? [],
      );
    ctx.status = 200;
    ctx.body = { received: true };
  };
}

/** The request body as bytes, or null when it is larger than `limit`. */
async function readBody(request: AsyncIterable<Buffer>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
