import { useTranslation } from "../i18n/useTranslation.tsx";

/** Availability codes of videos and audiobooks: 0 subscription, 1 testing (registered users), 2 free access. */
const AVAILABILITY = { 0: "subscription", 1: "testing", 2: "free" } as const;

export function AvailabilityBadge({ availability }: { availability: number }) {
  const { t } = useTranslation();
  const kind = AVAILABILITY[availability as keyof typeof AVAILABILITY] ?? "subscription";
  return <span className={`badge badge--${kind}`}>{t(`availability.${kind}`)}</span>;
}
