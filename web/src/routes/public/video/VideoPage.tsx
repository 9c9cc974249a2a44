import { useDeferredValue, useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import { useTexts } from "../../../i18n/useTexts.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { Link, useParams } from "react-router-dom";
import type { VideoPageQuery } from "../../../__generated__/VideoPageQuery.graphql.ts";
import { PageTitle, WindowTitle } from "../../../components/PageTitle.tsx";
import { VideoCard } from "../../../components/VideoCard.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { useScreenQuery } from "../../../relay/useScreenQuery.ts";
import { VideoFacts } from "./VideoFacts.tsx";
import { VideoHighlights } from "./VideoHighlights.tsx";
import { VideoMethodics } from "./VideoMethodics.tsx";
import { VideoPlayer, type PlayerControls } from "./VideoPlayer.tsx";
import "./VideoPage.css";

/**
 * Members-only media comes as a signed URL that expires after a few hours: when the player fails
 * on it, the video is fetched again (once per URL) for a fresh one. The count is part of the
 * query's fetch key.
 */
function useMediaRefresh() {
  const [mediaRefresh, setMediaRefresh] = useState(0);
  const refreshedFor = useRef<string | null>(null);
  const refreshMedia = (failedUrl: string) => {
    if (refreshedFor.current === failedUrl) return; // the fresh URL failed too: not an expiry, leave the error shown
    refreshedFor.current = failedUrl;
    setMediaRefresh((count) => count + 1);
  };
  return { mediaRefresh, refreshMedia };
}

/**
 * A living book: its player (or the login gate), highlights, description, methodologies and the
 * next videos. What the viewer may play depends on who is logged in, so signing in or out refetches.
 */
export function VideoPage() {
  useTexts("video");
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  const { mediaRefresh, refreshMedia } = useMediaRefresh();
  const { getVideo } = useScreenQuery<VideoPageQuery>(
    graphql`
      query VideoPageQuery($slug: String!) {
        getVideo(slug: $slug) {
          video {
            id
            title
            htmlDesc
            mediaUrl
            ...VideoFacts_video
            ...VideoMethodics_video
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
    { perViewer: true, fetchPolicy: "store-and-network", refetchKey: mediaRefresh },
  );
  const player = useRef<PlayerControls>(null);
  // the next videos, below the fold, render right after the first paint rather than before it
  const showRelated = useDeferredValue(true, false);
  const { video, related } = getVideo;
  if (!video) return <VideoNotFound />;

  return (
    <article className="page video-page">
      <WindowTitle title={video.title} />
      <VideoFacts video={video} />
      <div className="video-page__layout">
        <div className="video-page__main">
          <VideoPlayer video={video} ref={player} onMediaError={refreshMedia} />
          <VideoHighlights video={video} onSeek={video.mediaUrl ? (seconds) => player.current?.seekTo(seconds) : undefined} />
          {/* The description is rich text the server has already sanitised. */}
          <div className="video-page__description" dangerouslySetInnerHTML={{ __html: video.htmlDesc }} />
        </div>
        <VideoMethodics video={video} />
      </div>
      {showRelated && related.length > 0 && (
        <section className="video-page__related" aria-labelledby="related-heading">
          <h2 id="related-heading">{t("video.related")}</h2>
          <ul className="card-grid video-grid">
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

function VideoNotFound() {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="page notice">
      <PageTitle title={t("video.notFound")} />
      <Link className="button" to={`/${lang}/`}>
        {t("app.backHome")}
      </Link>
    </div>
  );
}
