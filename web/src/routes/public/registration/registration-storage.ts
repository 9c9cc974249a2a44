import { paidRegistrationProblems, type PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { readSessionData, removeSessionData, writeSessionData } from "../../../auth/session-data.ts";
import { forgetCardIntent } from "../../../payments/useCardIntent.ts";
import type { PaidPlan } from "./plans.ts";

/**
 * A paid registration's form values, kept in the tab's session from the first keystroke: a reload
 * of either step keeps them, and the payment step needs them (password included, which is why
 * they live only in this tab's session and are removed as soon as the registration is done).
 */
export const EMPTY_PAID_REGISTRATION: PaidRegistrationValues = {
  fullname: "",
  email: "",
  password: "",
  passwordConfirm: "",
  street: "",
  zip: "",
  city: "",
  country: "",
  phone: "",
  organizationName: "",
  organizationId: "",
  organizationVatId: "",
  motivation: "",
  affectedCount: "",
  terms: false,
  moreTerms: false,
};

const valuesKey = (plan: PaidPlan) => `livingLibrary.registration.${plan}`;

/** The card payment of a registration is one per plan: a buyer who goes back and fixes the e-mail after paying is not charged twice. */
export const registrationPurchaseKey = (plan: PaidPlan) => `registration.${plan}`;

export function loadRegistration(plan: PaidPlan): PaidRegistrationValues | null {
  const kept = readSessionData<Partial<PaidRegistrationValues>>(valuesKey(plan));
  return kept ? { ...EMPTY_PAID_REGISTRATION, ...kept } : null;
}

export const saveRegistration = (plan: PaidPlan, values: PaidRegistrationValues) => writeSessionData(valuesKey(plan), values);

/** The values of a first step that was completed (the payment step opens only with them). */
export function completedRegistration(plan: PaidPlan): PaidRegistrationValues | null {
  const values = loadRegistration(plan);
  return values && Object.keys(paidRegistrationProblems(values, plan)).length === 0 ? values : null;
}

/** Registered: the form starts empty next time, with a new card payment. */
export function forgetRegistration(plan: PaidPlan): void {
  removeSessionData(valuesKey(plan));
  forgetCardIntent(registrationPurchaseKey(plan));
}
