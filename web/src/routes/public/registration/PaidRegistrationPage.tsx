import { useEffect, useState, type FormEvent } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Trans, useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { PaidRegistrationPageQuery } from "../../../__generated__/PaidRegistrationPageQuery.graphql.ts";
import { MAX_LENGTH, PAID_REGISTRATION_EXTRAS, paidRegistrationProblems, type PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { useRetryKey } from "../../../components/ErrorBoundary.tsx";
import { CheckboxField, FormMessage, TextAreaField, TextField, useForm } from "../../../components/forms.tsx";
import { NotFound } from "../../../components/Notice.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { PlanSummary } from "./PlanSummary.tsx";
import { paidPlanOf, PLAN_PATHS, type PaidPlan } from "./plans.ts";
import { EMPTY_PAID_REGISTRATION, loadRegistration, saveRegistration } from "./registration-storage.ts";
import { StepIndicator } from "./StepIndicator.tsx";
import "./Registration.css";

/** registracia/{pre-jednotlivca, pre-skoly, pre-firmy}: step 1 of 3, the form. */
export function PaidRegistrationPage() {
  const plan = paidPlanOf(useParams().organisationType);
  if (!plan) return <NotFound />;
  // a new plan is a new form
  return <PaidRegistrationForm key={plan} plan={plan} />;
}

/**
 * The person, the organisation (school, firm), the billing address and the consents. The values
 * are kept in the tab's session as they are typed (a reload keeps them); the client's checks
 * mirror the server's, and the valid form goes on to the payment step.
 */
function PaidRegistrationForm({ plan }: { plan: PaidPlan }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const retryKey = useRetryKey();
  const { getPlans } = useLazyLoadQuery<PaidRegistrationPageQuery>(
    graphql`
      query PaidRegistrationPageQuery {
        getPlans {
          id
          ...PlanSummary_plan
        }
      }
    `,
    {},
    { fetchKey: retryKey },
  );
  const offer = getPlans.find((each) => each.id === plan);
  const { form, values, text, checkbox, showProblems, clearErrors } = useForm<PaidRegistrationValues>(loadRegistration(plan) ?? EMPTY_PAID_REGISTRATION);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => saveRegistration(plan, values), [plan, values]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems = paidRegistrationProblems(values, plan);
    if (Object.keys(problems).length > 0) {
      setError(t("validation.formInvalid"));
      return showProblems(problems);
    }
    clearErrors();
    navigate(`/${lang}/registracia/${PLAN_PATHS[plan]}/platba`);
  };

  const name = t(`registration.plans.${plan}.name`);
  const { fields: extras, required: requiredExtras } = PAID_REGISTRATION_EXTRAS[plan];
  const has = (field: (typeof extras)[number]) => extras.includes(field);
  const extra = (field: (typeof extras)[number]) => ({ form: "registration", required: requiredExtras.includes(field) });
  const required = { form: "registration", required: true } as const;
  const optional = { form: "registration" } as const;
  const organisation = plan === "school" ? "school" : "firm";
  // a school's company ids are optional, except on an invoice
  const idsHint = plan === "school" ? t("registration.invoiceIdsHint") : undefined;

  return (
    <div className="page registration">
      <title>{`${t("registration.planTitle", { name })} – ${t("app.name")}`}</title>
      <StepIndicator steps={[t("registration.steps.details"), t("registration.steps.payment"), t("registration.steps.done")]} current={1} />
      <h1>{t("registration.planTitle", { name })}</h1>
      {offer && <PlanSummary plan={offer} name={plan} />}
      <form ref={form} className="form-panel registration__form" onSubmit={submit} noValidate>
        <p className="registration__required-note">{t("registration.requiredNote")}</p>
        <fieldset className="form-fieldset">
          <legend>{t("registration.sections.login")}</legend>
          <TextField {...required} label={t("registration.fields.fullname")} autoComplete="name" maxLength={MAX_LENGTH.name} {...text("fullname")} />
          <TextField {...required} label={t("registration.fields.email")} type="email" autoComplete="email" maxLength={MAX_LENGTH.email} {...text("email")} />
          <TextField {...required} label={t("registration.fields.password")} type="password" autoComplete="new-password" maxLength={MAX_LENGTH.password} hint={t("registration.passwordHint")} {...text("password")} />
          <TextField {...required} label={t("registration.fields.passwordConfirm")} type="password" autoComplete="new-password" maxLength={MAX_LENGTH.password} {...text("passwordConfirm")} />
        </fieldset>
        {extras.length > 0 && (
          <fieldset className="form-fieldset">
            <legend>{t(`registration.sections.${organisation}`)}</legend>
            <TextField {...extra("organizationName")} className="field--wide" label={t(`registration.fields.${organisation}Name`)} autoComplete="organization" maxLength={MAX_LENGTH.detail} {...text("organizationName")} />
            <TextField {...extra("organizationId")} label={t("registration.fields.organizationId")} maxLength={MAX_LENGTH.detail} hint={idsHint} {...text("organizationId")} />
            <TextField {...extra("organizationVatId")} label={t("registration.fields.organizationVatId")} maxLength={MAX_LENGTH.detail} hint={idsHint} {...text("organizationVatId")} />
            <TextField {...extra("phone")} label={t("registration.fields.phone")} type="tel" autoComplete="tel" maxLength={MAX_LENGTH.detail} hint={t("registration.phoneHint")} {...text("phone")} />
          </fieldset>
        )}
        <fieldset className="form-fieldset">
          <legend>{t("registration.sections.billingAddress")}</legend>
          <TextField {...required} className="field--wide" label={t("registration.fields.street")} autoComplete="street-address" maxLength={MAX_LENGTH.detail} {...text("street")} />
          <TextField {...optional} label={t("registration.fields.zip")} autoComplete="postal-code" maxLength={MAX_LENGTH.detail} {...text("zip")} />
          <TextField {...required} label={t("registration.fields.city")} autoComplete="address-level2" maxLength={MAX_LENGTH.detail} {...text("city")} />
          <TextField {...required} label={t("registration.fields.country")} autoComplete="country-name" maxLength={MAX_LENGTH.detail} {...text("country")} />
        </fieldset>
        {has("motivation") && (
          <fieldset className="form-fieldset">
            <legend>{t("registration.sections.aboutSchool")}</legend>
            <TextAreaField {...extra("motivation")} className="field--wide" label={t("registration.fields.schoolMotivation")} rows={4} maxLength={MAX_LENGTH.motivation} {...text("motivation")} />
            <TextField {...extra("affectedCount")} label={t("registration.fields.affectedCount")} inputMode="numeric" {...text("affectedCount")} />
          </fieldset>
        )}
        <fieldset className="form-fieldset registration__consents">
          <legend>{t("registration.sections.consents")}</legend>
          <CheckboxField
            {...required}
            className="field--wide"
            label={
              <>
                <Trans i18nKey="registration.terms" components={{ terms: <Link to={`/${lang}/podmienky-pouzivania`} target="_blank" rel="noopener" /> }} />
                <span className="visually-hidden"> {t("registration.opensInNewWindow")}</span>
              </>
            }
            {...checkbox("terms")}
          />
          <CheckboxField {...required} className="field--wide" label={t("registration.moreTerms")} {...checkbox("moreTerms")} />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button">
            {t("registration.toPayment")}
          </button>
          <Link className="button button--secondary" to={`/${lang}/registracia`}>
            {t("registration.backToPlans")}
          </Link>
        </div>
        <FormMessage error={error} />
      </form>
    </div>
  );
}
