import { useEffect } from "react";
import { graphql } from "react-relay/hooks";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, useNavigate, useParams } from "react-router-dom";
import type { PaidRegistrationPageQuery } from "../../../__generated__/PaidRegistrationPageQuery.graphql.ts";
import { paidRegistrationProblems, type PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { ButtonLink } from "../../../ui/Button.tsx";
import { FormMessage, SubmitButton } from "../../../ui/FormMessage.tsx";
import { NotFound } from "../../../ui/Notice.tsx";
import { useForm, useFormSubmit } from "../../../components/useForm.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { BillingAddressFields, OrganisationFields, SchoolFields } from "./PaidRegistrationFields.tsx";
import { PlanSummary } from "./PlanSummary.tsx";
import { paidPlanOf, PLAN_PATHS, type PaidPlan } from "./plans.ts";
import { ConsentFields, LoginFields } from "./RegistrationFields.tsx";
import { RegistrationStep } from "./RegistrationStep.tsx";
import { EMPTY_PAID_REGISTRATION, loadRegistration, saveRegistration } from "./registration-storage.ts";
import { paths } from "../../route-table.ts";

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
  const { getPlans } = useScreenQuery<PaidRegistrationPageQuery>(
    graphql`
      query PaidRegistrationPageQuery {
        getPlans {
          ...usePlanPrice_plans
        }
      }
    `,
    {},
  );
  const form = useForm<PaidRegistrationValues>(loadRegistration(plan) ?? EMPTY_PAID_REGISTRATION);
  useEffect(() => saveRegistration(plan, form.values), [plan, form.values]);
  const { submit, outcome } = useFormSubmit(form, {
    check: (values) => paidRegistrationProblems(values, plan),
    invalidMessage: t("validation.formInvalid"),
    send: async () => void navigate(paths.registrationPayment(lang, PLAN_PATHS[plan])),
  });

  const name = t(`registration.plans.${plan}.name`);
  return (
    <RegistrationStep title={t("registration.planTitle", { name })} paid current={1}>
      <PlanSummary plans={getPlans} plan={plan} />
      <form ref={form.form} className="form-panel registration__form" onSubmit={submit} noValidate>
        <p className="registration__required-note">{t("registration.requiredNote")}</p>
        <LoginFields form="registration" text={form.text} />
        <OrganisationFields plan={plan} text={form.text} />
        <BillingAddressFields text={form.text} />
        <SchoolFields plan={plan} text={form.text} />
        <ConsentFields form="registration" checkbox={form.checkbox} />
        <div className="form-actions">
          <SubmitButton label={t("registration.toPayment")} />
          <ButtonLink variant="secondary" to={paths.registration(lang)}>
            {t("registration.backToPlans")}
          </ButtonLink>
        </div>
        <FormMessage error={outcome.error} />
      </form>
    </RegistrationStep>
  );
}
