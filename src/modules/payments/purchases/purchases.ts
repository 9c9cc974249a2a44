import type { RequestContext } from "../../../app/context.ts";
import { DomainError } from "../../../shared/errors.ts";
import { requireSignedIn } from "../../access/index.ts";
import { loadProfile, loadUser, ORGANISATION_TYPES, PROFILE_TYPES, type Profile } from "../../accounts/index.ts";
import type { BuyerInput } from "../bank-transfer/decide.ts";
import { placeBankTransferOrder } from "../bank-transfer/handlers.ts";
import { paymentIdOf, requirePaymentId, requireSucceededPayment } from "../card-payment/claim.ts";
import { type CardPaymentStarted, createSubscriptionPayment, withOpenPayment } from "../card-payment/handlers.ts";
import { applyOwedGrant } from "../grants/apply.ts";
import { owedByPayment } from "../grants/owed.ts";
import { type Plan, PLANS, purchasablePlan } from "../plans/plans.ts";
import type { Payments } from "../provider/setup.ts";

/**
 * Buying a subscription for a profile that exists: renewals (addIndividualSubscription,
 * addOrganisationSubscription) and a trial's upgrade, by card or by bank transfer. Whoever pays for
 * a profile is its main admin.
 */
export type PurchaseContext = Pick<RequestContext, "services" | "run" | "commandContext" | "viewer">;

/** Card: the subscription is granted and visible. Bank transfer: an order waits for the money. */
export type PurchaseOutcome = { paid: true; orderNumber: null } | { paid: false; orderNumber: number };

/**
 * Pays for a profile's plan with a card payment that succeeded, and answers once the subscription
 * shows. The payment's stream is read once: the provider's outcome (when not seen yet) and the
 * claim of a payment made before logging in are appended together, the subscription is granted in
 * the same session, and the read models are waited for once, at the end.
 */
async function payByCard(
  context: PurchaseContext,
  payments: Payments,
  profileId: number,
  plan: Plan,
  paymentIdArgument: unknown,
): Promise<PurchaseOutcome> {
  await withOpenPayment(context, requirePaymentId(paymentIdArgument), async (open) => {
    const payment = await requireSucceededPayment(context, payments, open, { planId: plan.id, profileId, claim: true });
    const owed = owedByPayment(payment);
    if (owed) await applyOwedGrant(context, owed, open.session);
  });
  return { paid: true, orderNumber: null };
}

async function payByInvoice(
  context: PurchaseContext,
  payments: Payments,
  profile: Profile,
  plan: Plan,
): Promise<PurchaseOutcome> {
  const buyer = await buyerOf(context, profile);
  const { orderNumber } = await placeBankTransferOrder(context, payments, {
    profileId: profile.profileId,
    subscriptionType: plan.id,
    buyer,
  });
  return { paid: false, orderNumber };
}

/** The invoice is made out to the organisation, or to the profile's main admin, at the profile's address. */
export async function buyerOf(context: PurchaseContext, profile: Profile): Promise<BuyerInput> {
  const { details } = profile;
  let name = details.organizationName;
  if (!name) {
    const admin = await loadUser(context.services.store, profile.mainAdminUserId);
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
export async function payingProfile(context: PurchaseContext): Promise<Profile> {
  const viewer = requireSignedIn(context.viewer);
  const state = await loadProfile(context.services.store, Number(viewer.profileId));
  if (state.status !== "active") throw new DomainError("PROFILE_NOT_FOUND");
  if (state.profile.mainAdminUserId !== Number(viewer.userId)) throw new DomainError("NOT_PROFILE_ADMIN");
  return state.profile;
}

const planOfType = (profileType: number): Plan | undefined =>
  Object.values(PLANS).find((plan) => plan.profileTypeId === profileType);

/** A profile renews its own plan; a trial may buy any paid plan (its upgrade). */
function planForProfile(profile: Profile, subscriptionType: unknown): Plan {
  const plan = purchasablePlan(subscriptionType);
  if (profile.profileType === PROFILE_TYPES.trial || plan.profileTypeId === profile.profileType) return plan;
  throw new DomainError("PLAN_NOT_FOR_PROFILE");
}

/** getProfileSubscriptionIntent: a card payment for the viewer's profile (renewal, or a trial's upgrade). */
export async function profileSubscriptionIntent(
  context: PurchaseContext,
  payments: Payments,
  subscriptionType: unknown,
): Promise<CardPaymentStarted> {
  const profile = await payingProfile(context);
  const plan = planForProfile(profile, subscriptionType);
  return createSubscriptionPayment(context, payments, { subscriptionType: plan.id, profileId: profile.profileId });
}

/** addIndividualSubscription: an individual's renewal by card, extending from the current expiration. */
export async function addIndividualSubscription(
  context: PurchaseContext,
  payments: Payments,
  paymentIdArgument: unknown,
): Promise<PurchaseOutcome> {
  const profile = await payingProfile(context);
  if (profile.profileType !== PROFILE_TYPES.single) throw new DomainError("PLAN_NOT_FOR_PROFILE");
  return payByCard(context, payments, profile.profileId, PLANS.single, paymentIdArgument);
}

/** addOrganisationSubscription: a school's or firm's renewal, by card with a payment (`intent`), otherwise by bank transfer. */
export async function addOrganisationSubscription(
  context: PurchaseContext,
  payments: Payments,
  paymentIdArgument: unknown,
): Promise<PurchaseOutcome> {
  const profile = await payingProfile(context);
  const plan = ORGANISATION_TYPES.includes(profile.profileType) ? planOfType(profile.profileType) : undefined;
  if (!plan) throw new DomainError("PLAN_NOT_FOR_PROFILE");
  return paymentIdOf(paymentIdArgument)
    ? payByCard(context, payments, profile.profileId, plan, paymentIdArgument)
    : payByInvoice(context, payments, profile, plan);
}

/** The profile types a trial may become. */
const UPGRADE_TYPES: readonly number[] = [PROFILE_TYPES.single, PROFILE_TYPES.school, PROFILE_TYPES.firm];

/**
 * upgradeTrial: a trial becomes single (1), school (2) or firm (3) when its payment is confirmed —
 * by card at once, by bank transfer when the administrator records the money (a single plan is
 * paid by card only). The grant changes the profile's type (see decideGrant).
 */
export async function upgradeTrial(
  context: PurchaseContext,
  payments: Payments,
  profileType: unknown,
  paymentIdArgument: unknown,
): Promise<PurchaseOutcome> {
  const profile = await payingProfile(context);
  if (profile.profileType !== PROFILE_TYPES.trial) throw new DomainError("PROFILE_NOT_TRIAL");
  const plan =
    typeof profileType === "number" && UPGRADE_TYPES.includes(profileType) ? planOfType(profileType) : undefined;
  if (!plan) throw new DomainError("PROFILE_TYPE_INVALID");
  if (paymentIdOf(paymentIdArgument)) return payByCard(context, payments, profile.profileId, plan, paymentIdArgument);
  if (plan.id === "single") throw new DomainError("PAYMENT_INTENT_REQUIRED");
  return payByInvoice(context, payments, profile, plan);
}
