import videoPageQuery from "../../../__generated__/VideoPageQuery.graphql.ts";
import type { Lang } from "../../../i18n/index.ts";
import { askEarly } from "../../../relay/early-answers.ts";

type PlayerFields = { mediaUrl?: string | null; thumbnail?: string | null };

/**
 * A video page's query, asked before the page has loaded, then its player's poster: the largest
 * thing the page first paints, fetched before the page has rendered the player.
 */
export async function askVideoPage(slug: string, lang: Lang): Promise<void> {
  const data = await askEarly(videoPageQuery, { slug }, lang);
  const video = (data?.getVideo as { video?: PlayerFields | null } | undefined)?.video;
  // the poster shows only on the page's own player (VideoPlayer), which needs the media's address
  if (!video?.mediaUrl || !video.thumbnail) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "image";
  link.href = video.thumbnail;
  link.fetchPriority = "high";
  document.head.append(link);
}
