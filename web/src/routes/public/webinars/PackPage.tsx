import { graphql } from "react-relay/hooks";
import { Link, useParams } from "react-router-dom";
import type { PackPageQuery } from "../../../__generated__/PackPageQuery.graphql.ts";
import { useSessionKey } from "../../../auth/session-store.ts";
import { BackLink } from "../../../components/BackLink.tsx";
import { WindowTitle } from "../../../components/PageTitle.tsx";
import { useCurrentSlug } from "../../../hooks/useCurrentSlug.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { Notice } from "../../../ui/Notice.tsx";
import { AdmissionNote } from "./AdmissionNote.tsx";
import { PurchasePrompt } from "./PurchasePrompt.tsx";
import { ProductHeader } from "./ProductHeader.tsx";
import { packListPath, productPath } from "./webinar-paths.ts";

/** The webinars a pack includes, each a link to its page. */
function PackWebinars({
  webinars,
}: {
  webinars: readonly { id: number; slug: string; title: string; length: string | null | undefined }[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section aria-labelledby="pack-webinars">
      <h2 id="pack-webinars">{t("packs.included")}</h2>
      {webinars.length === 0 ? (
        <p>{t("packs.noWebinars")}</p>
      ) : (
        <ul className="pack-webinars">
          {webinars.map((webinar) => (
            <li key={webinar.id}>
              <Link to={productPath(lang, "webinar", webinar.slug)} lang="sk">
                {webinar.title}
              </Link>
              {webinar.length && <span className="pack-webinars__length"> ({webinar.length})</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /{lang}/balik-webinarov/{slug}: title, description, the webinars it includes, its price and
 * days of access; Buy for a signed-in user, register-and-buy (and logging in) for a guest.
 */
export function PackPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const loggedIn = useSessionKey() !== null;
  const { slug = "" } = useParams();
  const { getWebinarPack: pack } = useScreenQuery<PackPageQuery>(
    graphql`
      query PackPageQuery($slug: String!) {
        getWebinarPack(slug: $slug) {
          id
          slug
          title
          htmlDesc
          price
          priceText
          availableFor
          admission {
            ...AdmissionNote_admission @relay(mask: false)
          }
          webinars {
            id
            slug
            title
            length
          }
        }
      }
    `,
    { slug },
    { perViewer: true, fetchPolicy: "store-and-network" },
  );
  useCurrentSlug(pack?.slug);
  const back = (
    <BackLink className="webinar-page__back" to={packListPath(lang)}>
      {t("packs.back")}
    </BackLink>
  );
  if (!pack) return <Notice title={t("packs.notFound")} action={back} />;

  return (
    <article className="page webinar-page">
      <WindowTitle title={pack.title} />
      {back}
      <ProductHeader
        title={pack.title}
        priceText={pack.price === 0 ? t("webinars.free") : pack.priceText}
        availableFor={pack.availableFor}
      />
      <div className="webinar-page__layout">
        <div className="webinar-page__main">
          {pack.htmlDesc && (
            <div className="webinar-page__description" lang="sk" dangerouslySetInnerHTML={{ __html: pack.htmlDesc }} />
          )}
          <PackWebinars webinars={pack.webinars} />
        </div>
        <div className="webinar-page__aside">
          {pack.admission ? (
            <AdmissionNote product="pack" slug={pack.slug} admission={pack.admission} free={pack.price === 0} />
          ) : pack.webinars.length > 0 ? (
            <PurchasePrompt product="pack" slug={pack.slug} signIn={!loggedIn} free={pack.price === 0} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
