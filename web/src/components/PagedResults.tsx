import { type ReactNode, useRef } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Pagination } from "../ui/Pagination.tsx";
import { SkeletonCards } from "../ui/Skeleton.tsx";

/** Each list's texts (their "updating", "count" and "empty") and its grid's own class beside card-grid. */
const GRID_CLASS = { catalogue: "video-grid", audiobooks: "audiobook-grid", webinars: "webinar-grid" } as const;
type ResultTexts = keyof typeof GRID_CLASS;

interface Props<Item> {
  texts: ResultTexts;
  /** The page's answer: how many match and on how many pages. */
  list: { readonly count: number; readonly pagination: { readonly pageCount: number } };
  items: readonly Item[];
  page: number;
  isRefetching: boolean;
  renderItem: (item: Item) => ReactNode;
}

/**
 * One page of a catalogue list: how many there are (or that it is updating, announced as a
 * status), the cards or the empty text, and the pages; a page link brings the list's top into view.
 */
export function PagedResults<Item extends { readonly id: number }>({
  texts,
  list: { count, pagination },
  items,
  page,
  isRefetching,
  renderItem,
}: Props<Item>) {
  const { t } = useTranslation();
  const top = useRef<HTMLDivElement>(null);
  return (
    <div className="catalogue__results" aria-busy={isRefetching}>
      <div className="catalogue__summary" ref={top}>
        <p className="catalogue__count" role="status">
          {isRefetching ? t(`${texts}.updating`) : t(`${texts}.count`, { count })}
        </p>
      </div>
      {items.length === 0 ? (
        <p className="catalogue__empty">{t(`${texts}.empty`)}</p>
      ) : (
        <ul className={`card-grid ${GRID_CLASS[texts]}`} data-refetching={isRefetching || undefined}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pagination.pageCount}
        onNavigate={() => top.current?.scrollIntoView({ block: "start" })}
      />
    </div>
  );
}

/** While a list's first page loads: card placeholders, the wait said once. */
export function PagedResultsSkeleton({ texts }: { texts: ResultTexts }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue__results" aria-busy="true">
      <p className="catalogue__count" role="status">
        {t(`${texts}.updating`)}
      </p>
      <SkeletonCards count={4} className={GRID_CLASS[texts]} />
    </div>
  );
}
