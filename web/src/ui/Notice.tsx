/**
 * A page that is only a message: something is not here (yet), or went wrong. A title (the
 * window's too), a sentence, and a way on.
 *
 *   <Notice title="Toto video neexistuje." />                        // with "Back to the home page"
 *   <Notice title="Prihláste sa" text="…" action={<Button onClick={logIn}>Prihlásiť sa</Button>} />
 *   <NotFound />  <ComingSoon />
 */
import type { ReactNode } from "react";
import { PageTitle } from "../components/PageTitle.tsx";
import { useLang } from "../hooks/useLang.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { Link } from "react-router-dom";
import { buttonClass } from "./button-class.ts";
import { paths } from "../routes/route-table.ts";

export function Notice({ title, text, action }: { title: string; text?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="notice">
      <PageTitle title={title} />
      {text && <p>{text}</p>}
      {action ?? (
        <Link className={buttonClass()} to={paths.home(lang)}>
          {t("app.backHome")}
        </Link>
      )}
    </section>
  );
}

export function NotFound() {
  const { t } = useTranslation();
  return <Notice title={t("notice.notFoundTitle")} text={t("notice.notFoundText")} />;
}

/** For parts of the library that later releases bring: their links stay, and say so. */
export function ComingSoon() {
  const { t } = useTranslation();
  return <Notice title={t("notice.comingSoonTitle")} text={t("notice.comingSoonText")} />;
}
