import { Schema } from "effect";
import { type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { LANGUAGES } from "../../shared/lang.ts";
import { RequiredString, validate } from "../../shared/validation.ts";

/**
 * Field schemas shared by the catalogue modules (themes, filters, languages, references): a name in
 * each of the four interface languages, a language flag, and a position in an ordered list.
 */

/** The name shown in each interface language; all four are required. */
export const LocalisedNameFields = {
  name: RequiredString,
  nameEn: RequiredString,
  nameCz: RequiredString,
  nameEs: RequiredString,
};

export type LocalisedNames = { name: string; nameEn: string; nameCz: string; nameEs: string };

/** One of the interface languages sk, cz, en, es. */
export const LanguageFlag = Schema.Literals(LANGUAGES).annotate({ message: "LANGUAGE_FLAG_INVALID" });
export type LanguageFlag = (typeof LANGUAGES)[number];

/** An optional language flag: absent, null or "" mean none. */
export const OptionalLanguageFlag = Schema.NullOr(LanguageFlag);
export const blankToNull = (value: string | null | undefined): string | null => (value == null || value.trim() === "" ? null : value.trim());

/** A position in an ordered list, numbered from 1. */
export const SortOrder = Schema.Number.check(
  Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 1) || "ORDER_INVALID"),
);

const OrderField = Schema.Struct({ order: SortOrder });

/** Validates a new position on its own (reorder commands), reported on the field `order`. */
export const validateOrder = (order: number): number => validate(OrderField, { order }).order;

/**
 * Checks a whole drag-and-drop reorder before any item moves: no item twice, every position a
 * whole number from 1. (The items then move one by one; one deleted meanwhile stops the rest.)
 */
export function validateReorder(items: readonly { id: number; order: number }[]): void {
  const issues: FieldIssue[] = [];
  const duplicate = items.find((item, index) => items.findIndex((other) => other.id === item.id) !== index);
  if (duplicate) issues.push({ field: "id", code: "DUPLICATE_ID", params: { id: duplicate.id } });
  const misplaced = items.findIndex((item) => !(Number.isInteger(item.order) && item.order >= 1));
  if (misplaced >= 0) issues.push({ field: `${misplaced}.order`, code: "ORDER_INVALID" });
  if (issues.length > 0) throw new ValidationError(issues);
}
