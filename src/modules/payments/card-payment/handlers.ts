import type { RequestContext, RunCommand } from "../../../app/context.ts";
import { aggregateStream } from "../../../eventstore/aggregate.ts";
import type { CommandResult } from "../../../eventstore/command-handler.ts";
import type { CommandSession } from "../../../eventstore/pipeline.ts";
import type { EventStore, ExpectedRevision } from "../../../eventstore/types.ts";
import { DomainError } from "../../../shared/errors.ts";
import type { Cents } from "../../../shared/money.ts";
import { CURRENCY, type PlanId, purchasablePlan } from "../plans/plans.ts";
import type { ProductOffer, Sale } from "../products/products.ts";
import { observationOf } from "../provider/provider.ts";
import type { Payments } from "../provider/setup.ts";
import { type PaymentCommand, paymentCommandsDecider, paymentDecider } from "./decide.ts";
import {
  evolvePayment,
  type Payment,
  type PaymentEvent,
  type PaymentFailure,
  type PaymentStatus,
  type ProviderName,
  paymentStream,
} from "./events.ts";
import { sessionAfterRead } from "./session.ts";

/**
 * Card payments: an intent for a plan's price, the client's report of it (checked with the
 * provider), and a payment made before registering given to the new profile. Commands carry the
 * caller's actor; permission checks are the caller's, through the access policy.
 */
export type PaymentsContext = Pick<RequestContext, "services" | "commandContext">;
export type PaymentsRunContext = PaymentsContext & Pick<RequestContext, "run">;

export type CardPaymentStarted = {
  paymentId: string;
  clientSecret: string;
  amountCents: Cents;
  currency: string;
  provider: ProviderName;
};

/**
 * Creates a payment intent for a plan (getSubscriptionIntent, getProfileSubscriptionIntent). The
 * amount is the plan's price: the client only names the plan. `profileId` when a logged-in profile
 * pays; without it the payment is given to a profile later (assignPayment, after registering).
 */
export async function createSubscriptionPayment(
  context: PaymentsRunContext,
  payments: Payments,
  input: { subscriptionType: unknown; profileId?: number | null },
): Promise<CardPaymentStarted> {
  const plan = purchasablePlan(input.subscriptionType);
  const metadata = { plan: plan.id };
  return createCardPayment(
    context,
    payments,
    { planId: plan.id },
    { amountCents: plan.priceCents, description: plan.invoiceText, metadata },
    input.profileId ?? null,
  );
}

/**
 * Creates a payment intent for a webinar or pack as sold now (getWebinarIntent…): the amount is the
 * product's price, computed here. `profileId` as for a plan.
 */
export async function createProductPayment(
  context: PaymentsRunContext,
  payments: Payments,
  offer: ProductOffer,
  profileId: number | null,
): Promise<CardPaymentStarted> {
  const metadata = { product: offer.ref.kind, productId: String(offer.ref.id) };
  return createCardPayment(
    context,
    payments,
    { product: offer },
    { amountCents: offer.priceCents, description: offer.invoiceText, metadata },
    profileId,
  );
}

async function createCardPayment(
  context: PaymentsRunContext,
  payments: Payments,
  sale: { planId?: PlanId; product?: ProductOffer },
  charge: { amountCents: Cents; description: string; metadata: Record<string, string> },
  profileId: number | null,
): Promise<CardPaymentStarted> {
  // a production process with neither Stripe nor TEST_PAYMENTS takes no card at all (fails closed)
  if (!payments.config.stripe && !payments.config.testCards) throw new DomainError("CARD_PAYMENTS_UNAVAILABLE");
  const { amountCents, description } = charge;
  const metadata = { ...charge.metadata, ...(profileId !== null ? { profileId: String(profileId) } : {}) };
  const intent = await payments.provider.createIntent({ amountCents, currency: CURRENCY, description, metadata });
  await context.run(paymentStream(intent.id), paymentDecider, {
    type: "CreatePayment",
    data: {
      paymentId: intent.id,
      provider: payments.provider.name,
      ...sale,
      profileId,
      intentAmountCents: intent.amountCents,
      intentCurrency: intent.currency,
      createdAt: context.services.clock.now(),
    },
  });
  return {
    paymentId: intent.id,
    clientSecret: intent.clientSecret,
    amountCents,
    currency: CURRENCY,
    provider: payments.provider.name,
  };
}

export type PaymentReport = {
  paymentId: string;
  status: PaymentStatus;
  planId: PlanId | null;
  profileId: number | null;
  /** Why the last attempt failed, when the payment is failed. */
  failure: PaymentFailure | null;
};

const reportOf = (payment: Payment, failure: PaymentFailure | null): PaymentReport => ({
  paymentId: payment.paymentId,
  status: payment.status,
  planId: payment.planId,
  profileId: payment.profileId,
  failure: payment.status === "failed" ? failure : null,
});

/** A payment's stream read once (and where it stood), and a session whose first command on it decides on that read. */
export type OpenPayment = {
  paymentId: string;
  payment: Payment | null;
  revision: ExpectedRevision;
  session: CommandSession;
};

export async function openPayment(context: PaymentsContext, paymentId: string): Promise<OpenPayment> {
  const stream = paymentStream(paymentId);
  const { state, expectedRevision, recorded } = await aggregateStream(context.services.store, stream, paymentDecider);
  return {
    paymentId,
    payment: state.payment,
    revision: expectedRevision,
    session: sessionAfterRead(context.services, context.commandContext, stream, recorded),
  };
}

/**
 * The payment after this process's commands: their events on the state read, when nothing came in
 * between (the usual case); otherwise (the webhook was quicker, and the command was decided again
 * on its events) read afresh.
 */
async function paymentAfter(
  context: PaymentsContext,
  open: OpenPayment,
  result: CommandResult<PaymentEvent>,
): Promise<Payment | null> {
  const { events, appendResult } = result;
  const readAt = open.revision;
  const appendedRightAfter =
    typeof readAt === "bigint" &&
    events.length > 0 &&
    appendResult?.nextExpectedRevision === readAt + BigInt(events.length);
  if (appendedRightAfter) return events.reduce(evolvePayment, { payment: open.payment }).payment;
  return loadPayment(context.services.store, open.paymentId);
}

/**
 * Settles what the client reports about a payment of this process's provider: one not seen to
 * succeed yet is looked at with the provider and what it says is recorded; `assignTo` then claims
 * a succeeded payment made before registering for that profile, in the same append. Only
 * `status: "succeeded"` means paid; if the webhook was first, nothing more is recorded. Does not
 * wait for the read models: the session's owner does, once. Returns the payment as it is now, and
 * why the provider's last attempt failed.
 */
export async function settleReportedPayment(
  context: PaymentsContext,
  payments: Payments,
  open: OpenPayment,
  assignTo?: { profileId: number } & Sale,
): Promise<{ payment: Payment; failure: PaymentFailure | null }> {
  const { paymentId, payment: before, session } = open;
  // an intent of another provider (the configuration changed since) is not one this process can look at
  if (!before || before.provider !== payments.provider.name) throw new DomainError("PAYMENT_NOT_FOUND");
  const commands: PaymentCommand[] = [];
  let failure: PaymentFailure | null = null;
  let succeeded = before.status === "succeeded";
  if (!succeeded) {
    const intent = await payments.provider.retrieveIntent(paymentId);
    const observedAt = context.services.clock.now();
    commands.push({
      type: "RecordPaymentOutcome",
      data: {
        paymentId,
        observation: observationOf(intent),
        source: "client_report",
        providerEventId: null,
        observedAt,
      },
    });
    failure = intent.failure;
    succeeded = intent.status === "succeeded";
  }
  if (assignTo && succeeded && before.profileId === null)
    commands.push({ type: "AssignPayment", data: { paymentId, ...assignTo } });
  if (commands.length === 0) return { payment: before, failure };
  const result = await session.run(paymentStream(paymentId), paymentCommandsDecider, commands);
  return { payment: (await paymentAfter(context, open, result)) ?? before, failure };
}

/** Runs `use` on the payment's stream read once, and waits for the read models once, after it (also when it throws). */
export async function withOpenPayment<T>(
  context: PaymentsContext,
  paymentId: string,
  use: (open: OpenPayment) => Promise<T>,
): Promise<T> {
  const open = await openPayment(context, paymentId);
  try {
    return await use(open);
  } finally {
    await open.session.settled();
  }
}

/**
 * The client says it confirmed the payment: the server asks the provider itself and records what it
 * sees (see settleReportedPayment), and answers once the read models show it.
 */
export async function confirmPaymentReported(
  context: PaymentsContext,
  payments: Payments,
  paymentId: string,
): Promise<PaymentReport> {
  return withOpenPayment(context, paymentId, async (open) => {
    const { payment, failure } = await settleReportedPayment(context, payments, open);
    return reportOf(payment, failure);
  });
}

/**
 * Gives a payment made before registering to the profile just registered. Once only: another
 * profile gets PAYMENT_ALREADY_USED; a payment for another plan PAYMENT_PLAN_MISMATCH (PAYMENT_PRODUCT_MISMATCH when a webinar or pack is involved).
 */
export async function assignPayment(
  context: { run: RunCommand },
  input: { paymentId: string; profileId: number } & Sale,
): Promise<void> {
  await context.run(paymentStream(input.paymentId), paymentDecider, { type: "AssignPayment", data: input });
}

export async function loadPayment(store: EventStore, paymentId: string): Promise<Payment | null> {
  return (await aggregateStream(store, paymentStream(paymentId), paymentDecider)).state.payment;
}
