import { graphql } from "react-relay/hooks";
import { Link } from "react-router-dom";
import { useLang } from "../../hooks/useLang.ts";
import { useTranslation } from "../../i18n/useTranslation.tsx";
import { productPath } from "../public/webinars/webinar-paths.ts";

/**
 * What the user's and the admin's lists of webinar admissions both show of each: spread unmasked,
 * so both queries answer with the same fields.
 */
graphql`
  fragment AdmittedWebinar_admission on WebinarAdmission {
    active
    expirationDate
    webinarPackTitle
    webinars {
      id
      webinar {
        title
        slug
      }
    }
  }
`;

/** A webinar an admission opens: a link to its page, or a word that it has since been deleted. */
export function AdmittedWebinarLink({ webinar }: { webinar?: { title: string; slug: string } | null }) {
  const { t } = useTranslation();
  const lang = useLang();
  return webinar ? (
    <Link to={productPath(lang, "webinar", webinar.slug)}>{webinar.title}</Link>
  ) : (
    t("myWebinars.deleted")
  );
}

/** The pack an admission came with, as a note under its webinars. */
export function PackNote({ title }: { title?: string | null }) {
  const { t } = useTranslation();
  return title ? <span className="data-table__note">{t("myWebinars.pack", { title })}</span> : null;
}
