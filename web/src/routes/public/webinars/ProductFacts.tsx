import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { ProductSummary } from "./ProductLoader.tsx";
import { useDays } from "./useDays.ts";

/** What is being bought: the access period in days and the price. */
export function ProductFacts({ summary }: { summary: Pick<ProductSummary, "priceText" | "availableFor" | "free"> }) {
  const { t } = useTranslation();
  const days = useDays();
  return (
    <div className="accent-panel webinar-purchase__facts">
      <p>{t("purchase.period", { period: days(summary.availableFor) })}</p>
      <p className="plan-card__price">{t("purchase.price", { price: summary.free ? t("webinars.free") : summary.priceText })}</p>
    </div>
  );
}
