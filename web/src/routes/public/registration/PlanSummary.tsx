import { graphql, useFragment } from "react-relay";
import { useTranslation } from "react-i18next";
import type { PlanSummary_plan$key } from "../../../__generated__/PlanSummary_plan.graphql.ts";
import { usePlanPrice } from "../../../payments/usePlanPrice.ts";
import type { PaidPlan } from "./plans.ts";

/** The plan being registered: its price (as the server sets it), users and what it is for. */
export function PlanSummary({ plan: planKey, name }: { plan: PlanSummary_plan$key; name: PaidPlan }) {
  const { t } = useTranslation();
  const priceOf = usePlanPrice();
  const plan = useFragment(
    graphql`
      fragment PlanSummary_plan on Plan {
        priceCents
        periodUnit
        periodCount
      }
    `,
    planKey,
  );
  return (
    <div className="plan-summary">
      <p className="plan-card__price">{priceOf(plan)}</p>
      <p className="plan-card__users">{t(`registration.plans.${name}.users`)}</p>
      <p>{t(`registration.plans.${name}.description`)}</p>
    </div>
  );
}
