import { useEffect, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import type { Problem, Problems } from "../auth/account-rules.ts";
import { fieldErrorsOf, userMessageOf } from "../relay/api-error.ts";

/**
 * Small building blocks of the site's forms: labelled fields whose error is shown under the input
 * (and tied to it with aria-describedby), and a hook holding a form's values and errors that moves
 * the focus to the first field in error.
 */

type Errors<V> = Partial<Record<keyof V & string, string>>;

export function useForm<V extends Record<keyof V, string | boolean>>(initial: V) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const form = useRef<HTMLFormElement>(null);
  // Bumped whenever errors are shown, so the focus moves after they have rendered.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = (next: Errors<V>) => {
    setErrors(next);
    if (Object.keys(next).length > 0) setFocusRequest((count) => count + 1);
  };

  return {
    form,
    values,
    errors,
    setValues,
    /** Shows the client's own problems, in the interface language. */
    showProblems: (problems: Problems<keyof V & string>) =>
      showErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`validation.${problem as Problem}`)])) as Errors<V>),
    /**
     * Shows the server's field errors (already localised) under the fields this form has;
     * `aliases` maps the server's names for fields that the form calls differently.
     */
    showServerErrors: (failure: unknown, aliases: Record<string, keyof V & string> = {}) =>
      showErrors(
        Object.fromEntries(
          Object.entries(fieldErrorsOf(failure))
            .map(([field, message]): [string, string] => [aliases[field] ?? field, message])
            .filter(([field]) => field in initial),
        ) as Errors<V>,
      ),
    clearErrors: () => setErrors({}),
    reset: (to: V = initial) => {
      setValues(to);
      setErrors({});
    },
    /** Props binding a text input to a field. */
    text: (name: keyof V & string) => ({
      name,
      value: String(values[name]),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    /** Props binding a checkbox to a field. */
    checkbox: (name: keyof V & string) => ({
      name,
      checked: Boolean(values[name]),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.checked })),
    }),
  };
}

/** The text to show for a failed request: the server's own message for a user error, else the general one. */
export function useFailureMessage(): (failure: unknown) => string {
  const { t } = useTranslation();
  return (failure) => userMessageOf(failure) ?? t("app.unknownError");
}

interface FieldFrameProps {
  /** Prefix of the element ids, unique on the page (the form's name). */
  form: string;
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  required?: boolean;
  className?: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** The label; a required field's star stands beside it (the input's `required` is what assistive technology announces). */
function Label({ id, label, required }: { id: string; label: ReactNode; required?: boolean }) {
  return (
    <span className="field__label">
      <label htmlFor={id}>{label}</label>
      {required && (
        <span className="field__required" aria-hidden="true">
          *
        </span>
      )}
    </span>
  );
}

function Hint({ id, hint }: { id: string; hint?: string }) {
  return hint ? (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null;
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

export function TextField({ form, name, label, error, hint, required, className, ...input }: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form">) {
  const id = `${form}-${name}`;
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <Label id={id} label={label} required={required} />
      <input id={id} name={name} type="text" required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...input} />
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ form, name, label, error, hint, required, className, ...textarea }: FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "form">) {
  const id = `${form}-${name}`;
  return (
    <div className={`field${className ? ` ${className}` : ""}`}>
      <Label id={id} label={label} required={required} />
      <textarea id={id} name={name} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...textarea} />
      <Hint id={id} hint={hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ form, name, label, error, required, className, ...input }: FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "form" | "type">) {
  const id = `${form}-${name}`;
  return (
    <div className={`field field--checkbox${className ? ` ${className}` : ""}`}>
      <div className="field__checkbox-row">
        <input id={id} name={name} type="checkbox" required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, undefined, error)} {...input} />
        <Label id={id} label={label} required={required} />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A form's outcome under its button: an error (announced at once) or a confirmation. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      <p className="form-message form-message--error" role="alert">
        {error ?? ""}
      </p>
      <p className="form-message form-message--success" role="status">
        {success ?? ""}
      </p>
    </>
  );
}
