import { Suspense } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { PackListPageQuery } from "../../../__generated__/PackListPageQuery.graphql.ts";
import type { PackListPage_pack$key } from "../../../__generated__/PackListPage_pack.graphql.ts";
import { PageTitle } from "../../../components/PageTitle.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { SkeletonCards } from "../../../ui/Skeleton.tsx";
import { ProductCard } from "./WebinarCard.tsx";
import { webinarListPath } from "./webinar-paths.ts";

/** /{lang}/webinare/baliky: the visible packs in the library's order, each linking to its detail. */
export function PackListPage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="page webinars">
      <header className="webinars__intro">
        <PageTitle title={t("packs.title")} />
        <p>{t("packs.intro")}</p>
        <Link to={webinarListPath(lang)}>{t("packs.toWebinars")}</Link>
      </header>
      <Suspense
        fallback={
          <div aria-busy="true">
            <p role="status">{t("packs.updating")}</p>
            <SkeletonCards count={3} className="webinar-grid" />
          </div>
        }
      >
        <Packs />
      </Suspense>
    </div>
  );
}

function Packs() {
  const { t } = useTranslation();
  const { getWebinarPacks: packs } = useScreenQuery<PackListPageQuery>(
    graphql`
      query PackListPageQuery {
        getWebinarPacks {
          id
          ...PackListPage_pack
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  if (packs.length === 0) return <p className="catalogue__empty">{t("packs.empty")}</p>;
  return (
    <ul className="card-grid webinar-grid">
      {packs.map((pack) => (
        <li key={pack.id}>
          <PackCard pack={pack} />
        </li>
      ))}
    </ul>
  );
}

function PackCard({ pack }: { pack: PackListPage_pack$key }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment PackListPage_pack on WebinarPack {
        slug
        title
        excerpt
        price
        priceText
        availableFor
        webinarIds
      }
    `,
    pack,
  );
  return (
    <ProductCard
      product="pack"
      item={data}
      badge={<span className="badge">{t("packs.count", { count: data.webinarIds.length })}</span>}
    />
  );
}
