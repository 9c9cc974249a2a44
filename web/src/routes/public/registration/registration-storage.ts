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

/**
 * What a registration is for: a paid plan ("single", "school", "firm"), or a webinar or pack
 * bought while registering ("webinar.{id}", "pack.{id}": an individual's registration).
 */
export type RegistrationKey = PaidPlan | `webinar.${string}` | `pack.${string}`;

const valuesKey = (key: RegistrationKey) => `livingLibrary.registration.${key}`;

/** The plan whose fields and checks a registration has: a webinar's or pack's is an individual's. */
const planOf = (key: RegistrationKey): PaidPlan => (key === "school" || key === "firm" ? key : "single");

/** The card payment of a registration is one per plan: a buyer who goes back and fixes the e-mail after paying is not charged twice. */
export const registrationPurchaseKey = (key: RegistrationKey) => `registration.${key}`;

export function loadRegistration(key: RegistrationKey): PaidRegistrationValues | null {
  const kept = readSessionData<Partial<PaidRegistrationValues>>(valuesKey(key));
  return kept ? { ...EMPTY_PAID_REGISTRATION, ...kept } : null;
}

export const saveRegistration = (key: RegistrationKey, values: PaidRegistrationValues) =>
  writeSessionData(valuesKey(key), values);

/** The values of a first step that was completed (the payment step opens only with them). */
export function completedRegistration(key: RegistrationKey): PaidRegistrationValues | null {
  const values = loadRegistration(key);
  return values && Object.keys(paidRegistrationProblems(values, planOf(key))).length === 0 ? values : null;
}

/** Registered: the form starts empty next time, with a new card payment. */
export function forgetRegistration(key: RegistrationKey): void {
  removeSessionData(valuesKey(key));
  forgetCardIntent(registrationPurchaseKey(key));
}
