import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { useSearchParams } from "react-router-dom";
import type { WebinarListPageQuery } from "../../../__generated__/WebinarListPageQuery.graphql.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { ButtonLink } from "../../../ui/Button.tsx";
import { readAudiobookListQuery as readListQuery, withListChange } from "../audiobooks/list-query.ts";
import { SearchBox } from "../home/SearchBox.tsx";
import { packListPath } from "./webinar-paths.ts";
import { WebinarResults, WebinarResultsSkeleton } from "./WebinarResults.tsx";
import "../home/VideoCatalogue.css";

/**
 * /{lang}/webinare: a search (500 ms after typing stops) and sixteen webinars a page; search and
 * page live in the address. The packs are linked only when there are any.
 */
export function WebinarListPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { page, search } = readListQuery(searchParams);
  return (
    <div className="page webinars">
      <header className="webinars__intro">
        <PageTitle title={t("webinars.title")} />
        <p>{t("webinars.intro")}</p>
        <Suspense fallback={null}>
          <PacksLink />
        </Suspense>
      </header>
      <section className="catalogue section" aria-label={t("webinars.title")}>
        <div className="catalogue__controls">
          <SearchBox
            initialText={search}
            label={t("webinars.search")}
            placeholder={t("webinars.searchPlaceholder")}
            onSearch={(next) => {
              if (next !== search) setSearchParams((current) => withListChange(current, next), { replace: true });
            }}
          />
        </div>
        <Suspense fallback={<WebinarResultsSkeleton />}>
          <WebinarResults criteria={{ page, search }} />
        </Suspense>
      </section>
    </div>
  );
}

/** The link to the packs, when there are any. */
function PacksLink() {
  const { t } = useTranslation();
  const lang = useLang();
  const { getWebinarPacksCount } = useScreenQuery<WebinarListPageQuery>(
    graphql`
      query WebinarListPageQuery {
        getWebinarPacksCount
      }
    `,
    {},
  );
  if (getWebinarPacksCount <= 0) return null;
  return (
    <ButtonLink variant="secondary" to={packListPath(lang)}>
      {t("webinars.toPacks")}
    </ButtonLink>
  );
}
