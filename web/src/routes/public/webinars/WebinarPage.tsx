import { useRef } from "react";
import { graphql } from "react-relay/hooks";
import type { WebinarPageQuery } from "../../../__generated__/WebinarPageQuery.graphql.ts";
import { BackLink } from "../../../components/BackLink.tsx";
import { WindowTitle } from "../../../components/PageTitle.tsx";
import { useMediaPageQuery } from "../../../components/useMediaPageQuery.ts";
import { useCurrentSlug } from "../../../hooks/useCurrentSlug.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Notice } from "../../../ui/Notice.tsx";
import { MediaPlayer, type PlayerControls } from "../video/MediaPlayer.tsx";
import { HighlightList } from "../video/VideoHighlights.tsx";
import { ProductHeader } from "./ProductHeader.tsx";
import { WebinarDocuments } from "./WebinarDocuments.tsx";
import { AdmissionNote } from "./AdmissionNote.tsx";
import { PurchasePrompt } from "./PurchasePrompt.tsx";
import { webinarListPath } from "./webinar-paths.ts";

const webinarPageQuery = graphql`
  query WebinarPageQuery($slug: String!) {
    getWebinar(slug: $slug) {
      webinar {
        id
        slug
        title
        thumbnail
        htmlDesc
        length
        price
        priceText
        availableFor
        canPlay
        mediaUrl
        dacastId
        accessDenial
        admission {
          ...AdmissionNote_admission @relay(mask: false)
        }
        highlights {
          id
          timestamp
          text
        }
        ...WebinarDocuments_webinar
      }
    }
  }
`;

/**
 * /{lang}/webinar/{slug}: title, length, price and days of access; the player for a viewer with a
 * valid admission (with the day it ends), otherwise what to do (log in or register and pay; pay);
 * highlights, description, documents. Signing in or out, or a signed URL refused (the admission
 * ended) or about to expire, fetches it again.
 */
export function WebinarPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const player = useRef<PlayerControls>(null);
  const { answer, refresh } = useMediaPageQuery<WebinarPageQuery>(webinarPageQuery);
  const back = (
    <BackLink className="webinar-page__back" to={webinarListPath(lang)}>
      {t("webinars.back")}
    </BackLink>
  );
  const webinar = answer.getWebinar.webinar;
  useCurrentSlug(webinar?.slug);
  if (!webinar) return <Notice title={t("webinars.notFound")} action={back} />;
  const playable = webinar.canPlay && (webinar.mediaUrl || webinar.dacastId);

  return (
    <article className="page webinar-page">
      <WindowTitle title={webinar.title} />
      {back}
      <ProductHeader
        title={webinar.title}
        length={webinar.length}
        priceText={webinar.price === 0 ? t("webinars.free") : webinar.priceText}
        availableFor={webinar.availableFor}
      />
      <div className="webinar-page__layout">
        <div className="webinar-page__main">
          {playable ? (
            <>
              <MediaPlayer
                ref={player}
                title={t("webinars.playerTitle", { title: webinar.title })}
                mediaUrl={webinar.mediaUrl}
                playerId={webinar.dacastId}
                poster={webinar.thumbnail}
                refresh={refresh}
              />
              {webinar.admission && (
                <AdmissionNote
                  product="webinar"
                  slug={webinar.slug}
                  admission={webinar.admission}
                  free={webinar.price === 0}
                />
              )}
            </>
          ) : (
            <PurchasePrompt
              product="webinar"
              slug={webinar.slug}
              signIn={webinar.accessDenial === "SIGN_IN"}
              free={webinar.price === 0}
            />
          )}
          <HighlightList
            highlights={webinar.highlights}
            onSeek={webinar.mediaUrl ? (seconds) => player.current?.seekTo(seconds) : undefined}
          />
          {webinar.htmlDesc && (
            <section className="webinar-page__description" aria-labelledby="webinar-description">
              <h2 id="webinar-description">{t("webinars.description")}</h2>
              {/* rich text the server has already sanitised */}
              <div lang="sk" dangerouslySetInnerHTML={{ __html: webinar.htmlDesc }} />
            </section>
          )}
        </div>
        <WebinarDocuments webinar={webinar} />
      </div>
    </article>
  );
}
