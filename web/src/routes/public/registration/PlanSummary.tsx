import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { usePlanPrice_plans$key } from "../../../__generated__/usePlanPrice_plans.graphql.ts";
import { usePlanPrices } from "../../../payments/usePlanPrice.ts";
import type { PaidPlan } from "./plans.ts";

/** The plan being registered: its price (as the server sets it), users and what it is for; nothing when the plan is not offered. */
export function PlanSummary({ plans, plan }: { plans: usePlanPrice_plans$key; plan: PaidPlan }) {
  const { t } = useTranslation();
  const price = usePlanPrices(plans)(plan);
  if (!price) return null;
  return (
    <div className="accent-panel plan-summary">
      <p className="plan-card__price">{price}</p>
      <p className="plan-card__users">{t(`registration.plans.${plan}.users`)}</p>
      <p>{t(`registration.plans.${plan}.description`)}</p>
    </div>
  );
}
