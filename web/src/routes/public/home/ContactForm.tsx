import { useEffect, useRef, useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { useTranslation } from "react-i18next";
import type { ContactFormMutation } from "../../../__generated__/ContactFormMutation.graphql.ts";
import { useToast } from "../../../components/Toast.tsx";
import { fieldErrorsOf, userMessageOf } from "../../../relay/api-error.ts";
import { contactProblems, type ContactField, type ContactValues } from "./contact-validation.ts";
import "./ContactForm.css";

/** How long the button says "sent" before the form is ready for another message. */
export const SENT_RESET_MS = 10_000;

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "" };
const FIELDS: readonly ContactField[] = ["name", "email", "phone", "message"];

type Status = "idle" | "sending" | "sent";

/** The contact form: idle → sending (locked) → sent (for 10 s) → idle, or an error text. */
export function ContactForm() {
  const { t } = useTranslation();
  const notify = useToast();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [commit] = useMutation<ContactFormMutation>(graphql`
    mutation ContactFormMutation($name: String!, $email: String!, $phone: String!, $message: String!) {
      sendContactMail(name: $name, email: $email, phone: $phone, message: $message)
    }
  `);

  useEffect(() => {
    if (status !== "sent") return;
    const timer = setTimeout(() => setStatus("idle"), SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const showFieldErrors = (errors: Partial<Record<ContactField, string>>) => {
    setFieldErrors(errors);
    const firstInvalid = FIELDS.find((field) => errors[field]);
    if (firstInvalid) form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems = contactProblems(values);
    if (Object.keys(problems).length > 0) {
      showFieldErrors(Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`contact.${problem}`)])));
      return;
    }
    setFieldErrors({});
    setStatus("sending");
    commit({
      variables: values,
      onCompleted: () => {
        setValues(EMPTY);
        setStatus("sent");
      },
      onError: (failure) => {
        setStatus("idle");
        const message = userMessageOf(failure);
        if (message) {
          showFieldErrors(fieldErrorsOf(failure));
          setError(message);
        } else {
          // Nothing the visitor can correct: say so where they look, and in a notification.
          setError(t("app.unknownError"));
          notify(t("app.unknownError"));
        }
      },
    });
  };

  const field = (name: ContactField, label: string, input: (props: FieldInputProps) => React.ReactNode) => {
    const errorId = `contact-${name}-error`;
    return (
      <div className={`field contact-form__${name}`}>
        <label htmlFor={`contact-${name}`}>{label}</label>
        {input({
          id: `contact-${name}`,
          name,
          value: values[name],
          required: true,
          "aria-invalid": fieldErrors[name] ? true : undefined,
          "aria-describedby": fieldErrors[name] ? errorId : undefined,
          onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
        })}
        {fieldErrors[name] && (
          <p id={errorId} className="field__error">
            {fieldErrors[name]}
          </p>
        )}
      </div>
    );
  };

  return (
    <section id="contact" className="section contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="section__title">
        {t("contact.title")}
      </h2>
      <p>{t("contact.intro")}</p>
      <form ref={form} className="contact-form" onSubmit={submit} noValidate>
        {field("name", t("contact.name"), (props) => <input type="text" autoComplete="name" {...props} />)}
        {field("email", t("contact.email"), (props) => <input type="email" autoComplete="email" {...props} />)}
        {field("phone", t("contact.phone"), (props) => <input type="tel" autoComplete="tel" {...props} />)}
        {field("message", t("contact.message"), (props) => <textarea rows={6} {...props} />)}
        <div className="contact-form__actions">
          <button type="submit" className="button" disabled={status === "sending"}>
            {status === "sending" ? t("contact.sending") : status === "sent" ? t("contact.sent") : t("contact.send")}
          </button>
          <p className="contact-form__status" role="status">
            {status === "sent" ? t("contact.sentNotice") : ""}
          </p>
        </div>
        {error && (
          <p className="contact-form__error" role="alert">
            {error}
          </p>
        )}
      </form>
    </section>
  );
}

interface FieldInputProps {
  id: string;
  name: ContactField;
  value: string;
  required: boolean;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}
