import type { DomainEvent } from "../../eventstore/decider.ts";
import type { Availability } from "../access/index.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";

/**
 * Videos (living books: recorded life stories), one stream each: `video-<id>`. The streams that
 * keep slugs and tag names unique across videos are in registries.ts.
 */
export const videoStream = (videoId: number) => `video-${videoId}`;

/** A methodology PDF for teachers; visitors open it at /pdf/{name}. */
export type Methodic = { id: number; url: string; name: string; order: number };
/** A point in the video worth jumping to: hh:mm:ss or mm:ss. */
export type Highlight = { id: number; timestamp: string; text: string };
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
  order: number;
  /** Internal note for administrators. */
  note: string | null;
  tags: VideoTag[];
  themeIds: number[];
  filterIds: number[];
  methodics: Methodic[];
  highlights: Highlight[];
  /** Videos to recommend next, before the automatic picks. */
  relatedVideoIds: number[];
};

export type VideoCreated = DomainEvent<"VideoCreated", VideoContent & { videoId: number; slug: string }>;
/** Carries the whole content after the edit, so a reader never needs the earlier events. */
export type VideoEdited = DomainEvent<"VideoEdited", VideoContent & { videoId: number; slug: string }>;
export type VideoReordered = DomainEvent<"VideoReordered", { videoId: number; order: number }>;
export type VideoDeleted = DomainEvent<"VideoDeleted", { videoId: number; slug: string }>;

export type VideoEvent = VideoCreated | VideoEdited | VideoReordered | VideoDeleted;

/** How recorded video events are read back. */
export const videoEvents = eventCodec<VideoEvent>({ types: { VideoCreated: true, VideoEdited: true, VideoReordered: true, VideoDeleted: true } });

export type Video = { videoId: number; slug: string; content: VideoContent };

export type VideoState = { status: "none" } | { status: "active"; video: Video } | { status: "deleted" };

export const initialVideoState = (): VideoState => ({ status: "none" });

export function evolveVideo(state: VideoState, event: VideoEvent): VideoState {
  switch (event.type) {
    case "VideoCreated":
    case "VideoEdited": {
      const { videoId, slug, ...content } = event.data;
      return { status: "active", video: { videoId, slug, content } };
    }
    case "VideoReordered":
      return state.status === "active"
        ? { status: "active", video: { ...state.video, content: { ...state.video.content, order: event.data.order } } }
        : state;
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
