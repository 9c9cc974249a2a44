import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useDays } from "./useDays.ts";

/** A webinar's or pack's title with its length (a webinar's), price and days of access. */
export function ProductHeader({
  title,
  length,
  priceText,
  availableFor,
}: {
  title: string;
  length?: string | null;
  priceText: string;
  availableFor: number;
}) {
  const { t } = useTranslation();
  const days = useDays();
  return (
    <header className="webinar-page__header">
      <h1 lang="sk">{title}</h1>
      <dl className="webinar-page__facts">
        {length && (
          <div>
            <dt>{t("webinars.length")}</dt>
            <dd>{length}</dd>
          </div>
        )}
        <div>
          <dt>{t("webinars.price")}</dt>
          <dd className="webinar-page__price">{priceText}</dd>
        </div>
        <div>
          <dt>{t("webinars.access")}</dt>
          <dd>{days(availableFor)}</dd>
        </div>
      </dl>
    </header>
  );
}
