/**
 * Whether a form holds changes: its values compared with those it was loaded (or last saved)
 * with. Values are plain data (strings, numbers, booleans, arrays, objects) plus the File objects
 * of newly chosen files, which compare by identity.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (typeof Blob !== "undefined" && (a instanceof Blob || b instanceof Blob)) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValues(item, b[index]));
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

export const isDirty = <V>(baseline: V, values: V): boolean => !sameValues(baseline, values);
