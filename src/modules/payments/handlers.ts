import type { RequestContext, Services } from "../../app/context.ts";
import { handleCommand } from "../../eventstore/command-handler.ts";
import { allocateIds } from "../../eventstore/sequence.ts";
import type { EventStore } from "../../eventstore/types.ts";
import { DomainError } from "../../shared/errors.ts";
import type { Cents } from "../../shared/money.ts";
import type { PaymentsConfig } from "./config.ts";
import { type BuyerInput, orderDecider, type PlaceOrder, paymentDecider } from "./decide.ts";
import {
  evolveOrder,
  evolvePayment,
  initialOrderState,
  initialPaymentState,
  type Order,
  type OrderEvent,
  orderStream,
  type Payment,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentStatus,
  type ProviderName,
  paymentStream,
} from "./events.ts";
import { renderInvoicePdf } from "./invoice-pdf.ts";
import { CURRENCY, type PlanId, purchasablePlan } from "./plans.ts";
import { observationOf, type PaymentProvider } from "./provider.ts";
import { findOverdueOrders } from "./queries.ts";
import { type StripeEndpoint, StripePaymentProvider } from "./stripe-provider.ts";
import { TestPaymentProvider } from "./test-provider.ts";

/**
 * The payments' use cases, for the GraphQL resolvers, the webhook route and the expiry job that
 * come with the wiring. Commands run through `ctx.run`, so their events carry the request's actor
 * and the answer waits for the read models; permission checks (who may record a bank transfer) are
 * the caller's, through the access policy.
 */
type WriteContext = Pick<RequestContext, "services" | "run" | "commandContext">;

/** The process's payment provider and settings, built once at start. */
export type Payments = { config: PaymentsConfig; provider: PaymentProvider };

/**
 * Stripe when a secret key is configured, otherwise the built-in test provider on the application's
 * database. `stripeEndpoint`: another Stripe API than api.stripe.com (tests' local stub).
 */
export function createPayments(config: PaymentsConfig, services: Pick<Services, "db" | "clock">, options: { stripeEndpoint?: StripeEndpoint } = {}): Payments {
  const provider = config.stripe ? new StripePaymentProvider(config.stripe, options.stripeEndpoint) : new TestPaymentProvider(services.db, services.clock);
  return { config, provider };
}

/**
 * What the start-up log must say about a production process's payments. Without a Stripe key the
 * built-in test provider takes "card payments" (the design's default, which keeps `npm start`'s
 * demo working): anyone can then buy access with a test card number, so it is said loudly.
 */
export function paymentsWarnings(config: PaymentsConfig, production: boolean): string[] {
  if (!production) return [];
  const warnings: string[] = [];
  if (!config.stripe) {
    warnings.push(
      "WARNING: no STRIPE_SECRET_KEY: card payments go through the built-in TEST provider, which accepts test card numbers " +
        "(4242 4242 4242 4242) and grants real access without any money. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for real payments.",
    );
  } else if (!config.stripe.webhookSecret) {
    warnings.push("WARNING: no STRIPE_WEBHOOK_SECRET: a card payment counts only when the customer's browser reports it; configure the webhook (POST /webhooks/stripe).");
  }
  if (!config.invoicing) warnings.push("Bank transfer is not offered: no INVOICE_* seller and account is configured.");
  else if (config.invoicing.demo) {
    warnings.push("WARNING: no INVOICE_* seller and account: invoices name a DEMO seller and bank account. Set INVOICE_* (and DEMO_DATA=false) for real bank transfers.");
  }
  return warnings;
}

// ---------------------------------------------------------------------------------------------
// Card payment

export type CardPaymentStarted = { paymentId: string; clientSecret: string; amountCents: Cents; currency: string; provider: ProviderName };

/**
 * Creates a payment intent for a plan (getSubscriptionIntent, getProfileSubscriptionIntent). The
 * amount is the plan's price: the client only names the plan. `profileId` when a logged-in profile
 * pays; without it the payment is given to a profile later (assignPayment, after registering).
 */
export async function createSubscriptionPayment(
  ctx: WriteContext,
  payments: Payments,
  input: { subscriptionType: unknown; profileId?: number | null },
): Promise<CardPaymentStarted> {
  const plan = purchasablePlan(input.subscriptionType);
  const profileId = input.profileId ?? null;
  const intent = await payments.provider.createIntent({
    amountCents: plan.priceCents,
    currency: CURRENCY,
    description: plan.invoiceText,
    metadata: { plan: plan.id, ...(profileId !== null ? { profileId: String(profileId) } : {}) },
  });
  await ctx.run(paymentStream(intent.id), paymentDecider, {
    type: "CreatePayment",
    data: {
      paymentId: intent.id,
      provider: payments.provider.name,
      planId: plan.id,
      profileId,
      intentAmountCents: intent.amountCents,
      intentCurrency: intent.currency,
      createdAt: ctx.services.clock.now(),
    },
  });
  return { paymentId: intent.id, clientSecret: intent.clientSecret, amountCents: plan.priceCents, currency: CURRENCY, provider: payments.provider.name };
}

export type PaymentReport = {
  paymentId: string;
  status: PaymentStatus;
  planId: PlanId;
  profileId: number | null;
  /** Why the last attempt failed, when the payment is failed. */
  failure: PaymentFailure | null;
};

/**
 * The client says it confirmed the payment (addIndividualSubscription(intent), registerIndividual(…,
 * intent)): the server asks the provider itself and records what it sees. Only `status: "succeeded"`
 * means paid. If the webhook was first, nothing more is recorded.
 */
export async function confirmPaymentReported(ctx: WriteContext, payments: Payments, paymentId: string): Promise<PaymentReport> {
  const before = await loadPayment(ctx.services.store, paymentId);
  // an intent of another provider (the configuration changed since) is not one this process can look at
  if (!before || before.provider !== payments.provider.name) throw new DomainError("PAYMENT_NOT_FOUND");
  if (before.status === "succeeded") return reportOf(before, null);
  const intent = await payments.provider.retrieveIntent(paymentId);
  await ctx.run(paymentStream(paymentId), paymentDecider, {
    type: "RecordPaymentOutcome",
    data: { paymentId, observation: observationOf(intent), source: "client_report", providerEventId: null, observedAt: ctx.services.clock.now() },
  });
  const after = (await loadPayment(ctx.services.store, paymentId))!;
  return reportOf(after, after.status === "failed" ? intent.failure : null);
}

/**
 * Gives a payment made before registering to the profile just registered. Once only: another
 * profile gets PAYMENT_ALREADY_USED; a payment for another plan PAYMENT_PLAN_MISMATCH.
 */
export async function assignPayment(ctx: WriteContext, input: { paymentId: string; profileId: number; planId: PlanId }): Promise<void> {
  await ctx.run(paymentStream(input.paymentId), paymentDecider, { type: "AssignPayment", data: input });
}

/**
 * The signed webhook `POST /webhooks/stripe`: give it the raw body (not parsed JSON: the signature
 * is over the bytes) and the Stripe-Signature header. A forged or stale signature is
 * WEBHOOK_SIGNATURE_INVALID (answer 400); anything else is recorded on the payment's stream as
 * the provider's doing, once per Stripe event id (a redelivery appends nothing), and is a no-op
 * when the client's report got there first.
 */
export async function handleStripeWebhook(
  services: Pick<Services, "store" | "clock">,
  payments: Payments,
  rawBody: string | Uint8Array,
  signature: string | undefined,
): Promise<{ eventId: string | null; paymentId: string | null }> {
  if (!(payments.provider instanceof StripePaymentProvider)) throw new DomainError("WEBHOOK_NOT_CONFIGURED");
  const notification = payments.provider.intentNotification(rawBody, signature);
  if (!notification) return { eventId: null, paymentId: null };
  const { eventId, intent } = notification;
  await handleCommand(
    services.store,
    paymentStream(intent.id),
    paymentDecider,
    {
      type: "RecordPaymentOutcome",
      data: { paymentId: intent.id, observation: observationOf(intent), source: "webhook", providerEventId: eventId, observedAt: services.clock.now() },
    },
    { actor: "provider", correlationId: eventId, commandId: `stripe-${eventId}` },
  );
  return { eventId, paymentId: intent.id };
}

export async function loadPayment(store: EventStore, paymentId: string): Promise<Payment | null> {
  const events = await store.readStream(paymentStream(paymentId));
  return events.reduce((state, e) => evolvePayment(state, { type: e.type, data: e.data } as PaymentEvent), initialPaymentState()).payment;
}

const reportOf = (payment: Payment, failure: PaymentFailure | null): PaymentReport => ({
  paymentId: payment.paymentId,
  status: payment.status,
  planId: payment.planId,
  profileId: payment.profileId,
  failure,
});

// ---------------------------------------------------------------------------------------------
// Bank transfer

export type OrderPlacement = { orderNumber: number; variableSymbol: string; amountCents: Cents; dueDate: string };

/**
 * An order paid by bank transfer, with its invoice (addOrganisationSubscription, registration with
 * paymentMethod "invoice"). `buyer` is the profile's address and organisation ids, with the
 * organisation's name (school, firm) or the person's (individual). Bad input is refused before an
 * order number is taken.
 */
export async function placeBankTransferOrder(
  ctx: WriteContext,
  payments: Payments,
  input: { profileId: number; subscriptionType: unknown; buyer: BuyerInput },
): Promise<OrderPlacement> {
  const command = checkBankTransferOrder(ctx, payments, input);
  const [orderNumber] = await allocateIds(ctx.services.store, "order", 1, ctx.commandContext.actor, ctx.commandContext.correlationId);
  const { events } = await ctx.run(orderStream(orderNumber!), orderDecider, command(orderNumber!));
  const placed = events.find((e) => e.type === "OrderPlaced")!;
  const { variableSymbol, amountCents, dueDate } = placed.data;
  return { orderNumber: orderNumber!, variableSymbol, amountCents, dueDate };
}

/**
 * Whether the order could be placed (bank transfer offered, a plan that can be bought, a valid
 * buyer): throws what placeBankTransferOrder would, writes nothing, and returns the command for an
 * order number. A registration checks this before it creates the profile.
 */
export function checkBankTransferOrder(
  ctx: Pick<WriteContext, "services">,
  payments: Payments,
  input: { profileId: number; subscriptionType: unknown; buyer: BuyerInput },
): (orderNumber: number) => PlaceOrder {
  const invoicing = payments.config.invoicing;
  if (!invoicing) throw new DomainError("BANK_TRANSFER_UNAVAILABLE");
  const plan = purchasablePlan(input.subscriptionType);
  const placedAt = ctx.services.clock.now();
  const command = (orderNumber: number): PlaceOrder => ({
    type: "PlaceOrder",
    data: { orderNumber, profileId: input.profileId, planId: plan.id, buyer: input.buyer, invoicing, placedAt },
  });
  // a dry run: the order numbers have no gaps from refused input
  orderDecider.decide(command(1), orderDecider.initialState());
  return command;
}

/**
 * An administrator records the money credited for an order (the day on the bank statement and the
 * amount, which must be the order's). Once per order. An order that expired unpaid is still
 * honoured: the money is the customer's payment, and the subscription starts now.
 */
export async function recordBankTransfer(ctx: WriteContext, input: { orderNumber: number; amountCents: Cents; receivedOn: string }): Promise<void> {
  await ctx.run(orderStream(input.orderNumber), orderDecider, {
    type: "RecordBankTransfer",
    data: { ...input, recordedAt: ctx.services.clock.now() },
  });
}

/** Closes an order left unpaid after its due date; a paid or already expired order is left as it is. */
export async function expireOrder(ctx: WriteContext, orderNumber: number): Promise<void> {
  await ctx.run(orderStream(orderNumber), orderDecider, { type: "ExpireOrder", data: { orderNumber, now: ctx.services.clock.now() } });
}

/** What the expiry job runs (daily, say): every unpaid order past its due date expires. Returns their numbers. */
export async function expireOverdueOrders(ctx: WriteContext): Promise<number[]> {
  const overdue = await findOverdueOrders(ctx.services.db, ctx.services.clock.now());
  for (const orderNumber of overdue) await expireOrder(ctx, orderNumber);
  return overdue;
}

export async function loadOrder(store: EventStore, orderNumber: number): Promise<Order | null> {
  const events = await store.readStream(orderStream(orderNumber));
  return events.reduce((state, e) => evolveOrder(state, { type: e.type, data: e.data } as OrderEvent), initialOrderState()).order;
}

/** The order's invoice as a PDF (the invoice url's download), made from the issued invoice every time. */
export async function invoicePdf(store: EventStore, orderNumber: number): Promise<Uint8Array> {
  const invoice = (await loadOrder(store, orderNumber))?.invoice;
  if (!invoice) throw new DomainError("ORDER_NOT_FOUND");
  return renderInvoicePdf(invoice);
}
