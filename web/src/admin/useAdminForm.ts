import { useEffect, useRef, useState } from "react";
import { isDirty } from "./form-dirty.ts";

type Errors = Record<string, string>;

/**
 * An admin form's state: its values, the values it was loaded or last saved with (so it knows
 * when it holds changes), and the errors shown under its fields, keyed by field path
 * ("title", "highlights.0.timestamp"). Showing errors moves the focus to the first field in error.
 *
 *   const form = useAdminForm(initialValues);
 *   <TextField … value={form.values.title} error={form.errors.title} onChange={(e) => form.set("title", e.target.value)} />
 */
export function useAdminForm<V extends object>(initial: V) {
  const [baseline, setBaseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const element = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  return {
    element,
    values,
    /** The values as loaded or last saved: an edit sends only what differs from them. */
    baseline,
    errors,
    dirty: isDirty(baseline, values),
    setValues,
    /** Sets one field (a value, or a function of its current value) and forgets its error. */
    set<K extends keyof V & string>(key: K, value: V[K] | ((current: V[K]) => V[K])) {
      setValues((current) => ({
        ...current,
        [key]: typeof value === "function" ? (value as (current: V[K]) => V[K])(current[key]) : value,
      }));
      setErrors((current) =>
        key in current ? Object.fromEntries(Object.entries(current).filter(([field]) => field !== key)) : current,
      );
    },
    showErrors(next: Errors) {
      setErrors(next);
      if (Object.keys(next).length > 0) setFocusRequest((count) => count + 1);
    },
    /** The values are what is stored now: nothing to save until the next change. */
    markSaved(saved: V) {
      setBaseline(saved);
      setValues(saved);
    },
  };
}

export type AdminForm<V extends object> = ReturnType<typeof useAdminForm<V>>;

/**
 * What a fieldset shared by several forms needs of a form whose values include P's fields (a
 * video's and an audiobook's title, subtitle, cover and description): their values, the errors,
 * and setting them.
 */
export type AdminFormPart<P extends object> = Pick<AdminForm<P>, "values" | "errors" | "set">;
