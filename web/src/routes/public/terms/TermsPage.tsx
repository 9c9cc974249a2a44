import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { PageTitle } from "../../../components/PageTitle.tsx";
import "./TermsPage.css";

/** podmienky-pouzivania: the terms of use, linked from the registration forms. */
export function TermsPage() {
  const { t } = useTranslation();
  const sections = t("terms.sections", { returnObjects: true });
  return (
    <article className="page terms">
      <PageTitle title={t("terms.title")} />
      <p className="terms__intro">{t("terms.intro")}</p>
      {sections.map((section) => (
        <section key={section.title} className="terms__section">
          <h2>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
