import { getOperationAST, Kind, parse } from "graphql";
import { graphqlLimits } from "../shared/limits.ts";

/** The "operations" field of a multipart request: read for its root fields, then given the files' handles. */

/** The operation's root fields, or [] when the document does not parse (Yoga then says why). */
export function rootFields(operations: Record<string, unknown>): string[] {
  if (typeof operations.query !== "string") return [];
  try {
    const document = parse(operations.query, { maxTokens: graphqlLimits.maxTokens });
    const operation = getOperationAST(
      document,
      typeof operations.operationName === "string" ? operations.operationName : undefined,
    );
    return operation?.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : [])) ?? [];
  } catch {
    return [];
  }
}

/** A JSON object, or null. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Puts the handle at one place in the operation (never on a prototype). */
export function setAt(operations: Record<string, unknown>, place: string, handle: string): void {
  const keys = place.split(".");
  let current: Record<string, unknown> = operations;
  for (const [index, key] of keys.entries()) {
    if (key === "__proto__" || key === "constructor" || key === "prototype") return;
    if (index === keys.length - 1) current[key] = handle;
    else {
      const next = Object.hasOwn(current, key) ? current[key] : undefined;
      if (next === null || typeof next !== "object") current[key] = {};
      current = current[key] as Record<string, unknown>;
    }
  }
}
