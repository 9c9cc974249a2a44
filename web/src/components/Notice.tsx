import { useTranslation } from "../i18n/useTranslation.tsx";
import { Link } from "react-router-dom";
import { useLang } from "../hooks/useLang.ts";
import { PageTitle } from "./PageTitle.tsx";

/** A short page for screens that are not built yet, so no route is ever blank. */
export function ComingSoon() {
  const { t } = useTranslation();
  return <Notice title={t("notice.comingSoonTitle")} text={t("notice.comingSoonText")} />;
}

export function NotFound() {
  const { t } = useTranslation();
  return <Notice title={t("notice.notFoundTitle")} text={t("notice.notFoundText")} />;
}

function Notice({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="notice">
      <PageTitle title={title} />
      <p>{text}</p>
      <Link className="button" to={`/${lang}/`}>
        {t("app.backHome")}
      </Link>
    </section>
  );
}
