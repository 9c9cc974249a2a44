import * as Schema from "effect/Schema";
import { type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { isValidPhone } from "../../shared/formats.ts";
import { Email, Phone, RequiredString, validate } from "../../shared/validation.ts";
import { PROFILE_DETAIL_FIELDS, PROFILE_TYPES, type ProfileDetails, type ProfileTypeId } from "./events.ts";

/**
 * The rules for account input (spec §5): e-mail, password, names, phone, the registration
 * consents and which profile details each profile type has. Pure; used by the deciders and, for
 * the password (which never reaches a command), by the handlers.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Far above any real password; keeps hashing cheap for whatever a client sends. */
export const PASSWORD_MAX_LENGTH = 200;
/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 200;
export const DETAIL_MAX_LENGTH = 200;
export const MOTIVATION_MAX_LENGTH = 5000;

const fails = (code: string) => ({ message: code });

/** At least 8 characters with an upper-case letter, a lower-case letter and a digit. Not trimmed. */
export const Password = Schema.String.check(
  Schema.makeFilter((s: string) => s.length > 0 || "REQUIRED", undefined, true),
  Schema.makeFilter((s: string) => s.length >= PASSWORD_MIN_LENGTH || "PASSWORD_TOO_SHORT", undefined, true),
  Schema.makeFilter((s: string) => s.length <= PASSWORD_MAX_LENGTH || "TOO_LONG", undefined, true),
  Schema.makeFilter(
    (s: string) => (/\p{Lu}/u.test(s) && /\p{Ll}/u.test(s) && /\p{Nd}/u.test(s)) || "PASSWORD_TOO_WEAK",
  ),
);

export const UserEmail = Email.check(Schema.isMaxLength(EMAIL_MAX_LENGTH, fails("TOO_LONG")));
export const Fullname = RequiredString.check(Schema.isMaxLength(NAME_MAX_LENGTH, fails("TOO_LONG")));

/** Absent, null or blank means none; otherwise trimmed and at most `max` characters. */
const OptionalText = (max: number) =>
  Schema.optional(Schema.NullOr(Schema.Trim.check(Schema.isMaxLength(max, fails("TOO_LONG")))));
const MustBeTrue = (code: string) => Schema.Boolean.check(Schema.makeFilter((accepted: boolean) => accepted || code));

export const blankToNull = (value: string | null | undefined): string | null =>
  value == null || value.trim() === "" ? null : value.trim();

/** A user's own fields (editMe, addUser, and the user of every new profile). */
export const UserFields = Schema.Struct({ email: UserEmail, fullname: Fullname });

const PasswordField = Schema.Struct({ password: Password });

/** Checks a new password (the issue is reported on the field `password`). */
export function validatePassword(password: unknown): string {
  return validate(PasswordField, { password }).password;
}

/** The free trial form (registerTrial): the address is optional, phone and both consents required. */
export const TrialRegistration = Schema.Struct({
  email: UserEmail,
  password: Password,
  fullname: Fullname,
  phone: Phone,
  organizationName: OptionalText(DETAIL_MAX_LENGTH),
  street: OptionalText(DETAIL_MAX_LENGTH),
  zip: OptionalText(DETAIL_MAX_LENGTH),
  city: OptionalText(DETAIL_MAX_LENGTH),
  country: OptionalText(DETAIL_MAX_LENGTH),
  motivation: OptionalText(MOTIVATION_MAX_LENGTH),
  affectedCount: Schema.optional(
    Schema.NullOr(
      Schema.Number.check(
        Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0) || "AFFECTED_COUNT_INVALID"),
      ),
    ),
  ),
  registrationCode: OptionalText(DETAIL_MAX_LENGTH),
  terms: MustBeTrue("TERMS_REQUIRED"),
  moreTerms: MustBeTrue("PERSONAL_DATA_CONSENT_REQUIRED"),
});
export type TrialRegistrationInput = Schema.Schema.Type<typeof TrialRegistration>;

/**
 * The account part of a paid registration (registerIndividual, registerOrganisation): the same
 * rules as the trial's. The profile's details are checked by its type (validateProfileDetails).
 */
export const PaidRegistration = Schema.Struct({
  email: UserEmail,
  password: Password,
  fullname: Fullname,
  terms: MustBeTrue("TERMS_REQUIRED"),
  moreTerms: MustBeTrue("PERSONAL_DATA_CONSENT_REQUIRED"),
});

/** What a school also answers when it registers (spec §5): its motivation and how many pupils it reaches. */
export const SchoolRegistrationAnswers = Schema.Struct({
  motivation: RequiredString.check(Schema.isMaxLength(MOTIVATION_MAX_LENGTH, fails("TOO_LONG"))),
  affectedCount: Schema.Number.check(
    Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 0) || "AFFECTED_COUNT_INVALID"),
  ),
});

// ---------------------------------------------------------------------------------------------
// Profile details by profile type

/**
 * Which details a profile type has, and which of them are required (spec §5): an individual gives
 * a postal address; a school also its name and phone; a firm its name, company id, VAT id and
 * phone; a trial only a phone (the rest is optional, as on its form). The staff profile has none required.
 */
const address = ["street", "zip", "city", "country"] as const;
const organisation = ["organizationName", "organizationId", "organizationVatId", "organizationTaxId"] as const;

export const DETAILS_BY_TYPE: Record<
  ProfileTypeId,
  { has: readonly (keyof ProfileDetails)[]; requires: readonly (keyof ProfileDetails)[] }
> = {
  [PROFILE_TYPES.single]: { has: ["phone", ...address], requires: ["street", "city", "country"] },
  [PROFILE_TYPES.school]: {
    has: ["phone", ...address, ...organisation],
    requires: ["phone", "organizationName", "street", "city", "country"],
  },
  [PROFILE_TYPES.firm]: {
    has: ["phone", ...address, ...organisation],
    requires: ["phone", "organizationName", "organizationId", "organizationVatId", "street", "city", "country"],
  },
  [PROFILE_TYPES.trial]: { has: ["phone", "organizationName", ...address], requires: ["phone"] },
  [PROFILE_TYPES.admin]: { has: ["phone", ...address], requires: [] },
};

/**
 * What the profile form requires beyond what registering did (admin spec, "Profile form": every
 * organisation gives its company id and VAT id; a school may register without them, for the
 * invoice later, and is asked for them when it next saves its details: docs/decisions.md).
 */
const REQUIRED_WHEN_EDITED: Partial<Record<ProfileTypeId, readonly (keyof ProfileDetails)[]>> = {
  [PROFILE_TYPES.school]: ["organizationId", "organizationVatId"],
};

const DetailsSchema = Schema.Struct(
  Object.fromEntries(PROFILE_DETAIL_FIELDS.map((field) => [field, OptionalText(DETAIL_MAX_LENGTH)])),
);

export const noDetails = (): ProfileDetails => ({
  phone: null,
  street: null,
  zip: null,
  city: null,
  country: null,
  organizationName: null,
  organizationId: null,
  organizationVatId: null,
  organizationTaxId: null,
});

/** The details a profile of this type can hold; the others are cleared. */
export function detailsOfType(profileType: ProfileTypeId, details: ProfileDetails): ProfileDetails {
  const kept = noDetails();
  for (const field of DETAILS_BY_TYPE[profileType].has) kept[field] = details[field];
  return kept;
}

/**
 * Checks the complete details of a profile of this type: lengths, the phone's format, the required
 * ones filled in (`edited`: more of them, when the profile form saves them), and none given that
 * the type does not have. Blank values become null.
 */
export function validateProfileDetails(
  profileType: ProfileTypeId,
  input: Partial<Record<keyof ProfileDetails, unknown>>,
  edited = false,
): ProfileDetails {
  const valid = validate(DetailsSchema, input) as Partial<Record<keyof ProfileDetails, string | null>>;
  const details = noDetails();
  for (const field of PROFILE_DETAIL_FIELDS) details[field] = blankToNull(valid[field]);
  const { has } = DETAILS_BY_TYPE[profileType];
  const requires = [
    ...DETAILS_BY_TYPE[profileType].requires,
    ...(edited ? (REQUIRED_WHEN_EDITED[profileType] ?? []) : []),
  ];
  const issues: FieldIssue[] = [];
  for (const field of PROFILE_DETAIL_FIELDS) {
    const value = details[field];
    if (value === null && requires.includes(field)) issues.push({ field, code: "REQUIRED" });
    else if (value !== null && !has.includes(field)) issues.push({ field, code: "NOT_FOR_PROFILE_TYPE" });
    else if (value !== null && field === "phone" && !isValidPhone(value)) issues.push({ field, code: "PHONE_INVALID" });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return details;
}

/** Runs several checks and reports the issues of all of them in one ValidationError. */
export function validateAll(...checks: (() => unknown)[]): void {
  const issues: FieldIssue[] = [];
  for (const check of checks) {
    try {
      check();
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      issues.push(...error.issues.filter((issue) => !issues.some((known) => known.field === issue.field)));
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
}
