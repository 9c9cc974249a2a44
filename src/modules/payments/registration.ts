import { Schema } from "effect";
import { DomainError, type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { validate } from "../../shared/validation.ts";
import { normaliseEmail, PROFILE_TYPES, type ProfileDetails, type ProfileTypeId, type RegistrationAnswers } from "../accounts/events.ts";
import { blankToNull, PaidRegistration, SchoolRegistrationAnswers, UserEmail, validateAll, validateProfileDetails } from "../accounts/fields.ts";
import { createProfileWithAdmin } from "../accounts/handlers.ts";
import { loginCandidate } from "../accounts/queries.ts";
import type { BuyerInput } from "./decide.ts";
import { paymentStream } from "./events.ts";
import { grantSubscriptionOf } from "./grants.ts";
import { assignPayment, type CardPaymentStarted, checkBankTransferOrder, createSubscriptionPayment, type Payments, placeBankTransferOrder } from "./handlers.ts";
import { type Plan, PLANS, purchasablePlan } from "./plans.ts";
import { intentOf, type PurchaseContext, type PurchaseOutcome, requireSucceededPayment } from "./purchases.ts";

/**
 * Registering a paid profile (registerIndividual, registerOrganisation): everything is checked
 * first — the form by the accounts module's rules, the address not taken, the payment method, and
 * then the card payment (succeeded, for this plan, never used) or the invoice — and only then are
 * the profile and its user created. The payment is claimed as the creation's last step, so a
 * payment that another registration took meanwhile undoes the creation.
 */

type PaymentMethod = "card" | "invoice";

/** The card provider's short name ("stripe", as the client sends it), "card" or "test"; or "invoice". */
function paymentMethodOf(value: unknown): PaymentMethod | null {
  const name = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (name === "invoice") return "invoice";
  return ["stripe", "card", "test"].includes(name) ? "card" : null;
}

type AccountInput = { email?: unknown; password?: unknown; fullname?: unknown; terms?: unknown; moreTerms?: unknown };

export type IndividualRegistrationInput = AccountInput & {
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  paymentMethod?: unknown;
  intent?: unknown;
};

export type OrganisationRegistrationInput = IndividualRegistrationInput & {
  profileType?: unknown;
  phone?: string | null;
  organizationName?: string | null;
  organizationId?: string | null;
  organizationVatId?: string | null;
  motivation?: string | null;
  affectedCount?: number | null;
};

type Registration = {
  plan: Plan;
  method: PaymentMethod;
  paymentId: string | null;
  account: { email: string; password: string; fullname: string };
  details: ProfileDetails;
  answers: Omit<RegistrationAnswers, "consentedAt">;
};

/** What GraphQL sends as null for an argument left out counts as left out. */
const withoutNulls = <T extends Record<string, unknown>>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;

/**
 * Every rule of the form at once (one ValidationError listing each field): the account (e-mail,
 * password, name, both consents), the details of the profile's type, a school's motivation and
 * number of pupils, and the payment method with its intent. An organisation paying by invoice also
 * gives its company id and VAT id (spec §5: "firm and invoicing").
 */
function validateRegistration(plan: Plan, input: OrganisationRegistrationInput): Registration {
  const method = paymentMethodOf(input.paymentMethod);
  const paymentId = intentOf(input.intent);
  const profileType = plan.profileTypeId as ProfileTypeId;
  const detailsInput = {
    phone: input.phone,
    organizationName: input.organizationName,
    street: input.street,
    zip: input.zip,
    city: input.city,
    country: input.country,
    organizationId: input.organizationId,
    organizationVatId: input.organizationVatId,
  };
  let account: Registration["account"] | undefined;
  let details: ProfileDetails | undefined;
  let answers: Registration["answers"] = { motivation: null, affectedCount: null, registrationCode: null };
  validateAll(
    () => {
      const valid = validate(PaidRegistration, withoutNulls({ email: input.email, password: input.password, fullname: input.fullname, terms: input.terms, moreTerms: input.moreTerms }));
      account = { email: valid.email, password: valid.password, fullname: valid.fullname };
    },
    () => (details = validateProfileDetails(profileType, detailsInput)),
    () => {
      const given = withoutNulls({ motivation: blankToNull(input.motivation), affectedCount: input.affectedCount });
      if (profileType === PROFILE_TYPES.school) {
        const valid = validate(SchoolRegistrationAnswers, given);
        answers = { motivation: valid.motivation, affectedCount: valid.affectedCount, registrationCode: null };
      } else if (Object.keys(given).length > 0) {
        throw new ValidationError(Object.keys(given).map((field) => ({ field, code: "NOT_FOR_PROFILE_TYPE" })));
      }
    },
    () => {
      const issues: FieldIssue[] = [];
      if (!method) issues.push({ field: "paymentMethod", code: "PAYMENT_METHOD_INVALID" });
      if (method === "card" && !paymentId) issues.push({ field: "intent", code: "PAYMENT_INTENT_REQUIRED" });
      if (method === "invoice" && plan.id !== "single") {
        for (const field of ["organizationId", "organizationVatId"] as const) if (!blankToNull(detailsInput[field])) issues.push({ field, code: "REQUIRED" });
      }
      if (issues.length > 0) throw new ValidationError(issues);
    },
  );
  return { plan, method: method!, paymentId, account: account!, details: details!, answers };
}

const buyerFrom = (registration: Registration): BuyerInput => ({
  name: registration.details.organizationName ?? registration.account.fullname,
  street: registration.details.street ?? "",
  zip: registration.details.zip,
  city: registration.details.city ?? "",
  country: registration.details.country ?? "",
  organizationId: registration.details.organizationId,
  organizationTaxId: registration.details.organizationTaxId,
  organizationVatId: registration.details.organizationVatId,
});

async function refuseTakenAddress(ctx: PurchaseContext, email: string): Promise<void> {
  if (await loginCandidate(ctx.services.db, normaliseEmail(email))) throw new DomainError("EMAIL_TAKEN");
}

async function register(ctx: PurchaseContext, payments: Payments, registration: Registration): Promise<PurchaseOutcome> {
  const { plan, method, paymentId, account } = registration;
  await refuseTakenAddress(ctx, account.email);
  // the order's checks do not depend on the profile, which does not exist yet
  if (method === "invoice") checkBankTransferOrder(ctx, payments, { profileId: 0, subscriptionType: plan.id, buyer: buyerFrom(registration) });
  else await requireSucceededPayment(ctx, payments, { paymentId, planId: plan.id, profileId: null });

  let orderNumber: number | null = null;
  await createProfileWithAdmin(ctx, {
    profileType: plan.profileTypeId as ProfileTypeId,
    ...account,
    details: registration.details,
    registration: { ...registration.answers, consentedAt: ctx.services.clock.now().toISOString() },
    async completeWith({ profileId }) {
      if (method === "card") await assignPayment(ctx, { paymentId: paymentId!, profileId, planId: plan.id });
      else ({ orderNumber } = await placeBankTransferOrder(ctx, payments, { profileId, subscriptionType: plan.id, buyer: buyerFrom(registration) }));
    },
  });
  if (method === "invoice") return { paid: false, orderNumber: orderNumber! };
  await grantSubscriptionOf(ctx, paymentStream(paymentId!));
  return { paid: true, orderNumber: null };
}

/** registerIndividual: a single profile (one user), paid by card or by bank transfer. */
export async function registerIndividual(ctx: PurchaseContext, payments: Payments, input: IndividualRegistrationInput): Promise<PurchaseOutcome> {
  return register(ctx, payments, validateRegistration(PLANS.single, input));
}

/** registerOrganisation: a school (profileType 2) or firm (3) profile, paid by card or by bank transfer. */
export async function registerOrganisation(ctx: PurchaseContext, payments: Payments, input: OrganisationRegistrationInput): Promise<PurchaseOutcome> {
  const plan = input.profileType === PROFILE_TYPES.school ? PLANS.school : input.profileType === PROFILE_TYPES.firm ? PLANS.firm : null;
  if (!plan) throw new DomainError("PROFILE_TYPE_INVALID");
  return register(ctx, payments, validateRegistration(plan, input));
}

const IntentEmail = Schema.Struct({ email: UserEmail });

/**
 * getSubscriptionIntent: a card payment for registering a profile of this plan. The address is
 * checked first, so no one pays for a registration that EMAIL_TAKEN would refuse.
 */
export async function subscriptionIntentForRegistration(
  ctx: PurchaseContext,
  payments: Payments,
  input: { subscriptionType: unknown; email: unknown },
): Promise<CardPaymentStarted> {
  const plan = purchasablePlan(input.subscriptionType);
  const { email } = validate(IntentEmail, withoutNulls({ email: input.email }));
  await refuseTakenAddress(ctx, email);
  return createSubscriptionPayment(ctx, payments, { subscriptionType: plan.id });
}
