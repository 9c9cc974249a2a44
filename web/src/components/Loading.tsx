import { useTranslation } from "../i18n/useTranslation.tsx";

/** The Suspense fallback while a query runs; `label` says what is being waited for. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? t("app.loading")}
    </div>
  );
}
