import { useEffect, useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import { useTexts } from "../../../i18n/useTexts.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/AnnotationLayer.css";
import "react-pdf/dist/Page/TextLayer.css";
import { Link, useLocation, useNavigate, useParams } from "react-router-dom";
import type { PdfPageQuery } from "../../../__generated__/PdfPageQuery.graphql.ts";
import { saveReturnPath } from "../../../auth/return-path.ts";
import { useSessionKey } from "../../../auth/session-store.ts";
import { Loading } from "../../../components/Loading.tsx";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { loginPathFor } from "../../paths.ts";
import "./PdfPage.css";

// pdf.js renders in a worker; Vite emits the worker file and this resolves to its built URL.
// It must be set in the module that renders react-pdf's components (react-pdf sets a default).
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

/** Widest a page is drawn, so text stays a readable size on large screens. */
const MAX_PAGE_WIDTH = 900;

/**
 * A methodology document, one page at a time, with back and download buttons. A members-only
 * document's URL is signed for the viewer and expires, so it is always asked for afresh, and
 * again when the viewer logs in or out.
 */
export default function PdfPage() {
  useTexts("video");
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { name = "" } = useParams();
  const sessionKey = useSessionKey();
  const { getPdfUrl: url } = useScreenQuery<PdfPageQuery>(
    graphql`
      query PdfPageQuery($name: String!) {
        getPdfUrl(name: $name)
      }
    `,
    { name },
    { perViewer: true, fetchPolicy: "network-only" },
  );

  // Back to where the visitor came from, or home when the document was opened directly.
  const back = () => ((window.history.state?.idx ?? 0) > 0 ? navigate(-1) : navigate(`/${lang}/`));

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
      {url ? <PdfDocument url={url} /> : <PdfUnavailable signedIn={sessionKey !== null} />}
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
        <Link className="button button--secondary" to={`/${lang}/`}>
          {t("app.backHome")}
        </Link>
      </div>
    </div>
  );
}

/** The document one page at a time, as wide as the page allows, with the pager under it. */
function PdfDocument({ url }: { url: string }) {
  const { t } = useTranslation();
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  const width = usePageWidth();
  return (
    <>
      <div className="pdf-page__document" ref={width.container}>
        <Document
          file={url}
          loading={<Loading />}
          error={
            <p className="pdf-page__error" role="alert">
              {t("pdf.error")}
            </p>
          }
          onLoadSuccess={(document) => {
            setPageCount(document.numPages);
            setPage(1);
          }}
        >
          <Page pageNumber={page} width={width.value} loading={<Loading />} />
        </Document>
      </div>
      {pageCount > 0 && (
        <nav className="pdf-page__pager" aria-label={t("pagination.label")}>
          <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("pdf.previous")}
          </button>
          <p role="status">{t("pdf.pageOf", { page, count: pageCount })}</p>
          <button type="button" className="button button--secondary" disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
            {t("pdf.next")}
          </button>
        </nav>
      )}
    </>
  );
}

/** The width to draw a page at: the container's, up to MAX_PAGE_WIDTH, following resizes. */
function usePageWidth() {
  const container = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState<number | undefined>(undefined);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setValue(Math.min(MAX_PAGE_WIDTH, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { container, value };
}
