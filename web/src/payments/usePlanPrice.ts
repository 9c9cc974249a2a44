import { useTranslation } from "react-i18next";
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
