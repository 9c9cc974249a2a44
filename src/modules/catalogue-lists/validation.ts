import * as Effect from "effect/Effect";
import { type Kysely, sql } from "kysely";
import * as Schema from "effect/Schema";
import * as SchemaGetter from "effect/SchemaGetter";
import { type FieldIssue, ValidationError } from "../../shared/errors.ts";
import { LANGUAGES } from "../../shared/lang.ts";
import { contentTextLimits } from "../../shared/limits.ts";
import { RequiredString, RequiredTextUpTo, validate } from "../../shared/validation.ts";
import { SortOrder } from "../catalogue-items/index.ts";

/**
 * Field schemas the catalogue lists share (and videos, for positions): a name in each interface
 * language, a language flag, a position in an ordered list, and how a whole reorder is checked.
 */

const ListName = RequiredTextUpTo(contentTextLimits.listName);

/** The name shown in each interface language; all four are required, none longer than a chip can show (TOO_LONG). */
export const LocalisedNameFields = { name: ListName, nameEn: ListName, nameCz: ListName, nameEs: ListName };

/** Where the read models keep the four names. */
export const localisedNameColumns = { name: "name", nameEn: "name_en", nameCz: "name_cz", nameEs: "name_es" } as const;

/** One of the interface languages sk, cz, en, es. */
export const LanguageFlag = Schema.Literals(LANGUAGES).annotate({ message: "LANGUAGE_FLAG_INVALID" });
export type LanguageFlag = (typeof LANGUAGES)[number];

const blankToNull = (value: string | null): string | null =>
  value === null || value.trim() === "" ? null : value.trim();

/** A language flag the form may leave out: absent, null, "" and blanks all mean none (null). */
export const OptionalLanguageFlag = Schema.NullOr(Schema.String).pipe(
  Schema.decodeTo(Schema.NullOr(Schema.String), {
    decode: SchemaGetter.transform(blankToNull),
    encode: SchemaGetter.transform((flag: string | null) => flag),
  }),
  Schema.decodeTo(Schema.NullOr(LanguageFlag)),
  Schema.withDecodingDefault(Effect.succeed(null)),
);

/**
 * A list item named in the four languages and preselected for one interface language (filters,
 * languages): its fields and their columns; pair with `oneItemPerLanguageFlag`.
 */
export const FlaggedNameFields = { ...LocalisedNameFields, languageFlag: OptionalLanguageFlag };
export const flaggedNameColumns = { ...localisedNameColumns, languageFlag: "language_flag" } as const;

/** A language flag that must be given (REQUIRED when blank). */
export const RequiredLanguageFlag = Schema.Trim.check(Schema.isMinLength(1, { message: "REQUIRED" })).pipe(
  Schema.decodeTo(LanguageFlag),
);

const OrderField = Schema.Struct({ order: SortOrder });

/** Validates a position on its own, reported on the field `order`. */
export const validateOrder = (order: number): number => validate(OrderField, { order }).order;

type Checked<T> = { value: T } | { issues: FieldIssue[] };

function attempt<T>(check: () => T): Checked<T> {
  try {
    return { value: check() };
  } catch (error) {
    if (error instanceof ValidationError) return { issues: error.issues };
    throw error;
  }
}

/** Runs both checks and throws one ValidationError with the issues of each that failed, so the form shows them together. */
export function validateBoth<A, B>(first: () => A, second: () => B): [A, B] {
  const a = attempt(first);
  const b = attempt(second);
  if ("value" in a && "value" in b) return [a.value, b.value];
  throw new ValidationError([...("issues" in a ? a.issues : []), ...("issues" in b ? b.issues : [])]);
}

/**
 * An interface language preselects at most one item of a list (a filter, a language): a second
 * one given the same flag is refused with LANGUAGE_FLAG_TAKEN on its field, naming the item that
 * has it (`{name}`), since two preselected filters would narrow every visitor's list to the videos
 * having both. `flagsNow` are the list's items' flags now; an item keeping its own flag passes.
 */
export function refuseTakenLanguageFlag(
  flagsNow: readonly { flag: string | null; name: string }[],
  details: { languageFlag: string | null },
  current: { languageFlag: string | null } | null,
): void {
  const flag = details.languageFlag;
  if (flag === null || current?.languageFlag === flag) return;
  const holder = flagsNow.find((item) => item.flag === flag);
  if (holder)
    throw new ValidationError([{ field: "languageFlag", code: "LANGUAGE_FLAG_TAKEN", params: { name: holder.name } }]);
}

/** The language flags a list's items have now, with their Slovak names, from its read model (`table`: filters, languages). */
export async function languageFlagsIn(
  db: Kysely<any>,
  table: string,
): Promise<{ flag: string | null; name: string }[]> {
  const { rows } = await sql<{
    flag: string | null;
    name: string;
  }>`SELECT language_flag AS flag, name FROM ${sql.table(table)}`.execute(db);
  return rows;
}

/** A list's check that its interface languages stay one item each (ListConfig.checkDetails). */
export const oneItemPerLanguageFlag =
  (table: string) =>
  async (
    services: { db: Kysely<any> },
    details: { languageFlag: string | null },
    current: { languageFlag: string | null } | null,
  ): Promise<void> =>
    refuseTakenLanguageFlag(await languageFlagsIn(services.db, table), details, current);
