import { graphql, useFragment } from "react-relay/hooks";
import { Link } from "react-router-dom";
import type { VideoCard_video$key } from "../__generated__/VideoCard_video.graphql.ts";
import { useLang } from "../hooks/useLang.ts";
import { AvailabilityBadge } from "./AvailabilityBadge.tsx";
import "./VideoCard.css";

/** A video in a grid: thumbnail, title, subtitle and availability; the whole card links to the detail. */
export function VideoCard({ video }: { video: VideoCard_video$key }) {
  const lang = useLang();
  const data = useFragment(
    graphql`
      fragment VideoCard_video on Video {
        slug
        title
        subtitle
        thumbnail
        availability
      }
    `,
    video,
  );
  return (
    <article className="video-card">
      <div className="video-card__thumbnail">
        {/* The title beside it names the video, so the picture itself is decorative. */}
        {data.thumbnail ? <img src={data.thumbnail} alt="" loading="lazy" width="320" height="180" /> : null}
      </div>
      <div className="video-card__body">
        <h3 className="video-card__title">
          <Link to={`/${lang}/video/${data.slug}`}>{data.title}</Link>
        </h3>
        {data.subtitle && <p className="video-card__subtitle">{data.subtitle}</p>}
        <AvailabilityBadge availability={data.availability} />
      </div>
    </article>
  );
}
