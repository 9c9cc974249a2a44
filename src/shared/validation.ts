import { domainToASCII, domainToUnicode } from "node:url";
import * as Schema from "effect/Schema";
import { type FieldIssue, ValidationError } from "./errors.ts";
import { isEmailShaped, isValidPhone } from "./formats.ts";

/**
 * Input validation with effect's Schema. Checks carry a message that is an error code
 * (REQUIRED, EMAIL_INVALID…); `validate` turns every failed check into a FieldIssue and throws one
 * ValidationError listing them all, so the client can show each message under its field.
 */
const CODE = /^[A-Z][A-Z0-9_]*$/;

/** Each schema's validator, made once: making it costs more than most validations (a list's arguments on every request). */
const validators = new WeakMap<Schema.Top, ReturnType<typeof Schema.toStandardSchemaV1<any>>>();
const validatorOf = (schema: Schema.Top) => {
  const made = validators.get(schema) ?? Schema.toStandardSchemaV1(schema as any);
  validators.set(schema, made);
  return made;
};

export function validate<S extends Schema.Top>(schema: S, input: unknown): S["Type"] {
  const result = validatorOf(schema)["~standard"].validate(input);
  if (result instanceof Promise) throw new Error("validate: asynchronous schemas are not supported");
  if (!result.issues) return result.value as S["Type"];
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.issues) {
    const field = (issue.path ?? [])
      .map((p: unknown) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p)))
      .join(".");
    if (seen.has(field)) continue; // the first failed check of a field is the one to show
    seen.add(field);
    const code = CODE.test(issue.message) ? issue.message : issue.message === "Missing key" ? "REQUIRED" : "INVALID";
    issues.push({ field, code });
  }
  throw new ValidationError(issues);
}

/** A string that is not empty after trimming (message: Required item); the value is trimmed. */
export const RequiredString = Schema.Trim.check(Schema.isMinLength(1, { message: "REQUIRED" }));

/** A trimmed text of at most `max` characters (TOO_LONG). */
export const TextUpTo = (max: number) => Schema.Trim.check(Schema.isMaxLength(max, { message: "TOO_LONG" }));

/** A trimmed text that is not empty (REQUIRED) and has at most `max` characters (TOO_LONG). */
export const RequiredTextUpTo = (max: number) => RequiredString.check(Schema.isMaxLength(max, { message: "TOO_LONG" }));

/** Rich text (HTML, not trimmed) of at most `max` characters (TOO_LONG); sanitised elsewhere. */
export const RichTextUpTo = (max: number) => Schema.String.check(Schema.isMaxLength(max, { message: "TOO_LONG" }));

/** An optional string, trimmed; empty becomes "". */
export const OptionalString = Schema.optional(Schema.NullOr(Schema.Trim));

/**
 * The one spelling of an e-mail address that uniqueness and lookups use, or undefined when its
 * domain is no domain name. Trimmed, lower case, Unicode NFC; the domain in its Unicode form
 * (`xn--…` and the Unicode spelling are one domain) without the trailing dot of a fully qualified
 * name. An ordinary address's form is what it always was (trimmed, lower case), so existing
 * `email-<address>` reservations stay valid.
 */
export function emailNormalForm(email: string): string | undefined {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf("@");
  if (at < 0) return undefined;
  const domain = domainNormalForm(trimmed.slice(at + 1));
  return domain === undefined
    ? undefined
    : `${trimmed.slice(0, at).normalize("NFC").toLowerCase().normalize("NFC")}@${domain}`;
}

/** WHATWG URL parsing reads a last label of digits (or 0x…) as an IPv4 number: no mail domain ends so. */
const NUMERIC_LAST_LABEL = /(^|\.)(\d+|0x[\da-f]*)$/i;

function domainNormalForm(domain: string): string | undefined {
  const withoutDots = domain.replace(/\.+$/, "");
  if (withoutDots === "" || NUMERIC_LAST_LABEL.test(withoutDots)) return undefined;
  const ascii = domainToASCII(withoutDots);
  if (ascii === "") return undefined;
  const unicode = domainToUnicode(ascii);
  return unicode === "" ? undefined : unicode.normalize("NFC").toLowerCase();
}

/**
 * Required, address-shaped e-mail whose domain is a domain name (messages: Email is required /
 * Incorrect form of email address). The value stays as typed (trimmed); compare addresses by
 * `emailNormalForm`.
 */
export const Email = Schema.Trim.check(
  Schema.makeFilter((s: string) => s.length > 0 || "EMAIL_REQUIRED", undefined, true),
  Schema.makeFilter((s: string) => (isEmailShaped(s) && emailNormalForm(s) !== undefined) || "EMAIL_INVALID"),
);

export const Phone = Schema.Trim.check(
  Schema.makeFilter((s: string) => s.length > 0 || "REQUIRED", undefined, true),
  Schema.makeFilter((s: string) => isValidPhone(s) || "PHONE_INVALID"),
);
