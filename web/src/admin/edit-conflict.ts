import { ApiError } from "../relay/api-error.ts";

/** Who changed an item while its form was open, as the server's EDIT_CONFLICT says. */
export interface EditConflict {
  /** An e-mail address, or "system" / "demo". */
  changedBy: string;
  /** ISO 8601. */
  changedAt: string;
  /** The item's revision now: an overwrite is sent from it. */
  revision: number;
}

/** The conflict a failed save reports, or null for any other failure. */
export function editConflictOf(failure: unknown): EditConflict | null {
  if (!(failure instanceof ApiError) || failure.code !== "EDIT_CONFLICT") return null;
  const { changedBy, changedAt, revision } = failure.details;
  if (typeof changedBy !== "string" || typeof changedAt !== "string" || typeof revision !== "number") return null;
  return { changedBy, changedAt, revision };
}

/**
 * The variables of an edit that carry a change: those whose value differs from the same variables
 * made from the values the form was loaded (or last saved) with, plus the ones always sent (the
 * item's id). An edit of one field then never sends the others back over somebody else's change.
 */
export function changedVariables<T extends Record<string, unknown>>(
  current: T,
  loaded: T,
  alwaysSent: readonly (keyof T)[],
): Partial<T> {
  return Object.fromEntries(
    Object.entries(current).filter(
      ([key, value]) => alwaysSent.includes(key) || JSON.stringify(value) !== JSON.stringify(loaded[key]),
    ),
  ) as Partial<T>;
}
