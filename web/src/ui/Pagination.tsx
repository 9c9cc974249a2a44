/**
 * "Page X/Y" and links to the pages around the current one (the spec's rule: up to 2 neighbours
 * each side, the first and last page when the current one is 3 or more away, pagination-window.ts).
 * Pages are links to `?page=N`, so they work with the keyboard, open in a new tab and survive a
 * reload. Nothing shows for a single page.
 *
 *   <Pagination page={criteria.page} pageCount={pagination.pageCount} onNavigate={() => top.current?.scrollIntoView()} />
 */
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { pageQuery } from "../routes/paths.ts";
import { paginationWindow } from "./pagination-window.ts";

interface Props {
  /** 0-based index of the current page. */
  page: number;
  pageCount: number;
  /** Called when a page link is followed (to bring the list's top into view). */
  onNavigate?: () => void;
}

export function Pagination({ page, pageCount, onNavigate }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  if (pageCount <= 1) return null;

  const { pages, first, gapAfterFirst, last, gapBeforeLast } = paginationWindow(page, pageCount);
  // a step (‹ ›) is never the current page
  const item = (index: number, label: string, text: string, step = false) => (
    <li key={`${label}-${index}`}>
      <Link
        className={step ? "pagination__link pagination__link--step" : "pagination__link"}
        to={{ pathname, search: pageQuery(searchParams, index) }}
        aria-label={label}
        aria-current={index === page && !step ? "page" : undefined}
        onClick={onNavigate}
      >
        {text}
      </Link>
    </li>
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
