/**
 * Waiting for something: a spinner and what is awaited (role status, read out once). Where the
 * shape of what comes is known, Skeleton placeholders keep its place instead.
 *
 *   <Suspense fallback={<Loading />}>…</Suspense>
 *   <Loading label="Pripravuje sa platba…" />
 */
import { useTranslation } from "../i18n/useTranslation.tsx";

export function Loading({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={className ? `loading ${className}` : "loading"} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      {label ?? t("app.loading")}
    </div>
  );
}
