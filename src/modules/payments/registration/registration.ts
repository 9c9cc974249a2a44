import * as Schema from "effect/Schema";
import { allocateIds } from "../../../eventstore/sequence.ts";
import { DomainError } from "../../../shared/errors.ts";
import { validate } from "../../../shared/validation.ts";
import {
  assertAddressFree,
  createProfileWithAdmin,
  isAddressRegistered,
  PROFILE_TYPES,
  type StepHook,
  UserEmail,
} from "../../accounts/index.ts";
import { bankTransferOrder } from "../bank-transfer/handlers.ts";
import { requireSucceededPayment } from "../card-payment/claim.ts";
import { type CardPaymentStarted, createSubscriptionPayment, withOpenPayment } from "../card-payment/handlers.ts";
import { paymentStream } from "../card-payment/events.ts";
import { grantSubscriptionOf } from "../grants/apply.ts";
import { PLANS, purchasablePlan } from "../plans/plans.ts";
import type { Payments } from "../provider/setup.ts";
import type { PurchaseContext, PurchaseOutcome } from "../purchases/purchases.ts";
import {
  type BankOrderCompletion,
  bankOrderCompletion,
  type CardPaymentCompletion,
  cardPaymentCompletion,
  type FreeProductCompletion,
  freeProductCompletion,
  registrationCompletions,
} from "./completions.ts";
import {
  buyerFrom,
  type IndividualRegistrationInput,
  type OrganisationRegistrationInput,
  type Registration,
  validateRegistration,
  withoutNulls,
} from "./form.ts";

/**
 * Registering a paid profile (registerIndividual, registerOrganisation): everything is checked
 * first — the form by the accounts module's rules, the address not taken, the payment method, and
 * then the card payment (succeeded, for this plan, never used) or the invoice — and only then are
 * the profile and its user created. The payment is claimed (or the order placed) as the creation's
 * last step, so a payment that another registration took meanwhile undoes the creation; and a
 * crash at any point is finished by the payments' recovery job, which runs the same last step
 * (completions.ts), so the money is never lost or counted twice.
 */

/**
 * EMAIL_TAKEN for an address someone holds. A paid registration that a crash stopped halfway and
 * that holds the address is finished first (forward: its payment is claimed; or back: the address
 * is free), so that whoever retries is not turned away by their own interrupted attempt.
 */
export async function refuseTakenAddress(context: PurchaseContext, payments: Payments, email: string): Promise<void> {
  await assertAddressFree(context, email, registrationCompletions(payments));
  if (await isAddressRegistered(context.services.db, email)) throw new DomainError("EMAIL_TAKEN");
}

/** Crash tests stop the registration after one of its steps (see the accounts' StepHook). */
export type RegistrationOptions = { afterStep?: StepHook };

/**
 * Checks the payment (or the order) before anything is created, and names the claim that the
 * onboarding runs as its last step: the card payment's, or the order's under a number allocated
 * now, so that placing it again after a crash is the same order.
 */
async function claimFor(
  context: PurchaseContext,
  payments: Payments,
  registration: Registration,
  afterStep?: StepHook,
): Promise<CardPaymentCompletion | BankOrderCompletion | FreeProductCompletion> {
  const { plan, payment, product } = registration;
  const planId = product ? null : plan.id;
  // a free product (its price checked by the caller) is granted as the creation's last step, nothing to pay
  if (payment.method === "free" && product) return freeProductCompletion(product);
  if (payment.method === "card") {
    const sale = { planId, product: product?.ref, profileId: null };
    await withOpenPayment(context, payment.paymentId, (open) => requireSucceededPayment(context, payments, open, sale));
    return cardPaymentCompletion(payment.paymentId, planId, product?.ref);
  }
  // the order's checks do not depend on the profile, which does not exist yet
  bankTransferOrder(context, payments, {
    profileId: 0,
    ...(product ? { product } : { subscriptionType: plan.id }),
    buyer: buyerFrom(registration),
  });
  const [orderNumber] = await allocateIds(
    context.services.store,
    "order",
    1,
    context.commandContext.actor,
    context.commandContext.correlationId,
  );
  await afterStep?.("order-number-allocated");
  return bankOrderCompletion(orderNumber!, planId, buyerFrom(registration), product);
}

export async function register(
  context: PurchaseContext,
  payments: Payments,
  registration: Registration,
  options: RegistrationOptions = {},
): Promise<PurchaseOutcome> {
  const { plan, account } = registration;
  const { afterStep } = options;
  await refuseTakenAddress(context, payments, account.email);
  const completion = await claimFor(context, payments, registration, afterStep);
  // the payment is claimed (or the order placed) as the creation's last step: if another
  // registration claimed the payment meanwhile, the creation is undone and PAYMENT_ALREADY_USED thrown
  await createProfileWithAdmin(
    context,
    {
      profileType: plan.profileTypeId,
      ...account,
      details: registration.details,
      registration: { ...registration.answers, consentedAt: context.services.clock.now().toISOString() },
      completion,
    },
    { completions: registrationCompletions(payments), afterStep },
  );
  if (completion.kind === "bank-order") return { paid: false, orderNumber: completion.orderNumber };
  if (completion.kind === "free-product") return { paid: true, orderNumber: null };
  // a crash before this leaves the grant to the payments' sweeper (the ledger has it)
  await grantSubscriptionOf(context, paymentStream(completion.paymentId), payments.products ?? []);
  await afterStep?.("subscription-granted");
  return { paid: true, orderNumber: null };
}

/** registerIndividual: a single profile (one user), paid by card or by bank transfer. */
export async function registerIndividual(
  context: PurchaseContext,
  payments: Payments,
  input: IndividualRegistrationInput,
  options: RegistrationOptions = {},
): Promise<PurchaseOutcome> {
  return register(context, payments, validateRegistration(PLANS.single, input), options);
}

/** registerOrganisation: a school (profileType 2) or firm (3) profile, paid by card or by bank transfer. */
export async function registerOrganisation(
  context: PurchaseContext,
  payments: Payments,
  input: OrganisationRegistrationInput,
  options: RegistrationOptions = {},
): Promise<PurchaseOutcome> {
  const plan =
    input.profileType === PROFILE_TYPES.school
      ? PLANS.school
      : input.profileType === PROFILE_TYPES.firm
        ? PLANS.firm
        : null;
  if (!plan) throw new DomainError("PROFILE_TYPE_INVALID");
  return register(context, payments, validateRegistration(plan, input), options);
}

const IntentEmail = Schema.Struct({ email: UserEmail });

/**
 * getSubscriptionIntent: a card payment for registering a profile of this plan. The address is
 * checked first, so no one pays for a registration that EMAIL_TAKEN would refuse.
 */
export async function subscriptionIntentForRegistration(
  context: PurchaseContext,
  payments: Payments,
  input: { subscriptionType: unknown; email: unknown },
): Promise<CardPaymentStarted> {
  const plan = purchasablePlan(input.subscriptionType);
  const { email } = validate(IntentEmail, withoutNulls({ email: input.email }));
  await refuseTakenAddress(context, payments, email);
  return createSubscriptionPayment(context, payments, { subscriptionType: plan.id });
}
