import type { RequestContext } from "../../app/context.ts";
import { DomainError } from "../../shared/errors.ts";
import { requireSignedIn } from "../access/policy.ts";
import { ORGANISATION_TYPES, PROFILE_TYPES, type Profile, type ProfileTypeId } from "../accounts/events.ts";
import { loadProfile, loadUser } from "../accounts/handlers.ts";
import type { BuyerInput } from "./decide.ts";
import { paymentStream } from "./events.ts";
import { grantSubscriptionOf } from "./grants.ts";
import {
  assignPayment,
  type CardPaymentStarted,
  confirmPaymentReported,
  createSubscriptionPayment,
  loadPayment,
  type PaymentReport,
  type Payments,
  placeBankTransferOrder,
} from "./handlers.ts";
import { type Plan, type PlanId, PLANS, purchasablePlan } from "./plans.ts";

/**
 * Buying a subscription for a profile that exists: renewals (addIndividualSubscription,
 * addOrganisationSubscription) and a trial's upgrade, by card or by bank transfer, and the card
 * checks a registration shares. Whoever pays for a profile is its main admin.
 */
export type PurchaseContext = Pick<RequestContext, "services" | "run" | "commandContext" | "viewer">;

/** Card: the subscription is granted and visible. Bank transfer: an order waits for the money. */
export type PurchaseOutcome = { paid: true; orderNumber: null } | { paid: false; orderNumber: number };

/**
 * The card payment the client sends as `intent`, checked for this plan and profile (null: a profile
 * being registered) and confirmed with the provider: only a payment the server has seen succeed
 * passes. Otherwise a code the client can show: PAYMENT_INTENT_REQUIRED, PAYMENT_NOT_FOUND,
 * PAYMENT_PLAN_MISMATCH (an intent bought for another plan), PAYMENT_ALREADY_USED,
 * PAYMENT_REQUIRES_ACTION (3-D Secure not done), CARD_DECLINED, CARD_AUTHENTICATION_FAILED,
 * PAYMENT_NOT_COMPLETED (the card step has not finished), PAYMENT_PROVIDER_UNAVAILABLE.
 */
export async function requireSucceededPayment(
  ctx: PurchaseContext,
  payments: Payments,
  input: { paymentId: unknown; planId: PlanId; profileId: number | null },
): Promise<PaymentReport> {
  const paymentId = intentOf(input.paymentId);
  if (!paymentId) throw new DomainError("PAYMENT_INTENT_REQUIRED");
  const payment = await loadPayment(ctx.services.store, paymentId);
  if (!payment || payment.provider !== payments.provider.name) throw new DomainError("PAYMENT_NOT_FOUND");
  // checked before the provider is asked: an intent bought for 8,90 € never pays for a school
  if (payment.planId !== input.planId) throw new DomainError("PAYMENT_PLAN_MISMATCH");
  if (payment.profileId !== null && payment.profileId !== input.profileId) throw new DomainError("PAYMENT_ALREADY_USED");
  const report = await confirmPaymentReported(ctx, payments, paymentId);
  switch (report.status) {
    case "succeeded":
      return report;
    case "requires_action":
      throw new DomainError("PAYMENT_REQUIRES_ACTION");
    case "failed":
      throw new DomainError(report.failure?.code === "payment_intent_authentication_failure" ? "CARD_AUTHENTICATION_FAILED" : "CARD_DECLINED");
    case "pending":
      throw new DomainError("PAYMENT_NOT_COMPLETED");
    default: {
      const unknown: never = report.status;
      throw new Error(`Unknown payment status ${String(unknown)}`);
    }
  }
}

/** The `intent` argument: a payment id, or absent (null, blank). */
export const intentOf = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value.trim() : null);

/** Pays for a profile's plan with a card payment that succeeded; answers once the subscription shows. */
async function payByCard(ctx: PurchaseContext, payments: Payments, profileId: number, plan: Plan, paymentId: unknown): Promise<PurchaseOutcome> {
  const payment = await requireSucceededPayment(ctx, payments, { paymentId, planId: plan.id, profileId });
  // paid before logging in (getSubscriptionIntent): it becomes this profile's, once
  if (payment.profileId === null) await assignPayment(ctx, { paymentId: payment.paymentId, profileId, planId: plan.id });
  await grantSubscriptionOf(ctx, paymentStream(payment.paymentId));
  return { paid: true, orderNumber: null };
}

async function payByInvoice(ctx: PurchaseContext, payments: Payments, profile: Profile, plan: Plan): Promise<PurchaseOutcome> {
  const buyer = await buyerOf(ctx, profile);
  const { orderNumber } = await placeBankTransferOrder(ctx, payments, { profileId: profile.profileId, subscriptionType: plan.id, buyer });
  return { paid: false, orderNumber };
}

/** The invoice is made out to the organisation, or to the profile's main admin, at the profile's address. */
async function buyerOf(ctx: PurchaseContext, profile: Profile): Promise<BuyerInput> {
  const { details } = profile;
  let name = details.organizationName;
  if (!name) {
    const admin = await loadUser(ctx.services.store, profile.mainAdminUserId);
    name = admin.status === "active" ? admin.user.fullname : "";
  }
  return {
    name,
    street: details.street ?? "",
    zip: details.zip,
    city: details.city ?? "",
    country: details.country ?? "",
    organizationId: details.organizationId,
    organizationTaxId: details.organizationTaxId,
    organizationVatId: details.organizationVatId,
  };
}

/** The signed-in viewer's profile, which only its main admin pays for. */
async function payingProfile(ctx: PurchaseContext): Promise<Profile> {
  const viewer = requireSignedIn(ctx.viewer);
  const state = await loadProfile(ctx.services.store, Number(viewer.profileId));
  if (state.status !== "active") throw new DomainError("PROFILE_NOT_FOUND");
  if (state.profile.mainAdminUserId !== Number(viewer.userId)) throw new DomainError("NOT_PROFILE_ADMIN");
  return state.profile;
}

const planOfType = (profileType: ProfileTypeId): Plan | undefined => Object.values(PLANS).find((plan) => plan.profileTypeId === profileType);

/** A profile renews its own plan; a trial may buy any paid plan (its upgrade). */
function planForProfile(profile: Profile, subscriptionType: unknown): Plan {
  const plan = purchasablePlan(subscriptionType);
  if (profile.profileType === PROFILE_TYPES.trial || plan.profileTypeId === profile.profileType) return plan;
  throw new DomainError("PLAN_NOT_FOR_PROFILE");
}

/** getProfileSubscriptionIntent: a card payment for the viewer's profile (renewal, or a trial's upgrade). */
export async function profileSubscriptionIntent(ctx: PurchaseContext, payments: Payments, subscriptionType: unknown): Promise<CardPaymentStarted> {
  const profile = await payingProfile(ctx);
  const plan = planForProfile(profile, subscriptionType);
  return createSubscriptionPayment(ctx, payments, { subscriptionType: plan.id, profileId: profile.profileId });
}

/** addIndividualSubscription: an individual's renewal by card, extending from the current expiration. */
export async function addIndividualSubscription(ctx: PurchaseContext, payments: Payments, intent: unknown): Promise<PurchaseOutcome> {
  const profile = await payingProfile(ctx);
  if (profile.profileType !== PROFILE_TYPES.single) throw new DomainError("PLAN_NOT_FOR_PROFILE");
  return payByCard(ctx, payments, profile.profileId, PLANS.single, intent);
}

/** addOrganisationSubscription: a school's or firm's renewal, by card with `intent`, otherwise by bank transfer. */
export async function addOrganisationSubscription(ctx: PurchaseContext, payments: Payments, intent: unknown): Promise<PurchaseOutcome> {
  const profile = await payingProfile(ctx);
  const plan = ORGANISATION_TYPES.includes(profile.profileType) ? planOfType(profile.profileType) : undefined;
  if (!plan) throw new DomainError("PLAN_NOT_FOR_PROFILE");
  return intentOf(intent) ? payByCard(ctx, payments, profile.profileId, plan, intent) : payByInvoice(ctx, payments, profile, plan);
}

/**
 * upgradeTrial: a trial becomes single (1), school (2) or firm (3) when its payment is confirmed —
 * by card at once, by bank transfer when the administrator records the money (a single plan is
 * paid by card only). The grant changes the profile's type (see decideGrant).
 */
export async function upgradeTrial(ctx: PurchaseContext, payments: Payments, profileType: unknown, intent: unknown): Promise<PurchaseOutcome> {
  const profile = await payingProfile(ctx);
  if (profile.profileType !== PROFILE_TYPES.trial) throw new DomainError("PROFILE_NOT_TRIAL");
  const plan = [PROFILE_TYPES.single, PROFILE_TYPES.school, PROFILE_TYPES.firm].includes(profileType as 1 | 2 | 3)
    ? planOfType(profileType as ProfileTypeId)
    : undefined;
  if (!plan) throw new DomainError("PROFILE_TYPE_INVALID");
  if (intentOf(intent)) return payByCard(ctx, payments, profile.profileId, plan, intent);
  if (plan.id === "single") throw new DomainError("PAYMENT_INTENT_REQUIRED");
  return payByInvoice(ctx, payments, profile, plan);
}
