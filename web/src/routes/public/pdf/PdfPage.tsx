import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useTexts } from "../../../i18n/useTexts.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import type { PdfPageQuery } from "../../../__generated__/PdfPageQuery.graphql.ts";
import { saveReturnPath } from "../../../auth/return-path.ts";
import { useSessionKey } from "../../../auth/session-store.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useMediaRefresh, useRefreshBeforeExpiry } from "../../../hooks/useMediaRefresh.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { loginPathFor } from "../../paths.ts";
import { PdfDocument } from "./PdfDocument.tsx";
import { paths } from "../../route-table.ts";
import "./PdfPage.css";

const pdfPageQuery = graphql`
  query PdfPageQuery($name: String!) {
    getPdfUrl(name: $name)
  }
`;

/**
 * A methodology document, one page at a time, with back and download buttons. A members-only
 * document's URL is signed for the viewer and expires, so it is always asked for afresh, again
 * when the viewer logs in or out, shortly before it expires (the download button keeps working)
 * and when it could not be loaded (refused: the document then opens on the page it was on).
 */
export default function PdfPage() {
  useTexts("video");
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { name = "" } = useParams();
  const sessionKey = useSessionKey();
  const refresh = useMediaRefresh<PdfPageQuery>(pdfPageQuery, { name });
  const { getPdfUrl: url } = useScreenQuery<PdfPageQuery>(
    pdfPageQuery,
    { name },
    { perViewer: true, fetchPolicy: "network-only" },
  );
  useRefreshBeforeExpiry(url, refresh);
  const [shownPage, setShownPage] = useState({ name, page: 1 });
  const page = shownPage.name === name ? shownPage.page : 1;

  // Back to where the visitor came from, or home when the document was opened directly.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(paths.home(lang)));

  return (
    <div className="page pdf-page">
      <div className="pdf-page__toolbar">
        <button type="button" className="button button--secondary" onClick={back}>
          {t("pdf.back")}
        </button>
        <PageTitle title={name} className="pdf-page__title" />
        {url && (
          <a className="button" href={url} download={name}>
            {t("pdf.download")}
          </a>
        )}
      </div>
      {url ? (
        <PdfDocument
          key={refresh.generation}
          url={url}
          page={page}
          setPage={(next) => setShownPage({ name, page: next })}
          onLoadFailed={() => refresh.failed(url)}
        />
      ) : (
        <PdfUnavailable signedIn={sessionKey !== null} />
      )}
    </div>
  );
}

/** No such document, or only for members whose access this viewer lacks: the API does not say which. */
function PdfUnavailable({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logIn = () => {
    saveReturnPath(pathname);
    navigate(loginPathFor(pathname, lang));
  };
  return (
    <div className="notice">
      <p>{t(signedIn ? "pdf.unavailableSignedIn" : "pdf.unavailable")}</p>
      <div className="pdf-page__actions">
        {!signedIn && (
          <button type="button" className="button" onClick={logIn}>
            {t("video.gateLogin")}
          </button>
        )}
        <Link className="button button--secondary" to={paths.home(lang)}>
          {t("app.backHome")}
        </Link>
      </div>
    </div>
  );
}
