import type { ReactNode } from "react";
import { useTranslation } from "../i18n/useTranslation.tsx";

/** The window's (and the tab's) title: the page's, then the library's name. React places it in the document's head. */
export function WindowTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{`${title} – ${t("app.name")}`}</title>;
}

/** A page's heading, which is its window's title too. */
export function PageTitle({ title, className }: { title: string; className?: string }) {
  return (
    <>
      <WindowTitle title={title} />
      <h1 className={className}>{title}</h1>
    </>
  );
}

/** A page of the site: its title and heading, then its content; `className` names the page's own look. */
export function Page({ title, className, children }: { title: string; className: string; children: ReactNode }) {
  return (
    <div className={`page ${className}`}>
      <PageTitle title={title} />
      {children}
    </div>
  );
}
