import { graphql, useFragment } from "react-relay/hooks";
import type { AudiobookDocuments_audiobook$key } from "../../../__generated__/AudiobookDocuments_audiobook.graphql.ts";
import { DocumentLink } from "../../../components/DocumentLink.tsx";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useIncrementDownloadedEbookStatisticMutation } from "../../../mutations/useIncrementDownloadedEbookStatisticMutation.ts";
import { ButtonAnchor } from "../../../ui/Button.tsx";

/**
 * The e-book (a download, counted) and the methodologies (links to the PDF viewer). Both open
 * only with the recording: for a viewer who may not listen their names show without links.
 */
export function AudiobookDocuments({ audiobook }: { audiobook: AudiobookDocuments_audiobook$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment AudiobookDocuments_audiobook on Audiobook {
        id
        material {
          id
          name
          url
        }
        methodics {
          id
          name
          url
          order
        }
      }
    `,
    audiobook,
  );
  const [countDownload] = useIncrementDownloadedEbookStatisticMutation();
  const methodics = [...data.methodics].sort((a, b) => a.order - b.order);
  if (!data.material && methodics.length === 0) return null;
  return (
    <div className="audiobook-documents">
      {data.material && (
        <section aria-labelledby="audiobook-ebook">
          <h2 id="audiobook-ebook">{t("audiobooks.ebook")}</h2>
          {data.material.url ? (
            <ButtonAnchor
              variant="secondary"
              href={data.material.url}
              download={data.material.name}
              onClick={() => void countDownload({ id: data.id }).catch(() => undefined)}
            >
              {t("audiobooks.ebookDownload")}
            </ButtonAnchor>
          ) : (
            <p className="audiobook-documents__locked">
              <span className="audiobook-documents__name">{data.material.name}</span> {t("audiobooks.ebookLocked")}
            </p>
          )}
        </section>
      )}
      {methodics.length > 0 && (
        <section aria-labelledby="audiobook-methodics">
          <h2 id="audiobook-methodics">{t("audiobooks.methodics")}</h2>
          <ul className="audiobook-documents__list">
            {methodics.map((methodic) => (
              <li key={methodic.id}>
                <DocumentLink name={methodic.name} url={methodic.url} lockedClassName="audiobook-documents__name" />
              </li>
            ))}
          </ul>
          {methodics.some((methodic) => !methodic.url) && (
            <p className="audiobook-documents__locked">{t("audiobooks.methodicsLocked")}</p>
          )}
        </section>
      )}
    </div>
  );
}
