import { DomainError, type FieldIssue, ValidationError } from "../../../shared/errors.ts";
import { validate } from "../../../shared/validation.ts";
import {
  blankToNull,
  PaidRegistration,
  PROFILE_TYPES,
  type ProfileDetails,
  type RegistrationAnswers,
  SchoolRegistrationAnswers,
  validateAll,
  validateProfileDetails,
} from "../../accounts/index.ts";
import type { BuyerInput } from "../bank-transfer/decide.ts";
import { paymentIdOf } from "../card-payment/claim.ts";
import type { Plan } from "../plans/plans.ts";
import type { ProductOffer } from "../products/products.ts";

/** A paid registration's form (registerIndividual, registerOrganisation), checked by the accounts' rules and the payment's. */

export type PaymentMethod = "card" | "invoice" | "free";

/** The card provider's short name ("stripe", as the client sends it), "card" or "test"; "invoice"; or "free" (a product that costs nothing). */
export function paymentMethodOf(value: unknown): PaymentMethod | null {
  const name = typeof value === "string" ? value.trim().toLowerCase() : "";
  if (name === "invoice" || name === "free") return name;
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

export type Registration = {
  /** The plan whose profile type is registered (and, without `product`, whose subscription is bought). */
  plan: Plan;
  /** Register-and-buy: the webinar or pack bought instead of a subscription, as sold now. */
  product?: ProductOffer;
  /** By card with a payment made before registering (GraphQL's `intent`), by invoice, or nothing to pay (a free product). */
  payment: { method: "card"; paymentId: string } | { method: "invoice" } | { method: "free" };
  account: { email: string; password: string; fullname: string };
  details: ProfileDetails;
  answers: Omit<RegistrationAnswers, "consentedAt">;
};

/** What GraphQL sends as null for an argument left out counts as left out. */
export const withoutNulls = <T extends Record<string, unknown>>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined)) as Partial<T>;

/**
 * Every rule of the form at once (one ValidationError listing each field): the account (e-mail,
 * password, name, both consents), the details of the profile's type, a school's motivation and
 * number of pupils, and the payment method with its payment. An organisation paying by invoice also
 * gives its company id and VAT id (spec §5: "firm and invoicing").
 */
export function validateRegistration(
  plan: Plan,
  input: OrganisationRegistrationInput,
  product?: ProductOffer,
): Registration {
  const method = paymentMethodOf(input.paymentMethod);
  const paymentId = paymentIdOf(input.intent);
  const profileType = plan.profileTypeId;
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
      const valid = validate(
        PaidRegistration,
        withoutNulls({
          email: input.email,
          password: input.password,
          fullname: input.fullname,
          terms: input.terms,
          moreTerms: input.moreTerms,
        }),
      );
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
      // "free" is a free product's only method (checked with the product: freeOrPaid); a plan is never free
      if (!method || (method === "free" && !product))
        issues.push({ field: "paymentMethod", code: "PAYMENT_METHOD_INVALID" });
      if (method === "card" && !paymentId) issues.push({ field: "intent", code: "PAYMENT_INTENT_REQUIRED" });
      if (method === "invoice" && plan.id !== "single") {
        for (const field of ["organizationId", "organizationVatId"] as const)
          if (!blankToNull(detailsInput[field])) issues.push({ field, code: "REQUIRED" });
      }
      if (issues.length > 0) throw new ValidationError(issues);
    },
  );
  const payment: Registration["payment"] =
    method === "card" ? { method, paymentId: paymentId! } : { method: method === "free" ? "free" : "invoice" };
  return { plan, ...(product ? { product } : {}), payment, account: account!, details: details!, answers };
}

export const buyerFrom = (registration: Registration): BuyerInput => ({
  name: registration.details.organizationName ?? registration.account.fullname,
  street: registration.details.street ?? "",
  zip: registration.details.zip,
  city: registration.details.city ?? "",
  country: registration.details.country ?? "",
  organizationId: registration.details.organizationId,
  organizationTaxId: registration.details.organizationTaxId,
  organizationVatId: registration.details.organizationVatId,
});
