import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { FeaturedStory_query$key } from "../../../__generated__/FeaturedStory_query.graphql.ts";
import { coverAlt } from "../../../components/StoryCard.tsx";
import { useLang } from "../../../hooks/useLang.ts";
import { contentLang } from "../../../i18n/content-lang.ts";
import { useTranslation } from "../../../i18n/useTranslation.tsx";
import { paths } from "../../route-table.ts";

/**
 * The story the library puts first, at the top of the home page: its cover, title and who tells
 * it, linking to it. Nothing when the catalogue has no story with a cover.
 */
export function FeaturedStory({ query }: { query: FeaturedStory_query$key }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { getFeaturedVideo: video } = useFragment(
    graphql`
      fragment FeaturedStory_query on Query {
        getFeaturedVideo {
          ...VideoCard_cover @relay(mask: false)
        }
      }
    `,
    query,
  );
  if (!video?.thumbnail) return null;
  return (
    <section className="featured-story" aria-labelledby="featured-story-title">
      <img
        className="featured-story__cover"
        src={video.thumbnail}
        alt={coverAlt(video.title, video.subtitle)}
        width="320"
        height="180"
        fetchPriority="high"
      />
      <div className="featured-story__text">
        <p className="featured-story__label">{t("app.featuredStory")}</p>
        <h2 id="featured-story-title" className="featured-story__title" lang={contentLang(video.titleLang, lang)}>
          <Link to={paths.video(lang, video.slug)}>{video.title}</Link>
        </h2>
        {video.subtitle && (
          <p className="featured-story__subtitle" lang={contentLang(video.subtitleLang, lang)}>
            {video.subtitle}
          </p>
        )}
      </div>
    </section>
  );
}
