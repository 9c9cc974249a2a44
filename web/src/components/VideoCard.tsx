import { graphql, useFragment } from "react-relay/hooks";
import type { VideoCard_video$key } from "../__generated__/VideoCard_video.graphql.ts";
import { useLang } from "../hooks/useLang.ts";
import { AvailabilityBadge } from "./AvailabilityBadge.tsx";
import { StoryCard } from "./StoryCard.tsx";
import { paths } from "../routes/route-table.ts";
import "./VideoCard.css";

/** What a video's cover and titles show (here and in the featured story): spread unmasked. */
graphql`
  fragment VideoCard_cover on Video {
    slug
    title
    titleLang
    subtitle
    subtitleLang
    thumbnail
  }
`;

/** A video in a grid: thumbnail, title, subtitle and availability; the whole card links to the detail. */
export function VideoCard({ video }: { video: VideoCard_video$key }) {
  const lang = useLang();
  const data = useFragment(
    graphql`
      fragment VideoCard_video on Video {
        ...VideoCard_cover @relay(mask: false)
        availability
      }
    `,
    video,
  );
  return (
    <StoryCard
      block="video-card"
      story={data}
      to={paths.video(lang, data.slug)}
      coverHeight="180"
      footer={<AvailabilityBadge availability={data.availability} />}
    />
  );
}
