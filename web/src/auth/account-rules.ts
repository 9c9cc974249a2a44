import { isEmailShaped, isValidPhone } from "../../../src/shared/formats.ts";

/**
 * The accounts forms' checks, mirroring the server's rules (e-mail and phone formats come from
 * src/shared/formats.ts, which the server uses too), so most mistakes are shown before sending.
 * The server still decides; its field errors are shown the same way. Each problem is a key under
 * `validation.` in the locales.
 */
export type Problem =
  | "required"
  | "emailRequired"
  | "emailInvalid"
  | "passwordRequired"
  | "passwordTooShort"
  | "passwordWeak"
  | "passwordsDiffer"
  | "phoneInvalid"
  | "affectedCountInvalid"
  | "termsRequired"
  | "consentRequired"
  // the test provider's card form (payments/card-rules.ts)
  | "cardNumberInvalid"
  | "cardExpiryInvalid"
  | "cardExpired"
  | "cardCvcInvalid"
  // recording a bank transfer (payments/bank-transfer-rules.ts)
  | "orderNumberInvalid"
  | "amountInvalid"
  | "dateInvalid"
  | "dateInFuture";

export type Problems<Field extends string> = Partial<Record<Field, Problem>>;

export const PASSWORD_MIN_LENGTH = 8;

/** The server's length limits, given to the inputs as maxLength. */
export const MAX_LENGTH = { email: 254, name: 200, detail: 200, motivation: 5000, password: 200 } as const;

export function emailProblem(email: string): Problem | undefined {
  const trimmed = email.trim();
  if (!trimmed) return "emailRequired";
  return isEmailShaped(trimmed) ? undefined : "emailInvalid";
}

/** A new password: at least 8 characters with an uppercase letter, a lowercase letter and a digit. */
export function newPasswordProblem(password: string): Problem | undefined {
  if (!password) return "passwordRequired";
  if (password.length < PASSWORD_MIN_LENGTH) return "passwordTooShort";
  return /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password) && /\p{Nd}/u.test(password) ? undefined : "passwordWeak";
}

function phoneProblem(phone: string): Problem | undefined {
  const trimmed = phone.trim();
  if (!trimmed) return "required";
  return isValidPhone(trimmed) ? undefined : "phoneInvalid";
}

export const requiredProblem = (value: string): Problem | undefined => (value.trim() ? undefined : "required");

/** Keeps only the fields that have a problem. */
export function collect<Field extends string>(checks: Partial<Record<Field, Problem | undefined>>): Problems<Field> {
  return Object.fromEntries(Object.entries(checks).filter(([, problem]) => problem !== undefined)) as Problems<Field>;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function loginProblems(values: LoginValues): Problems<keyof LoginValues> {
  return collect({ email: emailProblem(values.email), password: values.password ? undefined : "passwordRequired" });
}

export interface NewPasswordValues {
  password: string;
  passwordConfirm: string;
}

export function newPasswordProblems(values: NewPasswordValues): Problems<keyof NewPasswordValues> {
  return collect({
    password: newPasswordProblem(values.password),
    passwordConfirm: values.passwordConfirm === values.password ? undefined : "passwordsDiffer",
  });
}

export interface PasswordChangeValues extends NewPasswordValues {
  currentPassword: string;
}

export function passwordChangeProblems(values: PasswordChangeValues): Problems<keyof PasswordChangeValues> {
  return collect<keyof PasswordChangeValues>({
    currentPassword: values.currentPassword ? undefined : "passwordRequired",
    ...newPasswordProblems(values),
  });
}

/** What every registration asks of the new user: the login and both consents. */
export interface RegistrantValues extends NewPasswordValues {
  fullname: string;
  email: string;
  terms: boolean;
  moreTerms: boolean;
}

function registrantProblems(values: RegistrantValues): Problems<keyof RegistrantValues> {
  return {
    fullname: requiredProblem(values.fullname),
    email: emailProblem(values.email),
    ...newPasswordProblems(values),
    terms: values.terms ? undefined : "termsRequired",
    moreTerms: values.moreTerms ? undefined : "consentRequired",
  };
}

export interface TrialRegistrationValues extends RegistrantValues {
  phone: string;
  organizationName: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  motivation: string;
  affectedCount: string;
  registrationCode: string;
}

/** A whole number of people from 0, or nothing (the field is optional). */
const countProblem = (value: string): Problem | undefined =>
  value.trim() === "" || /^\d{1,9}$/.test(value.trim()) ? undefined : "affectedCountInvalid";

export function trialRegistrationProblems(values: TrialRegistrationValues): Problems<keyof TrialRegistrationValues> {
  return collect<keyof TrialRegistrationValues>({
    ...registrantProblems(values),
    phone: phoneProblem(values.phone),
    affectedCount: countProblem(values.affectedCount),
  });
}

/** The subscription plans one registers and pays for (the trial has its own form). */
export type PaidPlanName = "single" | "school" | "firm";

export interface PaidRegistrationValues extends RegistrantValues {
  street: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  organizationName: string;
  organizationId: string;
  organizationVatId: string;
  motivation: string;
  affectedCount: string;
}

type PaidRegistrationExtra =
  "phone" | "organizationName" | "organizationId" | "organizationVatId" | "motivation" | "affectedCount";

/**
 * What each paid plan's form asks beyond the person and the address (spec §5): a school its name,
 * phone, why it wants the library and for how many people (its company ids are optional, for the
 * invoice); a firm its name, company id, VAT id and phone.
 */
export const PAID_REGISTRATION_EXTRAS: Record<
  PaidPlanName,
  { fields: readonly PaidRegistrationExtra[]; required: readonly PaidRegistrationExtra[] }
> = {
  single: { fields: [], required: [] },
  school: {
    fields: ["organizationName", "organizationId", "organizationVatId", "phone", "motivation", "affectedCount"],
    required: ["organizationName", "phone", "motivation", "affectedCount"],
  },
  firm: {
    fields: ["organizationName", "organizationId", "organizationVatId", "phone"],
    required: ["organizationName", "organizationId", "organizationVatId", "phone"],
  },
};

export function paidRegistrationProblems(
  values: PaidRegistrationValues,
  plan: PaidPlanName,
): Problems<keyof PaidRegistrationValues> {
  const { fields, required } = PAID_REGISTRATION_EXTRAS[plan];
  const extra: Problems<PaidRegistrationExtra> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (!value) {
      if (required.includes(field)) extra[field] = "required";
    } else if (field === "phone") extra.phone = phoneProblem(value);
    else if (field === "affectedCount") extra.affectedCount = countProblem(value);
  }
  return collect<keyof PaidRegistrationValues>({
    ...registrantProblems(values),
    street: requiredProblem(values.street),
    city: requiredProblem(values.city),
    country: requiredProblem(values.country),
    ...extra,
  });
}

export interface AccountValues {
  email: string;
  fullname: string;
}

export function accountProblems(values: AccountValues): Problems<keyof AccountValues> {
  return collect({ email: emailProblem(values.email), fullname: requiredProblem(values.fullname) });
}

export interface NewUserValues extends AccountValues {
  password: string;
}

export function newUserProblems(values: NewUserValues): Problems<keyof NewUserValues> {
  return collect({
    fullname: requiredProblem(values.fullname),
    email: emailProblem(values.email),
    password: newPasswordProblem(values.password),
  });
}

export interface ProfileValues {
  phone: string;
  organizationName: string;
  organizationId: string;
  organizationVatId: string;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export type ProfileTypeName = "single" | "school" | "firm" | "trial" | "admin";

const ADDRESS = ["street", "zip", "city", "country"] as const;
const ORGANISATION = ["organizationName", "organizationId", "organizationVatId", "phone"] as const;

/**
 * Which details each profile type has and which it requires, as the server has them: an
 * individual gives a postal address; a school also its name and phone; a firm its name, company
 * id, VAT id and phone; a trial only a phone (its name and address are optional).
 */
export const PROFILE_DETAILS: Record<
  ProfileTypeName,
  { fields: readonly (keyof ProfileValues)[]; required: readonly (keyof ProfileValues)[] }
> = {
  single: { fields: ["phone", ...ADDRESS], required: ["street", "city", "country"] },
  // the profile form asks a school for its company and VAT ids too (optional when it registered)
  school: {
    fields: [...ORGANISATION, ...ADDRESS],
    required: ["organizationName", "organizationId", "organizationVatId", "phone", "street", "city", "country"],
  },
  firm: {
    fields: [...ORGANISATION, ...ADDRESS],
    required: ["organizationName", "organizationId", "organizationVatId", "phone", "street", "city", "country"],
  },
  trial: { fields: ["phone", "organizationName", ...ADDRESS], required: ["phone"] },
  admin: { fields: ["phone", ...ADDRESS], required: [] },
};

/** The details of a profile of this type: the required ones filled in, a phone (when given) valid. */
export function profileProblems(values: ProfileValues, profileType: ProfileTypeName): Problems<keyof ProfileValues> {
  const { fields, required } = PROFILE_DETAILS[profileType];
  const problems: Problems<keyof ProfileValues> = {};
  for (const field of fields) {
    const value = values[field].trim();
    if (!value && required.includes(field)) problems[field] = "required";
    else if (value && field === "phone" && !isValidPhone(value)) problems[field] = "phoneInvalid";
  }
  return problems;
}
