import { useTranslation } from "../../../../i18n/useTranslation.tsx";

/** Availability codes (spec §4): 0 subscription, 1 testing, 2 free access, as the form's choices name them. */
export const AVAILABILITIES = [
  { value: 0, key: "subscription" },
  { value: 1, key: "testing" },
  { value: 2, key: "free" },
] as const;

export function AvailabilityLabel({ availability }: { availability: number }) {
  const { t } = useTranslation();
  const { key } = AVAILABILITIES.find((each) => each.value === availability) ?? AVAILABILITIES[0];
  return <span className={`badge badge--${key}`}>{t(`admin.videos.availability.${key}`)}</span>;
}

/** "viditeľný" or "skrytý" (hidden videos are not listed publicly but open by direct link). */
export function VisibilityLabel({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  return <span className={visible ? "badge badge--visible" : "badge badge--hidden"}>{visible ? t("admin.videos.visible") : t("admin.videos.hidden")}</span>;
}
