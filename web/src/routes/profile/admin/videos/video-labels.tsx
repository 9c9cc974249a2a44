import { AVAILABILITIES } from "../../../../admin/form-values.ts";
import { useTranslation } from "../../../../i18n/useTranslation.tsx";

export function AvailabilityLabel({ availability }: { availability: number }) {
  const { t } = useTranslation();
  const { key } = AVAILABILITIES.find((each) => each.value === availability) ?? AVAILABILITIES[0];
  return <span className={`badge badge--${key}`}>{t(`admin.videos.availability.${key}`)}</span>;
}

/** "viditeľný" or "skrytý" (hidden videos are not listed publicly but open by direct link). */
export function VisibilityLabel({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={visible ? "badge badge--visible" : "badge badge--hidden"}>
      {visible ? t("admin.videos.visible") : t("admin.videos.hidden")}
    </span>
  );
}
