import * as Schema from "effect/Schema";
import { type FieldIssue, ValidationError } from "./errors.ts";
import { isEmailShaped, isValidPhone } from "./formats.ts";


/**
 * Input validation with effect's Schema. Checks carry a message that is an error code
 * (REQUIRED, EMAIL_INVALID…); `validate` turns every failed check into a FieldIssue and throws one
 * ValidationError listing them all, so the client can show each message under its field.
 */
const CODE = /^[A-Z][A-Z0-9_]*$/;

export function validate<S extends Schema.Top>(schema: S, input: unknown): S["Type"] {
  const result = Schema.toStandardSchemaV1(schema as any)["~standard"].validate(input);
  if (result instanceof Promise) throw new Error("validate: asynchronous schemas are not supported");
  if (!result.issues) return result.value as S["Type"];
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.issues) {
    const field = (issue.path ?? []).map((p: unknown) => (typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p))).join(".");
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


/** Required, address-shaped e-mail (messages: Email is required / Incorrect form of email address). */
export const Email = Schema.Trim.check(
  Schema.makeFilter((s: string) => s.length > 0 || "EMAIL_REQUIRED", undefined, true),
  Schema.makeFilter((s: string) => isEmailShaped(s) || "EMAIL_INVALID"),
);

export const Phone = Schema.Trim.check(
  Schema.makeFilter((s: string) => s.length > 0 || "REQUIRED", undefined, true),
  Schema.makeFilter((s: string) => isValidPhone(s) || "PHONE_INVALID"),
);
