/**
 * Placeholders in the shape of what is loading (a card's picture and lines, a table's rows), so
 * the page keeps its layout and does not jump when the content arrives. They are hidden from
 * assistive technology: give the region that waits aria-busy (Table does), or put a short status
 * text beside them, so that the wait is announced once.
 *
 *   <Skeleton shape="block" height="10rem" />
 *   <Skeleton lines={2} />
 *   <div aria-busy="true"><SkeletonCards count={4} /></div>
 */
import type { CSSProperties } from "react";

interface SkeletonProps {
  shape?: "text" | "block" | "circle";
  /** For text: how many lines (the last one shorter). */
  lines?: number;
  width?: string;
  height?: string;
  className?: string;
}

export function Skeleton({ shape = "text", lines = 1, width, height, className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  const classes = (extra: string) => `skeleton skeleton--${shape}${extra}${className ? ` ${className}` : ""}`;
  if (shape !== "text" || lines === 1) return <span className={classes("")} style={style} aria-hidden="true" />;
  return (
    <span className="skeleton-lines" aria-hidden="true" style={{ width }}>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className={classes(index === lines - 1 ? " skeleton--last" : "")} style={{ height }} />
      ))}
    </span>
  );
}

/** Card placeholders in the card grid: a picture and two lines each. */
export function SkeletonCards({ count, className = "video-grid" }: { count: number; className?: string }) {
  return (
    <ul className={`card-grid ${className}`} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card skeleton-card">
          <Skeleton shape="block" className="skeleton-card__media" />
          <span className="card__body">
            <Skeleton lines={2} />
            <Skeleton width="6rem" />
          </span>
        </li>
      ))}
    </ul>
  );
}
