import { useRef } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router-dom";
import type { VideoPageQuery } from "../../../__generated__/VideoPageQuery.graphql.ts";
import { useAuthToken } from "../../../auth/token-store.ts";
import { useRetryKey } from "../../../components/ErrorBoundary.tsx";
import { VideoCard } from "../../../components/VideoCard.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { localisedName } from "../../../i18n/index.ts";
import { VideoHighlights } from "./VideoHighlights.tsx";
import { VideoPlayer, type PlayerControls } from "./VideoPlayer.tsx";
import "./VideoPage.css";

/**
 * A living book: its player (or the login gate), highlights, description, methodologies and the
 * next videos. What the viewer may play depends on who is logged in, so a new token refetches.
 */
export function VideoPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { slug = "" } = useParams();
  const token = useAuthToken();
  const retryKey = useRetryKey();
  const { getVideo } = useLazyLoadQuery<VideoPageQuery>(
    graphql`
      query VideoPageQuery($slug: String!) {
        getVideo(slug: $slug) {
          video {
            id
            title
            subtitle
            length
            htmlDesc
            mediaUrl
            themes {
              id
              name
              nameCz
              nameEn
              nameEs
            }
            methodics {
              id
              name
            }
            ...VideoPlayer_video
            ...VideoHighlights_video
          }
          related {
            id
            ...VideoCard_video
          }
        }
      }
    `,
    { slug },
    { fetchKey: `${token ?? "anonymous"}:${retryKey}`, fetchPolicy: "store-and-network" },
  );
  const player = useRef<PlayerControls>(null);
  const { video, related } = getVideo;

  if (!video) {
    return (
      <div className="page notice">
        <title>{`${t("video.notFound")} – ${t("app.name")}`}</title>
        <h1>{t("video.notFound")}</h1>
        <Link className="button" to={`/${lang}/`}>
          {t("app.backHome")}
        </Link>
      </div>
    );
  }

  return (
    <article className="page video-page">
      <title>{`${video.title} – ${t("app.name")}`}</title>
      <header className="video-page__header">
        <h1 className="video-page__title">{video.title}</h1>
        {video.subtitle && <p className="video-page__subtitle">{video.subtitle}</p>}
        <dl className="video-page__facts">
          {video.themes.length > 0 && (
            <div>
              <dt>{t("video.themes")}</dt>
              <dd>
                <ul className="video-page__themes">
                  {video.themes.map((theme) => (
                    <li key={theme.id}>{localisedName(theme, lang)}</li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
          {video.length && (
            <div>
              <dt>{t("video.length")}</dt>
              <dd>{video.length}</dd>
            </div>
          )}
        </dl>
      </header>

      <div className="video-page__layout">
        <div className="video-page__main">
          <VideoPlayer video={video} ref={player} />
          <VideoHighlights video={video} onSeek={video.mediaUrl ? (seconds) => player.current?.seekTo(seconds) : undefined} />
          {/* The description is rich text the server has already sanitised. */}
          <div className="video-page__description" dangerouslySetInnerHTML={{ __html: video.htmlDesc }} />
        </div>
        {video.methodics.length > 0 && (
          <aside className="video-page__methodics" aria-labelledby="methodics-heading">
            <h2 id="methodics-heading">{t("video.methodics")}</h2>
            <ul>
              {video.methodics.map((methodic) => (
                <li key={methodic.id}>
                  <Link to={`/${lang}/pdf/${encodeURIComponent(methodic.name)}`}>
                    <span aria-hidden="true" className="video-page__pdf-icon">
                      PDF
                    </span>
                    {methodic.name}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>

      {related.length > 0 && (
        <section className="video-page__related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t("video.related")}</h2>
          <ul className="video-grid">
            {related.map((item) => (
              <li key={item.id}>
                <VideoCard video={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
