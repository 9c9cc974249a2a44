import { useState, type FormEvent } from "react";
import { graphql, useMutation } from "react-relay";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import type { TrialRegistrationPageLoginMutation } from "../../../__generated__/TrialRegistrationPageLoginMutation.graphql.ts";
import type { TrialRegistrationPageMutation } from "../../../__generated__/TrialRegistrationPageMutation.graphql.ts";
import { MAX_LENGTH, trialRegistrationProblems, type TrialRegistrationValues } from "../../../auth/account-rules.ts";
import { setToken } from "../../../auth/token-store.ts";
import { CheckboxField, FormMessage, TextAreaField, TextField, useFailureMessage, useForm } from "../../../components/forms.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { StepIndicator } from "./StepIndicator.tsx";
import "./Registration.css";

const EMPTY: TrialRegistrationValues = {
  fullname: "",
  email: "",
  password: "",
  passwordConfirm: "",
  phone: "",
  organizationName: "",
  street: "",
  zip: "",
  city: "",
  country: "",
  motivation: "",
  affectedCount: "",
  registrationCode: "",
  terms: false,
  moreTerms: false,
};

/** Optional text fields are sent as absent when left empty. */
const optional = (value: string) => value.trim() || null;

/**
 * The free trial (step 1 of 2). It submits directly; the new user is then logged in with the same
 * details, the form is emptied and the thank-you page (step 2) follows. Problems the server finds
 * are shown under their fields and in red under the form.
 */
export function TrialRegistrationPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const failureMessage = useFailureMessage();
  const { form, values, text, checkbox, showProblems, showServerErrors, clearErrors, reset } = useForm(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [register, registering] = useMutation<TrialRegistrationPageMutation>(graphql`
    mutation TrialRegistrationPageMutation(
      $email: String!
      $password: String!
      $fullname: String!
      $phone: String!
      $organizationName: String
      $street: String
      $zip: String
      $city: String
      $country: String
      $motivation: String
      $affectedCount: Int
      $registrationCode: String
      $terms: Boolean!
      $moreTerms: Boolean!
    ) {
      registerTrial(
        email: $email
        password: $password
        fullname: $fullname
        phone: $phone
        organizationName: $organizationName
        street: $street
        zip: $zip
        city: $city
        country: $country
        motivation: $motivation
        affectedCount: $affectedCount
        registrationCode: $registrationCode
        terms: $terms
        moreTerms: $moreTerms
      )
    }
  `);
  const [logIn, loggingIn] = useMutation<TrialRegistrationPageLoginMutation>(graphql`
    mutation TrialRegistrationPageLoginMutation($email: String!, $password: String!) {
      login(email: $email, password: $password)
    }
  `);
  const submitting = registering || loggingIn;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems = trialRegistrationProblems(values);
    if (Object.keys(problems).length > 0) {
      setError(t("validation.formInvalid"));
      return showProblems(problems);
    }
    clearErrors();
    const email = values.email.trim();
    const thanks = () => {
      reset();
      navigate(`/${lang}/registracia/dakujeme`);
    };
    register({
      variables: {
        email,
        password: values.password,
        fullname: values.fullname.trim(),
        phone: values.phone.trim(),
        organizationName: optional(values.organizationName),
        street: optional(values.street),
        zip: optional(values.zip),
        city: optional(values.city),
        country: optional(values.country),
        motivation: optional(values.motivation),
        affectedCount: values.affectedCount.trim() ? Number(values.affectedCount) : null,
        registrationCode: optional(values.registrationCode),
        terms: values.terms,
        moreTerms: values.moreTerms,
      },
      onCompleted: () => {
        // Registered: log in with the same details. Should that fail, the thank-you page offers the login.
        logIn({
          variables: { email, password: values.password },
          onCompleted: ({ login }) => {
            setToken(login);
            thanks();
          },
          onError: thanks,
        });
      },
      onError: (failure) => {
        showServerErrors(failure);
        setError(failureMessage(failure));
      },
    });
  };

  const required = { form: "trial", required: true } as const;
  const field = { form: "trial" } as const;
  return (
    <div className="page registration">
      <title>{`${t("registration.trialTitle")} – ${t("app.name")}`}</title>
      <StepIndicator steps={[t("registration.steps.details"), t("registration.steps.done")]} current={1} />
      <h1>{t("registration.trialTitle")}</h1>
      <p className="registration__intro">{t("registration.trialIntro")}</p>
      <form ref={form} className="form-panel registration__form" onSubmit={submit} noValidate>
        <p className="registration__required-note">{t("registration.requiredNote")}</p>
        <fieldset className="form-fieldset">
          <legend>{t("registration.sections.login")}</legend>
          <TextField {...required} label={t("registration.fields.fullname")} autoComplete="name" maxLength={MAX_LENGTH.name} {...text("fullname")} />
          <TextField {...required} label={t("registration.fields.email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...text("email")} />
          <TextField {...required} label={t("registration.fields.password")} type="password" autoComplete="new-password" maxLength={MAX_LENGTH.password} hint={t("registration.passwordHint")} {...text("password")} />
          <TextField {...required} label={t("registration.fields.passwordConfirm")} type="password" autoComplete="new-password" maxLength={MAX_LENGTH.password} {...text("passwordConfirm")} />
        </fieldset>
        <fieldset className="form-fieldset">
          <legend>{t("registration.sections.contact")}</legend>
          <TextField {...required} label={t("registration.fields.phone")} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.detail} hint={t("registration.phoneHint")} {...text("phone")} />
          <TextField {...field} label={t("registration.fields.organizationName")} autoComplete="organization" maxLength={MAX_LENGTH.detail} {...text("organizationName")} />
          <TextField {...field} label={t("registration.fields.street")} autoComplete="street-address" maxLength={MAX_LENGTH.detail} {...text("street")} />
          <TextField {...field} label={t("registration.fields.zip")} autoComplete="postal-code" maxLength={MAX_LENGTH.detail} {...text("zip")} />
          <TextField {...field} label={t("registration.fields.city")} autoComplete="address-level2" maxLength={MAX_LENGTH.detail} {...text("city")} />
          <TextField {...field} label={t("registration.fields.country")} autoComplete="country-name" maxLength={MAX_LENGTH.detail} {...text("country")} />
        </fieldset>
        <fieldset className="form-fieldset">
          <legend>{t("registration.sections.about")}</legend>
          <TextAreaField {...field} className="field--wide" label={t("registration.fields.motivation")} rows={4} maxLength={MAX_LENGTH.motivation} {...text("motivation")} />
          <TextField {...field} label={t("registration.fields.affectedCount")} inputMode="numeric" {...text("affectedCount")} />
          <TextField {...field} label={t("registration.fields.registrationCode")} maxLength={MAX_LENGTH.detail} hint={t("registration.registrationCodeHint")} {...text("registrationCode")} />
        </fieldset>
        <fieldset className="form-fieldset registration__consents">
          <legend>{t("registration.sections.consents")}</legend>
          <CheckboxField
            {...required}
            className="field--wide"
            label={
              <>
                <Trans
                  i18nKey="registration.terms"
                  components={{ terms: <Link to={`/${lang}/podmienky-pouzivania`} target="_blank" rel="noopener" /> }}
                />
                <span className="visually-hidden"> {t("registration.opensInNewWindow")}</span>
              </>
            }
            {...checkbox("terms")}
          />
          <CheckboxField {...required} className="field--wide" label={t("registration.moreTerms")} {...checkbox("moreTerms")} />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button" disabled={submitting}>
            {submitting ? t("registration.submitting") : t("registration.submit")}
          </button>
        </div>
        <FormMessage error={error} />
      </form>
    </div>
  );
}
