/** Typed values as the mutations take them. */

/** An optional text field: trimmed, or null (absent) when left empty. */
export const trimmedOrNull = (value: string): string | null => value.trim() || null;

/** An optional count (checked to be a whole number before), or null when left empty. */
export const countOrNull = (value: string): number | null => (value.trim() ? Number(value) : null);

/** The given optional text fields, each trimmed or null. */
export function trimmedOrNullFields<F extends string>(
  values: Record<F, string>,
  fields: readonly F[],
): Record<F, string | null> {
  return Object.fromEntries(fields.map((field) => [field, trimmedOrNull(values[field])])) as Record<F, string | null>;
}
