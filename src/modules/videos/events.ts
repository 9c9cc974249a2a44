import type { DomainEvent } from "../../eventstore/decider.ts";
import type { Availability } from "../access/index.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import type { Lang } from "../../shared/lang.ts";
import { formerSlugsAfter } from "../../shared/slugs.ts";

/**
 * Videos (living books: recorded life stories), one stream each: `video-<id>`; the library's order
 * of them is one stream, `video-list` (VideosReordered: the whole order, see order.ts). The streams
 * that keep slugs and tag names unique across videos are in registries.ts.
 */
export const videoStream = (videoId: number) => `video-${videoId}`;
export const VIDEO_LIST_STREAM = "video-list";

/** A methodology PDF for teachers; visitors open it at /pdf/{name}. */
export type Methodic = { id: number; url: string; name: string; order: number };
/** The languages a video's texts are translated into, beside its Slovak primary texts. */
export const TRANSLATION_LANGS = ["cz", "en", "es"] as const satisfies readonly Lang[];
export type TranslationLang = (typeof TRANSLATION_LANGS)[number];

/** A video's texts in one more language; "" where that text is not translated (Slovak is shown instead). */
export type VideoTranslation = { title: string; subtitle: string; htmlDesc: string };
/** Only the languages with at least one translated text. */
export type VideoTranslations = { [L in TranslationLang]?: VideoTranslation };

/** A point in the video worth jumping to: hh:mm:ss or mm:ss; its text translated into the languages given. */
export type Highlight = {
  id: number;
  timestamp: string;
  text: string;
  translations?: { [L in TranslationLang]?: string };
};

/** A WebVTT caption track in one language: a path of the library's (/demo/subtitles/x.en.vtt, /uploads/x.vtt). */
export type Subtitle = { lang: Lang; url: string };
/** A free tag (not a filter). */
export type VideoTag = { id: number; name: string };

/** Everything an admin edits on a video, as validated and stored. */
export type VideoContent = {
  title: string;
  /** The story in one line; "" when there is none. */
  subtitle: string;
  thumbnail: string;
  /** Sanitised HTML. */
  htmlDesc: string;
  availability: Availability;
  /** Player id at the external video host. */
  dacastId: string | null;
  /** A playable file served by the library itself (a path like /media/x.mp4, or a URL). */
  mediaUrl: string | null;
  /** Length as shown, e.g. "12:30". */
  length: string | null;
  visible: boolean;
  /** Internal note for administrators. */
  note: string | null;
  tags: VideoTag[];
  themeIds: number[];
  filterIds: number[];
  methodics: Methodic[];
  highlights: Highlight[];
  /** Videos to recommend next, before the automatic picks. */
  relatedVideoIds: number[];
  /** Title, subtitle and description in cz, en and es; absent when nothing is translated (and in events written before translations). */
  translations?: VideoTranslations;
  /** Caption tracks, at most one per language; absent when there are none. */
  subtitles?: Subtitle[];
};

/** `order`: where the video was put in the library's list when it was created (after the last one, unless the admin chose). */
export type VideoCreated = DomainEvent<"VideoCreated", VideoContent & { videoId: number; slug: string; order: number }>;
/**
 * Carries the whole content after the edit, so a reader never needs the earlier events. Its
 * position is not content: the library's order is recorded on `video-list`. Events recorded before
 * that carry `order` (the edit could move the video); they are read as such a move.
 */
export type VideoEdited = DomainEvent<
  "VideoEdited",
  VideoContent & { videoId: number; slug: string; order?: number; formerSlug?: string }
>;
/** One video moved to a position: how a reorder was recorded before the whole order was (read, never written). */
export type VideoReordered = DomainEvent<"VideoReordered", { videoId: number; order: number }>;
/** A filter that was deleted taken off the video (deleteFilter does it for every video that has it). */
export type VideoFilterRemoved = DomainEvent<"VideoFilterRemoved", { videoId: number; filterId: number }>;
/** `formerSlugs`: the addresses it had before, released with `slug` (absent when it never changed). */
export type VideoDeleted = DomainEvent<"VideoDeleted", { videoId: number; slug: string; formerSlugs?: string[] }>;

export type VideoEvent = VideoCreated | VideoEdited | VideoReordered | VideoFilterRemoved | VideoDeleted;

/** How recorded video events are read back. */
export const videoEvents = eventCodec<VideoEvent>({
  types: { VideoCreated: true, VideoEdited: true, VideoReordered: true, VideoFilterRemoved: true, VideoDeleted: true },
});

/** `formerSlugs`: the addresses it had before its current one, still reserved by it and redirecting to it. */
export type Video = { videoId: number; slug: string; formerSlugs: string[]; content: VideoContent };

export type VideoState = { status: "none" } | { status: "active"; video: Video } | { status: "deleted" };

export const initialVideoState = (): VideoState => ({ status: "none" });

function videoOf(data: VideoContent & { videoId: number; slug: string }, formerSlugs: string[]): Video {
  const { videoId, slug, ...rest } = data;
  const {
    order: _position,
    formerSlug: _former,
    ...content
  } = rest as typeof rest & { order?: number; formerSlug?: string };
  return { videoId, slug, formerSlugs, content };
}

export function evolveVideo(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case "VideoCreated":
      return { status: "active", video: videoOf(event.data, []) };
    case "VideoEdited": {
      const video = state.status === "active" ? state.video : null;
      const former = video ? formerSlugsAfter(video.formerSlugs, video.slug, event.data.slug) : [];
      return { status: "active", video: videoOf(event.data, former) };
    }
    case "VideoFilterRemoved":
      return state.status === "active"
        ? {
            status: "active",
            video: {
              ...state.video,
              content: {
                ...state.video.content,
                filterIds: state.video.content.filterIds.filter((id) => id !== event.data.filterId),
              },
            },
          }
        : state;
    case "VideoReordered":
      // the position is the list's (read models), not the video's content
      return state;
    case "VideoDeleted":
      return { status: "deleted" };
    default: {
      // every event type is handled above; the compiler says so when one is added
      const unhandled: never = event;
      void unhandled;
      return state;
    }
  }
}
