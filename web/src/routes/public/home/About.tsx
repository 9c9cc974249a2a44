import { useTranslation } from "../../../i18n/useTranslation.tsx";

export function About() {
  const { t } = useTranslation();
  return (
    <section id="about" className="section about" aria-labelledby="about-heading">
      <h2 id="about-heading" className="section__title">
        {t("about.title")}
      </h2>
      {t("about.paragraphs", { returnObjects: true }).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  );
}
