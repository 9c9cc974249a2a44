import type { ReactNode } from "react";
import { Link } from "react-router-dom";

/** A detail page's link back to its list, with an arrow that screen readers skip. */
export function BackLink({ className, to, children }: { className: string; to: string; children: ReactNode }) {
  return (
    <Link className={className} to={to}>
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
