import { useRef, useState } from "react";
import { Document, Page, pdfjs } from "react-pdf";
import "react-pdf/dist/Page/AnnotationLayer.css";
import "react-pdf/dist/Page/TextLayer.css";
import { Loading } from "../../../ui/Loading.tsx";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { usePdfZoom } from "./usePdfZoom.ts";

// pdf.js renders in a worker; Vite emits the worker file and this resolves to its built URL.
// It must be set in the module that renders react-pdf's components (react-pdf sets a default).
pdfjs.GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).toString();

interface PdfDocumentProps {
  url: string;
  /** The page shown, kept by the page around it so that a document loaded anew (a fresh URL) stays there. */
  page: number;
  setPage: (page: number) => void;
  /** The document could not be loaded (its signed URL refused or expired): the page asks for a fresh one. */
  onLoadFailed?: () => void;
}

/**
 * The document one page at a time, fitted to the width (on a phone too, where the zoom then
 * makes the text readable), with its zoom controls above it and the pager under it. The viewer
 * scrolls sideways when zoomed in; it takes the focus, so arrow keys scroll it.
 */
export function PdfDocument({ url, page, setPage, onLoadFailed }: PdfDocumentProps) {
  const { t } = useTranslation();
  const [pageCount, setPageCount] = useState(0);
  const viewer = useRef<HTMLDivElement>(null);
  const zoom = usePdfZoom(viewer);
  return (
    <>
      {pageCount > 0 && <ZoomControls zoom={zoom} />}
      <div className="pdf-page__document" ref={viewer} role="region" aria-label={t("pdf.title")} tabIndex={0}>
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
            setPage(Math.min(page, document.numPages));
          }}
          onLoadError={() => onLoadFailed?.()}
        >
          {zoom.width !== undefined && (
            <Page
              pageNumber={page}
              width={zoom.width}
              devicePixelRatio={zoom.pixelRatio}
              onLoadSuccess={zoom.pageLoaded}
              loading={<Loading />}
            />
          )}
        </Document>
      </div>
      {pageCount > 0 && (
        <nav className="pdf-page__pager" aria-label={t("pagination.label")}>
          <button
            type="button"
            className="button button--secondary"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t("pdf.previous")}
          </button>
          <p role="status">{t("pdf.pageOf", { page, count: pageCount })}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={page >= pageCount}
            onClick={() => setPage(page + 1)}
          >
            {t("pdf.next")}
          </button>
        </nav>
      )}
    </>
  );
}

/** − and + (with the keys − and +), the scale in percent (announced as it changes), and fit to width. */
function ZoomControls({ zoom }: { zoom: ReturnType<typeof usePdfZoom> }) {
  const { t } = useTranslation();
  return (
    <div className="pdf-page__zoom" role="group" aria-label={t("pdfZoom.label")}>
      <ZoomStep label={t("pdfZoom.zoomOut")} shortcut="-" symbol="−" onClick={zoom.zoomOut} />
      <output className="pdf-page__zoom-level" aria-live="polite">
        {zoom.percent === null ? "" : t("pdfZoom.level", { percent: zoom.percent })}
      </output>
      <ZoomStep label={t("pdfZoom.zoomIn")} shortcut="+" symbol="+" onClick={zoom.zoomIn} />
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={zoom.fitted}
        aria-keyshortcuts="0"
        onClick={zoom.fit}
      >
        {t("pdfZoom.fitWidth")}
      </button>
    </div>
  );
}

/** A zoom step: its symbol shows, its label and key are what assistive technology announces. */
function ZoomStep(props: { label: string; shortcut: string; symbol: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="button button--secondary pdf-page__zoom-step"
      aria-label={props.label}
      aria-keyshortcuts={props.shortcut}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.symbol}</span>
    </button>
  );
}
