import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Button } from "../../../ui/Button.tsx";
import { useNotify } from "../../../ui/Notifications.tsx";
import { TextAreaField } from "../../../ui/TextAreaField.tsx";
import { TextField } from "../../../ui/TextField.tsx";
import { useSendContactMailMutation } from "../../../mutations/useSendContactMailMutation.ts";
import { fieldErrorsOf, userMessageOf } from "../../../relay/api-error.ts";
import { contactProblems, type ContactField, type ContactValues } from "./contact-validation.ts";
import "./ContactForm.css";

/** How long the button says "sent" before the form is ready for another message. */
export const SENT_RESET_MS = 10_000;

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "" };
const FIELDS: readonly ContactField[] = ["name", "email", "phone", "message"];

type Status = "idle" | "sending" | "sent";
type FieldErrors = Partial<Record<ContactField, string>>;

/**
 * The contact form's state: idle → sending (locked) → sent (for 10 s) → idle, or an error text.
 * A problem shows under its field, the first of which takes the focus.
 */
function useContactForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [sendContactMail] = useSendContactMailMutation();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (status !== "sent") return;
    const timer = setTimeout(() => setStatus("idle"), SENT_RESET_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const showFieldErrors = (errors: FieldErrors) => {
    setFieldErrors(errors);
    const firstInvalid = FIELDS.find((field) => errors[field]);
    if (firstInvalid) form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
  };
  const failed = (failure: unknown) => {
    setStatus("idle");
    const message = userMessageOf(failure);
    if (message) {
      showFieldErrors(fieldErrorsOf(failure));
      return setError(message);
    }
    // Nothing the visitor can correct: say so where they look, and in a notification.
    setError(t("app.unknownError"));
    notify({ message: t("app.unknownError") });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems = contactProblems(values);
    if (Object.keys(problems).length > 0)
      return showFieldErrors(
        Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(`contact.${problem}`)])),
      );
    setFieldErrors({});
    setStatus("sending");
    sendContactMail(values).then(() => {
      setValues(EMPTY);
      setStatus("sent");
    }, failed);
  };
  const onChange = (name: ContactField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));
  return { form, values, fieldErrors, status, error, submit, onChange };
}

/** The contact form: name, e-mail, phone and message, all required. */
export function ContactForm() {
  const { t } = useTranslation();
  const { form, values, fieldErrors, status, error, submit, onChange } = useContactForm();
  const field = (name: ContactField) => ({
    form: "contact",
    name,
    value: values[name],
    error: fieldErrors[name],
    required: true,
    className: `contact-form__${name}`,
    onChange: onChange(name),
  });

  return (
    <section id="contact" className="section contact" aria-labelledby="contact-heading">
      <h2 id="contact-heading" className="section__title">
        {t("contact.title")}
      </h2>
      <p>{t("contact.intro")}</p>
      <form ref={form} className="contact-form" onSubmit={submit} noValidate>
        <TextField label={t("contact.name")} autoComplete="name" {...field("name")} />
        <TextField label={t("contact.email")} type="email" autoComplete="email" {...field("email")} />
        <TextField label={t("contact.phone")} type="tel" autoComplete="tel" {...field("phone")} />
        <TextAreaField label={t("contact.message")} rows={6} {...field("message")} />
        <div className="contact-form__actions">
          <Button type="submit" busy={status === "sending"} busyLabel={t("contact.sending")}>
            {status === "sent" ? t("contact.sent") : t("contact.send")}
          </Button>
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
