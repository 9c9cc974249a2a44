import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { WebinarDocuments_webinar$key } from "../../../__generated__/WebinarDocuments_webinar.graphql.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { paths } from "../../route-table.ts";

/**
 * The webinar's documents: each opens in the PDF viewer for a viewer who may watch, the others
 * see the names only; a webinar without documents says so.
 */
export function WebinarDocuments({ webinar }: { webinar: WebinarDocuments_webinar$key }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { materials } = useFragment(
    graphql`
      fragment WebinarDocuments_webinar on Webinar {
        materials {
          id
          name
          url
        }
      }
    `,
    webinar,
  );
  return (
    <aside className="webinar-documents" aria-labelledby="webinar-documents-title">
      <h2 id="webinar-documents-title">{t("webinars.documents")}</h2>
      {materials.length === 0 ? (
        <p>{t("webinars.noDocuments")}</p>
      ) : (
        <ul className="webinar-documents__list">
          {materials.map((material) => (
            <li key={material.id}>
              {material.url ? (
                <Link to={paths.pdf(lang, material.name)}>
                  <span aria-hidden="true" className="webinar-documents__pdf">
                    PDF
                  </span>
                  {material.name}
                </Link>
              ) : (
                <span className="webinar-documents__locked">{material.name}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      {materials.some((material) => !material.url) && (
        <p className="webinar-documents__hint">{t("webinars.documentsLocked")}</p>
      )}
    </aside>
  );
}
