import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import { NotFound } from "../../../components/Notice.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { paidPlanOf, PLAN_PATHS } from "./plans.ts";
import { StepIndicator } from "./StepIndicator.tsx";
import "./Registration.css";

/**
 * A paid plan (pre-jednotlivca, pre-skoly, pre-firmy): what it offers, in three steps. Payment is
 * not available yet, so the page says so and offers the free trial instead of a form.
 */
export function PlanPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const plan = paidPlanOf(useParams().organisationType);
  if (!plan) return <NotFound />;
  const name = t(`registration.plans.${plan}.name`);

  return (
    <div className="page registration">
      <title>{`${t("registration.planTitle", { name })} – ${t("app.name")}`}</title>
      <StepIndicator steps={[t("registration.steps.details"), t("registration.steps.payment"), t("registration.steps.done")]} current={1} />
      <h1>{t("registration.planTitle", { name })}</h1>
      <div className="plan-summary">
        <p className="plan-card__price">{t(`registration.plans.${plan}.price`)}</p>
        <p className="plan-card__users">{t(`registration.plans.${plan}.users`)}</p>
        <p>{t(`registration.plans.${plan}.description`)}</p>
      </div>
      <p className="registration__notice" role="note">
        {t("registration.paymentPreparing")}
      </p>
      <div className="form-actions">
        <Link className="button" to={`/${lang}/registracia/${PLAN_PATHS.trial}`}>
          {t("registration.tryTrial")}
        </Link>
        <Link className="button button--secondary" to={`/${lang}/registracia`}>
          {t("registration.backToPlans")}
        </Link>
      </div>
    </div>
  );
}
