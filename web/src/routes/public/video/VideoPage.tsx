import { useDeferredValue, useRef } from "react";
import { graphql } from "react-relay/hooks";
import { useTexts } from "../../../i18n/useTexts.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import type { VideoPageQuery } from "../../../__generated__/VideoPageQuery.graphql.ts";
import { WindowTitle } from "../../../components/PageTitle.tsx";
import { useMediaPageQuery } from "../../../components/useMediaPageQuery.ts";
import { VideoCard } from "../../../components/VideoCard.tsx";
import { useCurrentSlug } from "../../../hooks/useCurrentSlug.ts";
import { useLang } from "../../../hooks/useLang.ts";
import { contentLang } from "../../../i18n/content-lang.ts";
import { Notice } from "../../../ui/Notice.tsx";
import { VideoFacts } from "./VideoFacts.tsx";
import { VideoHighlights } from "./VideoHighlights.tsx";
import { VideoMethodics } from "./VideoMethodics.tsx";
import { VideoPlayer, type PlayerControls } from "./VideoPlayer.tsx";
import "./VideoPage.css";

const videoPageQuery = graphql`
  query VideoPageQuery($slug: String!) {
    getVideo(slug: $slug) {
      video {
        id
        slug
        title
        htmlDesc
        htmlDescLang
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
`;

/**
 * A living book: its player (or the login gate), highlights, description, methodologies and the
 * next videos. What the viewer may play depends on who is logged in, so signing in or out refetches;
 * a members-only file refused or about to expire fetches it again too (useMediaPageQuery).
 */
export function VideoPage() {
  useTexts("video");
  const { t } = useTranslation();
  const lang = useLang();
  const { answer, refresh } = useMediaPageQuery<VideoPageQuery>(videoPageQuery);
  const player = useRef<PlayerControls>(null);
  // the next videos, below the fold, render right after the first paint rather than before it
  const showRelated = useDeferredValue(true, false);
  const { video, related } = answer.getVideo;
  useCurrentSlug(video?.slug);
  if (!video) return <Notice title={t("video.notFound")} />;

  return (
    <article className="page video-page">
      <WindowTitle title={video.title} />
      <VideoFacts video={video} />
      <div className="video-page__layout">
        <div className="video-page__main">
          <VideoPlayer video={video} ref={player} refresh={refresh} />
          <VideoHighlights
            video={video}
            onSeek={video.mediaUrl ? (seconds) => player.current?.seekTo(seconds) : undefined}
          />
          {/* The description is rich text the server has already sanitised. */}
          <div
            className="video-page__description"
            lang={contentLang(video.htmlDescLang, lang)}
            dangerouslySetInnerHTML={{ __html: video.htmlDesc }}
          />
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
