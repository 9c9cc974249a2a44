import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { VideoCard_video$key } from "../__generated__/VideoCard_video.graphql.ts";
import { useLang } from "../hooks/useLang.ts";
import { contentLang } from "../i18n/content-lang.ts";
import { Card } from "../ui/Card.tsx";
import { AvailabilityBadge } from "./AvailabilityBadge.tsx";
import { paths } from "../routes/route-table.ts";
import "./VideoCard.css";

/** A video in a grid: thumbnail, title, subtitle and availability; the whole card links to the detail. */
export function VideoCard({ video }: { video: VideoCard_video$key }) {
  const lang = useLang();
  const data = useFragment(
    graphql`
      fragment VideoCard_video on Video {
        slug
        title
        titleLang
        subtitle
        subtitleLang
        thumbnail
        availability
      }
    `,
    video,
  );
  return (
    <Card
      className="video-card"
      titleClassName="video-card__title"
      // the picture shows the story's person: it is named after the story and who tells it
      media={
        data.thumbnail ? (
          <img
            src={data.thumbnail}
            alt={coverAlt(data.title, data.subtitle)}
            lang={contentLang(data.titleLang, lang)}
            loading="lazy"
            width="320"
            height="180"
          />
        ) : null
      }
      title={
        <Link to={paths.video(lang, data.slug)} lang={contentLang(data.titleLang, lang)}>
          {data.title}
        </Link>
      }
      footer={<AvailabilityBadge availability={data.availability} />}
    >
      {data.subtitle && (
        <p className="video-card__subtitle" lang={contentLang(data.subtitleLang, lang)}>
          {data.subtitle}
        </p>
      )}
    </Card>
  );
}

/** A cover's alternative text: the story's title and, from its subtitle, who tells it. */
export const coverAlt = (title: string, subtitle: string): string => (subtitle ? `${title}: ${subtitle}` : title);
