import { useTranslation } from "../../i18n/useTranslation.tsx";
import { EmptyNote, ProfileSection } from "./ProfileSection.tsx";

/** A part of the profile that later issues bring: says so instead of an empty page. */
export function NotYetAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <ProfileSection id="profile-section-title" title={title}>
      <EmptyNote>{t("profile.notYetAvailable")}</EmptyNote>
    </ProfileSection>
  );
}
