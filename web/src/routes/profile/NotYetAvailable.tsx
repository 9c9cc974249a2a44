import { useTranslation } from "react-i18next";

/** A part of the profile that later issues bring: says so instead of an empty page. */
export function NotYetAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="profile-section" aria-labelledby="profile-section-title">
      <h2 id="profile-section-title">{title}</h2>
      <p className="profile-section__empty">{t("profile.notYetAvailable")}</p>
    </section>
  );
}
