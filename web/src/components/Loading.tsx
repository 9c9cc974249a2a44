import { useTranslation } from "react-i18next";

/** The Suspense fallback while a query runs. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {t("app.loading")}
    </div>
  );
}
