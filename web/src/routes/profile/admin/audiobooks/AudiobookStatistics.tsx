import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** How often the audiobook's page was opened and its e-book downloaded (the per-file counters are beside the files). */
export function AudiobookStatistics({
  opened,
  ebookDownloads,
}: {
  opened: number | null;
  ebookDownloads: number | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="form-panel admin-form__panel admin-form__section" aria-labelledby="audiobook-statistics-title">
      <h3 id="audiobook-statistics-title" className="admin-form__panel-title">
        {t("audiobookForm.statistics")}
      </h3>
      <ul className="admin-file-facts">
        <li>{t("audiobookForm.openedStatistic", { count: opened ?? 0 })}</li>
        <li>{t("audiobookForm.ebookDownloads", { count: ebookDownloads ?? 0 })}</li>
      </ul>
    </section>
  );
}
