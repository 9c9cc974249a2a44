import { graphql, useFragment } from "react-relay/hooks";
import { useTranslation } from "../i18n/useTranslation.tsx";
import type { usePlanPrice_plans$key } from "../__generated__/usePlanPrice_plans.graphql.ts";
import { formatEuro } from "../../../src/shared/money.ts";

export interface PricedPlan {
  priceCents: number;
  /** "month", "year" or "day". */
  periodUnit: string;
  periodCount: number;
}

/** A plan's price with its period as the library shows it: "8,90 € mesačne", "299,00 € ročne". */
export function usePlanPrice(): (plan: PricedPlan) => string {
  const { t } = useTranslation();
  return ({ priceCents, periodUnit, periodCount }) => {
    const price = formatEuro(priceCents);
    if (periodCount === 1 && periodUnit === "month") return t("payment.perMonth", { price });
    if (periodCount === 1 && periodUnit === "year") return t("payment.perYear", { price });
    if (periodUnit === "day") return t("payment.perDays", { price, count: periodCount });
    return price;
  };
}

/** The price of each offered plan by its id ("single", "school", …); "" for a plan not offered. */
export function usePlanPrices(plansKey: usePlanPrice_plans$key): (planId: string) => string {
  const priceOf = usePlanPrice();
  const plans = useFragment(
    graphql`
      fragment usePlanPrice_plans on Plan @relay(plural: true) {
        id
        priceCents
        periodUnit
        periodCount
      }
    `,
    plansKey,
  );
  return (planId) => {
    const offer = plans.find((plan) => plan.id === planId);
    return offer ? priceOf(offer) : "";
  };
}
