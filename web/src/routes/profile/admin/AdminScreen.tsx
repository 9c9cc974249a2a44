import { Suspense, type ReactNode } from "react";
import { useParams } from "react-router-dom";
import { useViewer } from "../../../auth/useViewer.ts";
import { WindowTitle } from "../../../components/PageTitle.tsx";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Loading } from "../../../ui/Loading.tsx";
import { NotFound } from "../../../ui/Notice.tsx";
import { LIBRARY_ADMIN_ROLE_ID } from "../roles.ts";
import { AccessBoundary, AccessDenied } from "./AccessBoundary.tsx";

interface AdminScreenProps {
  /** The id of the screen's heading, which names it. */
  id: string;
  title: string;
  /** Links or buttons beside the heading ("Nové video"). */
  actions?: ReactNode;
  /** The access-denied text of this screen; default: "K tejto časti Online živej knižnice nemáte prístup." */
  deniedText?: string;
  children: ReactNode;
}

/**
 * One screen of the admin zone: its window title and heading, a loading indicator while its data
 * comes, and the access-denied text when the server refuses its query.
 */
export function AdminScreen({ id, title, actions, deniedText, children }: AdminScreenProps) {
  return (
    <AccessBoundary deniedText={deniedText}>
      <section className="admin-screen" aria-labelledby={id}>
        <WindowTitle title={title} />
        <div className="admin-screen__head">
          <h2 id={id}>{title}</h2>
          {actions && <div className="admin-screen__actions">{actions}</div>}
        </div>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </section>
    </AccessBoundary>
  );
}

/**
 * For screens whose data anyone may read (themes, filters, languages, references): the contract
 * has no admin-only query to refuse them, so the role the server tells (`me`) decides what is
 * shown; every change is still refused by the server to anyone but a library admin.
 */
export function LibraryAdminsOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const me = useViewer("store-and-network");
  return me?.userRole.id === LIBRARY_ADMIN_ROLE_ID ? children : <AccessDenied text={t("admin.noAccessSection")} />;
}

interface ItemScreenProps {
  /** The route's parameter naming the item ("videoId"): its id, or "new". */
  param: string;
  /** The id of the screen's heading. */
  id: string;
  titles: { create: string; edit: string };
  /** The screen's content for the item (null: a new one). */
  children: (itemId: number | null) => ReactNode;
}

/** The screen of an item's form, /…/{id} or /…/new; any other id is not found. A new address starts the screen again. */
export function AdminItemScreen({ param, id, titles, children }: ItemScreenProps) {
  const value = useParams()[param];
  const itemId = value === "new" ? null : Number(value);
  if (itemId !== null && (!Number.isSafeInteger(itemId) || itemId <= 0)) return <NotFound />;
  return (
    <AdminScreen key={value} id={id} title={itemId === null ? titles.create : titles.edit}>
      {children(itemId)}
    </AdminScreen>
  );
}
