import type { SubscriptionGrant } from "../../accounts/index.ts";
import { type OrderEvent, orderStream } from "../bank-transfer/events.ts";
import { type Payment, type PaymentEvent, paymentStream } from "../card-payment/events.ts";
import { isPlanId, type PlanId, PLANS } from "../plans/plans.ts";
import type { ProductGrant, ProductRef } from "../products/products.ts";
import type { OwedGrantRecord } from "../tables.ts";

/**
 * What a payment owes a profile: the subscription its plan buys, from when its money was confirmed.
 * The accounts module owns the profile's subscriptions; the payments module tells it what was paid
 * (grantSubscription) under the payment's reference, which a profile takes only once. Exactly one
 * payments event per payment or order makes it owed: PaymentSucceeded when the payment already
 * belonged to a profile, PaymentAssigned when it was paid before registering, and
 * BankTransferRecorded for an order.
 */
export type OwedGrant = {
  profileId: number;
  /** The plan whose subscription is owed; null for a product (a webinar, a pack: `product`). */
  planId: PlanId | null;
  product?: ProductRef;
  /** What was paid for the product (its admission records it); absent for a plan. */
  amountCents?: number;
  period: OwedGrantRecord["period"];
  /** When the money was confirmed: the period is counted from here (or from a running expiration). */
  paidAt: string;
  source: { method: "card"; paymentId: string } | { method: "bank_transfer"; orderNumber: number };
  /** "payment-<providerIntentId>" or "order-<number>": unique per payment, the stream it comes from. */
  reference: string;
};

/** What a sale owes once paid: its plan or product for its period, counted from `paidAt`. */
type PaidSale = {
  profileId: number;
  planId: PlanId | null;
  product?: ProductRef | undefined;
  amountCents: number;
  period: OwedGrant["period"];
  paidAt: string;
};

const owedFor = (sale: PaidSale, source: OwedGrant["source"], reference: string): OwedGrant => ({
  profileId: sale.profileId,
  planId: sale.planId,
  ...productOf(sale),
  period: sale.period,
  paidAt: sale.paidAt,
  source,
  reference,
});

/** A card payment's grant, under the payment's stream. */
const owedForCard = (sale: PaidSale, paymentId: string): OwedGrant =>
  owedFor(sale, { method: "card", paymentId }, paymentStream(paymentId));

/** The grant this payments event makes owed; null for every other event (see OwedGrant). */
export function owedGrantOf(event: PaymentEvent | OrderEvent): OwedGrant | null {
  switch (event.type) {
    case "PaymentSucceeded": {
      const { profileId, paidAt } = event.data;
      return profileId === null ? null : owedForCard({ ...event.data, profileId, paidAt }, event.data.paymentId);
    }
    case "PaymentAssigned": {
      const { profileId, paidAt } = event.data;
      return paidAt === null ? null : owedForCard({ ...event.data, profileId, paidAt }, event.data.paymentId);
    }
    case "BankTransferRecorded": {
      const { orderNumber } = event.data;
      return owedFor(event.data, { method: "bank_transfer", orderNumber }, orderStream(orderNumber));
    }
    default:
      return null;
  }
}

/** What a payment as it is now owes: a succeeded payment that belongs to a profile owes its plan. */
export function owedByPayment(payment: Payment | null): OwedGrant | null {
  if (!payment || payment.status !== "succeeded" || payment.profileId === null || payment.paidAt === null) return null;
  const { profileId, paidAt } = payment;
  return owedForCard({ ...payment, profileId, paidAt }, payment.paymentId);
}

/** The product field when there is one (a plan's grant has none, as before products were sold). */
const productOf = (data: {
  product?: ProductRef | undefined;
  amountCents: number;
}): { product?: ProductRef; amountCents?: number } =>
  data.product ? { product: data.product, amountCents: data.amountCents } : {};

/** The subscription the accounts module grants for it. */
export function subscriptionGrantFor(owed: OwedGrant): SubscriptionGrant {
  if (owed.planId === null) throw new Error(`${owed.reference} pays for a product, not a subscription`);
  const plan = PLANS[owed.planId];
  return {
    profileId: owed.profileId,
    reference: owed.reference,
    profileType: plan.profileTypeId,
    accessLevel: plan.accessLevel,
    period: owed.period,
    paidAt: owed.paidAt,
    description:
      owed.source.method === "card" ? "Platba kartou" : `Bankový prevod, objednávka č. ${owed.source.orderNumber}`,
  };
}

/** A ledger row's grant (JSON written by the payments-grants projector), its plan checked. */
export function owedGrantFromRecord(record: OwedGrantRecord): OwedGrant {
  const { planId, product } = record;
  if (product && planId === null) return { ...record, planId, product };
  if (planId === null || !isPlanId(planId))
    throw new Error(`The ledger names an unknown plan "${planId}" for ${record.reference}`);
  return { ...record, planId, product: undefined };
}

/** What the product's source grants for a product's payment. */
export function productGrantFor(owed: OwedGrant & { product: ProductRef }): ProductGrant {
  return {
    profileId: owed.profileId,
    product: owed.product,
    period: owed.period,
    paidAt: owed.paidAt,
    reference: owed.reference,
    amountCents: owed.amountCents ?? 0,
  };
}
