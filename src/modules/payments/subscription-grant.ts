import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { type ProfileCommand, profileDecider } from "../accounts/decide.ts";
import { evolveProfile, initialProfileState, PROFILE_TYPES, type ProfileEvent, type ProfileState } from "../accounts/events.ts";
import { type OrderEvent, orderStream, type PaymentEvent, paymentStream } from "./events.ts";
import { subscriptionPeriod } from "./period.ts";
import { type Period, type PlanId, PLANS } from "./plans.ts";

/**
 * What a payment buys, for the accounts module, which owns the profile's subscriptions
 * (SubscriptionStarted / SubscriptionExtended on profile-<id>). Two pure steps:
 *
 * 1. `subscriptionGrantOf(event)`: is this payments event the one that makes a profile's payment
 *    complete? Exactly one event per payment or order is: PaymentSucceeded when the payment already
 *    belonged to a profile, PaymentAssigned when it was paid before registering, and
 *    BankTransferRecorded for an order. Every other event gives null.
 * 2. `subscriptionChangeFor(grant, the profile's subscriptions)`: start a new subscription, or extend
 *    the one still running (from its expiration, not from the day of payment).
 *
 * The accounts side should keep `grant.reference` with the subscription it starts or extends and
 * refuse a reference it has seen, so a replayed event never grants twice.
 */
export type SubscriptionGrant = {
  profileId: number;
  planId: PlanId;
  period: Period;
  /** When the money was confirmed: the period is counted from here (or from a running expiration). */
  paidAt: string;
  source: { method: "card"; paymentId: string } | { method: "bank_transfer"; orderNumber: number };
  /** "payment-<providerIntentId>" or "order-<number>": unique per payment, the stream it comes from. */
  reference: string;
};

export function subscriptionGrantOf(event: PaymentEvent | OrderEvent): SubscriptionGrant | null {
  switch (event.type) {
    case "PaymentSucceeded": {
      const { profileId, planId, period, paidAt, paymentId } = event.data;
      return profileId === null ? null : { profileId, planId, period, paidAt, source: { method: "card", paymentId }, reference: paymentStream(paymentId) };
    }
    case "PaymentAssigned": {
      const { profileId, planId, period, paidAt, paymentId } = event.data;
      return paidAt === null ? null : { profileId, planId, period, paidAt, source: { method: "card", paymentId }, reference: paymentStream(paymentId) };
    }
    case "BankTransferRecorded": {
      const { profileId, planId, period, paidAt, orderNumber } = event.data;
      return { profileId, planId, period, paidAt, source: { method: "bank_transfer", orderNumber }, reference: orderStream(orderNumber) };
    }
    default:
      return null;
  }
}

/** A subscription of the profile as the accounts module keeps it (its Subscription type fits). */
export type ExistingSubscription = { subscriptionId: number; accessLevel: "full" | "trial"; expirationDate: string };

export type SubscriptionChange =
  | { kind: "start"; accessLevel: "full" | "trial"; startDate: string; expirationDate: string; description: string }
  | { kind: "extend"; subscriptionId: number; expirationDate: string };

/**
 * A paid subscription still running at the time of payment is extended from its expiration (the
 * latest one, if several overlap); otherwise a new one starts when the payment was confirmed. A
 * running trial is not extended: paying upgrades to full access at once.
 */
export function subscriptionChangeFor(grant: SubscriptionGrant, subscriptions: readonly ExistingSubscription[]): SubscriptionChange {
  const paidAt = new Date(grant.paidAt);
  const running = subscriptions
    .filter((s) => s.accessLevel === "full" && new Date(s.expirationDate).getTime() > paidAt.getTime())
    .sort((a, b) => new Date(b.expirationDate).getTime() - new Date(a.expirationDate).getTime())[0];
  const { start, expiration } = subscriptionPeriod(grant, paidAt, running ? new Date(running.expirationDate) : null);
  if (running) return { kind: "extend", subscriptionId: running.subscriptionId, expirationDate: expiration.toISOString() };
  return {
    kind: "start",
    accessLevel: PLANS[grant.planId].accessLevel,
    startDate: start.toISOString(),
    expirationDate: expiration.toISOString(),
    description: grant.source.method === "card" ? "Platba kartou" : `Bankový prevod, objednávka č. ${grant.source.orderNumber}`,
  };
}

// ---------------------------------------------------------------------------------------------
// The grant as a command on the profile's stream

/**
 * Gives the profile what a payment bought. `newSubscriptionId` is used when a subscription starts
 * (allocated beforehand; an extension leaves it unused).
 */
export type GrantSubscription = { type: "GrantSubscription"; data: { grant: SubscriptionGrant; newSubscriptionId: number } };

/**
 * Decided on the profile's current state, so that two payments granted at once for one profile
 * both count: the command handler re-runs this after a revision conflict, and the second grant
 * then extends from the first one's new expiration rather than overwriting it.
 * - a reference the profile took before grants nothing (a replay, the webhook after the report);
 * - a trial paid for a plan becomes that plan's type first (upgradeTrial): its seats follow;
 * - then the subscription starts, or the running one is extended (subscriptionChangeFor).
 */
export function decideGrant(command: GrantSubscription, state: ProfileState): ProfileEvent[] {
  if (state.status !== "active") throw new DomainError("PROFILE_NOT_FOUND");
  const { grant, newSubscriptionId } = command.data;
  if (state.profile.grantedReferences.includes(grant.reference)) return [];
  const events: ProfileEvent[] = [];
  let current: ProfileState = state;
  const decideOnCurrent = (profileCommand: ProfileCommand) => {
    for (const event of profileDecider.decide(profileCommand, current)) {
      current = profileDecider.evolve(current, event);
      events.push(event);
    }
  };
  const plan = PLANS[grant.planId];
  if (state.profile.profileType === PROFILE_TYPES.trial && plan.profileTypeId !== PROFILE_TYPES.trial) {
    decideOnCurrent({ type: "ChangeProfileType", data: { profileType: plan.profileTypeId } });
  }
  const change = subscriptionChangeFor(grant, state.profile.subscriptions);
  decideOnCurrent(
    change.kind === "start"
      ? { type: "StartSubscription", data: { subscriptionId: newSubscriptionId, ...withoutKind(change), reference: grant.reference } }
      : { type: "ExtendSubscription", data: { subscriptionId: change.subscriptionId, expirationDate: new Date(change.expirationDate), reference: grant.reference } },
  );
  return events;
}

const withoutKind = ({ kind: _kind, ...rest }: Extract<SubscriptionChange, { kind: "start" }>) => rest;

export const grantDecider: Decider<ProfileState, GrantSubscription, ProfileEvent> = {
  initialState: initialProfileState,
  evolve: evolveProfile,
  decide: decideGrant,
};
