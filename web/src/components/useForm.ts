import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import type { Problem, Problems } from "../auth/account-rules.ts";
import { fieldErrorsOf, userMessageOf } from "../relay/api-error.ts";
import type { FormOutcome } from "../ui/FormMessage.tsx";

/**
 * A form's values and errors (the hook moves the focus to the first field in error), and its
 * submit: the client's checks first, then the sending, whose outcome shows under the form.
 */

type Errors<V> = Partial<Record<keyof V & string, string>>;

export type FormValues<V> = Record<keyof V, string | boolean>;

/** Props binding a text input (TextField, TextAreaField) to a form's field. */
export interface TextBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** Props binding a checkbox (CheckboxField) to a form's field. */
export interface CheckboxBinding {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function useForm<V extends FormValues<V>>(initial: V) {
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
  const fieldErrors = (entries: [string, string][]) =>
    Object.fromEntries(entries.filter(([field]) => field in initial)) as Errors<V>;

  return {
    form,
    values,
    errors,
    setValues,
    /** Shows the client's own problems, in the interface language. */
    showProblems: (problems: Problems<keyof V & string>) =>
      showErrors(
        fieldErrors(Object.entries(problems).map(([field, problem]) => [field, t(`validation.${problem as Problem}`)])),
      ),
    /**
     * Shows the server's field errors (already localised) under the fields this form has;
     * `aliases` maps the server's names for fields that the form calls differently.
     */
    showServerErrors: (failure: unknown, aliases: Record<string, keyof V & string> = {}) =>
      showErrors(
        fieldErrors(
          Object.entries(fieldErrorsOf(failure)).map(([field, message]) => [aliases[field] ?? field, message]),
        ),
      ),
    clearErrors: () => setErrors({}),
    reset: (to: V = initial) => {
      setValues(to);
      setErrors({});
    },
    /** Props binding a text input to a field. */
    text: (name: keyof V & string): TextBinding => ({
      name,
      value: String(values[name]),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    }),
    /** Props binding a checkbox to a field. */
    checkbox: (name: keyof V & string): CheckboxBinding => ({
      name,
      checked: Boolean(values[name]),
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.checked })),
    }),
  };
}

export type FormControls<V extends FormValues<V>> = ReturnType<typeof useForm<V>>;

/** The text to show for a failed request: the server's own message for a user error, else the general one. */
export function useFailureMessage(): (failure: unknown) => string {
  const { t } = useTranslation();
  return (failure) => userMessageOf(failure) ?? t("app.unknownError");
}

export type { FormOutcome } from "../ui/FormMessage.tsx";

interface SubmitOptions<V extends FormValues<V>> {
  /** The client's checks, mirroring the server's: with problems nothing is sent and they show under their fields. */
  check: (values: V) => Problems<keyof V & string>;
  /** Sends the checked values; resolves with the confirmation to show under the form, if any. */
  send: (values: V) => Promise<string | void>;
  /** The server's names for fields that the form calls differently. */
  aliases?: Record<string, keyof V & string>;
  /** Said under a long form whose problems may be out of sight. */
  invalidMessage?: string;
  /** The text for a failure, where the form words one differently from the server; else the server's. */
  failureText?: (failure: unknown) => string | undefined;
}

/**
 * A form's submit handler: checks the values (a problem shows under its field, which takes the
 * focus), then sends them; a failure shows the server's field errors under the fields and its
 * message under the form. `sending` lasts until `send` settles (all of its steps).
 */
export function useFormSubmit<V extends FormValues<V>>(
  form: FormControls<V>,
  { check, send, aliases, invalidMessage, failureText }: SubmitOptions<V>,
) {
  const failureMessage = useFailureMessage();
  const [outcome, setOutcome] = useState<FormOutcome>({});
  const [sending, setSending] = useState(false);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setOutcome({});
    const problems = check(form.values);
    if (Object.keys(problems).length > 0) {
      setOutcome({ error: invalidMessage });
      return form.showProblems(problems);
    }
    form.clearErrors();
    setSending(true);
    send(form.values)
      .then(
        (success) => setOutcome({ success: success || undefined }),
        (failure: unknown) => {
          form.showServerErrors(failure, aliases);
          setOutcome({ error: failureText?.(failure) ?? failureMessage(failure) });
        },
      )
      .finally(() => setSending(false));
  };
  return { submit, outcome, sending };
}
