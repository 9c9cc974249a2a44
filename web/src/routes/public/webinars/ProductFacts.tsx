import { formatDate } from "../../../format/dates.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { ProductSummary } from "./ProductLoader.tsx";
import { useDays } from "./useDays.ts";

/**
 * What is being bought: the access period in days and the price; for a user whose access runs,
 * that buying extends it from its end (a free one cannot be claimed again until it ends).
 */
export function ProductFacts({
  summary,
}: {
  summary: Pick<ProductSummary, "priceText" | "availableFor" | "free" | "admittedUntil">;
}) {
  const { t } = useTranslation();
  const days = useDays();
  const period = days(summary.availableFor);
  const until = summary.admittedUntil && formatDate(summary.admittedUntil);
  return (
    <div className="accent-panel webinar-purchase__facts">
      <p>{t("purchase.period", { period })}</p>
      <p className="plan-card__price">
        {t("purchase.price", { price: summary.free ? t("webinars.free") : summary.priceText })}
      </p>
      {until && (
        <p>
          {summary.free
            ? t("purchase.alreadyAdmitted", { date: until })
            : t("purchase.extends", { date: until, period })}
        </p>
      )}
    </div>
  );
}
