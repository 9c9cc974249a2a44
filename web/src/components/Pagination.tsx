import { useTranslation } from "../i18n/useTranslation.tsx";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { pageQuery } from "../routes/paths.ts";
import { paginationWindow } from "./pagination-window.ts";
import "./Pagination.css";

interface Props {
  /** 0-based index of the current page. */
  page: number;
  pageCount: number;
  /** Called when a page link is followed (to bring the list's top into view). */
  onNavigate?: () => void;
}

/**
 * "Page X/Y" and links to nearby pages. Pages are links to `?page=N`, so they work with the
 * keyboard, open in a new tab and survive a reload.
 */
export function Pagination({ page, pageCount, onNavigate }: Props) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;

  const { pages, first, gapAfterFirst, last, gapBeforeLast } = paginationWindow(page, pageCount);
  const item = (index: number, label: string, text: string, step = false) => (
    <PageItem key={`${label}-${index}`} index={index} current={page} label={label} text={text} step={step} onNavigate={onNavigate} />
  );
  const gap = (key: string) => (
    <li key={key} className="pagination__gap" aria-hidden="true">
      …
    </li>
  );

  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <p className="pagination__status">{t("pagination.status", { page: page + 1, count: pageCount })}</p>
      <ul className="inline-list pagination__list">
        {page > 0 && item(page - 1, t("pagination.previous"), "‹", true)}
        {first && item(0, t("pagination.first"), "1")}
        {gapAfterFirst && gap("gap-start")}
        {pages.map((index) => item(index, t("pagination.page", { page: index + 1 }), String(index + 1)))}
        {gapBeforeLast && gap("gap-end")}
        {last && item(pageCount - 1, t("pagination.last"), String(pageCount))}
        {page < pageCount - 1 && item(page + 1, t("pagination.next"), "›", true)}
      </ul>
    </nav>
  );
}

interface PageItemProps {
  index: number;
  current: number;
  label: string;
  text: string;
  step: boolean;
  onNavigate?: () => void;
}

function PageItem({ index, current, label, text, step, onNavigate }: PageItemProps) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const isCurrent = index === current && !step;
  return (
    <li>
      <Link
        className={step ? "pagination__link pagination__link--step" : "pagination__link"}
        to={{ pathname, search: pageQuery(searchParams, index) }}
        aria-label={label}
        aria-current={isCurrent ? "page" : undefined}
        onClick={onNavigate}
      >
        {text}
      </Link>
    </li>
  );
}
