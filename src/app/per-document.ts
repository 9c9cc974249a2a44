import type { DocumentNode, GraphQLSchema } from "graphql";

/** Variable sets kept per document: a screen sends a handful (a page number, a filter). */
const MAX_VARIABLE_SETS = 64;
/** Variables longer than this as JSON are checked every time rather than kept (an import, a long list). */
const MAX_KEY_LENGTH = 2_048;

export type OperationCheck<T> = (
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Readonly<Record<string, unknown>>,
  operationName?: string,
) => T;

/**
 * A check of an operation (its cost, its lists, its text) worked out once per parsed document and
 * set of variables, then given again. Yoga's parser cache hands the same DocumentNode for the same
 * text, and a client's screens send the same few documents with the same few variables, so the
 * armour no longer walks the document on every request. The schema is fixed for the process. A
 * document's entry goes with the document when the parser cache lets it go.
 */
export function perDocument<T>(check: OperationCheck<T>): OperationCheck<T> {
  const kept = new WeakMap<DocumentNode, Map<string, T>>();
  return (schema, document, variables, operationName) => {
    const key = keyOf(variables, operationName);
    if (key === undefined) return check(schema, document, variables, operationName);
    let sets = kept.get(document);
    if (!sets) kept.set(document, (sets = new Map()));
    if (sets.has(key)) return sets.get(key)!;
    const result = check(schema, document, variables, operationName);
    if (sets.size >= MAX_VARIABLE_SETS) sets.delete(sets.keys().next().value!);
    sets.set(key, result);
    return result;
  };
}

/** The variables and operation as a key; none for variables too long or too deeply nested to keep. */
function keyOf(variables: Readonly<Record<string, unknown>> | undefined, operationName?: string): string | undefined {
  try {
    const key = `${operationName ?? ""}\u0000${JSON.stringify(variables ?? null)}`;
    return key.length > MAX_KEY_LENGTH ? undefined : key;
  } catch {
    return undefined; // nested past the stack (the checks refuse such variables themselves)
  }
}
