import type { PaidRegistrationValues, RegistrantValues, TrialRegistrationValues } from "../../../auth/account-rules.ts";
import { countOrNull, trimmedOrNull, trimmedOrNullFields } from "../../../format/form-values.ts";
import { PROFILE_TYPE_OF_PLAN, type PaidPlan } from "./plans.ts";

/** The registration mutations' variables from the checked form values. */

/** The new user's login and the consents, which every registration sends. */
export const registrant = ({ fullname, email, password, terms, moreTerms }: RegistrantValues) => ({
  email: email.trim(),
  password,
  fullname: fullname.trim(),
  terms,
  moreTerms,
});

/** registerTrial's: the phone is required, the rest may be left empty. */
export const trialRegistration = (values: TrialRegistrationValues) => ({
  ...registrant(values),
  phone: values.phone.trim(),
  ...trimmedOrNullFields(values, [
    "organizationName",
    "street",
    "zip",
    "city",
    "country",
    "motivation",
    "registrationCode",
  ]),
  affectedCount: countOrNull(values.affectedCount),
});

/** registerIndividual's, without the payment: the person and the billing address. */
export const individualRegistration = (values: PaidRegistrationValues) => ({
  ...registrant(values),
  street: values.street.trim(),
  zip: values.zip.trim(),
  city: values.city.trim(),
  country: values.country.trim(),
});

/** registerOrganisation's, without the payment: a school's or firm's details besides the person's; only a school tells why and for how many. */
export const organisationRegistration = (plan: Exclude<PaidPlan, "single">, values: PaidRegistrationValues) => ({
  ...individualRegistration(values),
  profileType: PROFILE_TYPE_OF_PLAN[plan],
  phone: values.phone.trim(),
  organizationName: values.organizationName.trim(),
  organizationId: trimmedOrNull(values.organizationId),
  organizationVatId: trimmedOrNull(values.organizationVatId),
  motivation: plan === "school" ? trimmedOrNull(values.motivation) : null,
  affectedCount: plan === "school" ? countOrNull(values.affectedCount) : null,
});
