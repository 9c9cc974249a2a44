import * as Schema from "effect/Schema";
import type { Decider, DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import { DomainError } from "../../shared/errors.ts";
import { RequiredString, validate } from "../../shared/validation.ts";
import type { VideoTag } from "./events.ts";

/**
 * The two small streams that keep names unique across videos; no read model reads them.
 *   video-slug-<slug>   which video holds a URL slug (reserved on create or title change, released after)
 *   tag-<slugified>     a free tag's id, shared by every video that uses the same tag name
 */
export const videoSlugStream = (slug: string) => `video-slug-${slug}`;
export const tagStream = (tagKey: string) => `tag-${tagKey}`;

// ---------------------------------------------------------------------------------------------
// Slug reservation: a video's URL slug is unique because only one video can hold its stream.

type SlugHold = { slug: string; videoId: number };
export type VideoSlugReserved = DomainEvent<"VideoSlugReserved", SlugHold>;
export type VideoSlugReleased = DomainEvent<"VideoSlugReleased", SlugHold>;
export type VideoSlugEvent = VideoSlugReserved | VideoSlugReleased;

export type VideoSlugCommand =
  { type: "ReserveVideoSlug"; data: SlugHold } | { type: "ReleaseVideoSlug"; data: SlugHold };

/** Which video holds the slug, if any. */
export type VideoSlugState = { holder: number | null };

export const videoSlugDecider: Decider<VideoSlugState, VideoSlugCommand, VideoSlugEvent> = {
  events: eventCodec<VideoSlugEvent>({ types: { VideoSlugReserved: true, VideoSlugReleased: true } }),
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.type === "VideoSlugReserved" ? event.data.videoId : null }),
  decide(command, state) {
    const { slug, videoId } = command.data;
    if (command.type === "ReleaseVideoSlug") {
      // only the holder gives a slug up; anyone else's release changes nothing
      return state.holder === videoId ? [{ type: "VideoSlugReleased", data: { slug, videoId } }] : [];
    }
    if (state.holder === videoId) return [];
    if (state.holder !== null) throw new DomainError("VIDEO_SLUG_TAKEN", { slug });
    return [{ type: "VideoSlugReserved", data: { slug, videoId } }];
  },
};

// ---------------------------------------------------------------------------------------------
// Tag registry: one id per tag name, whichever video used the name first.

export type TagRegistered = DomainEvent<"TagRegistered", { tagId: number; name: string }>;
export type RegisterTag = { type: "RegisterTag"; data: { tagId: number; name: string } };
export type TagState = { tag: VideoTag | null };

const TagNameSchema = Schema.Struct({ name: RequiredString });

export const tagDecider: Decider<TagState, RegisterTag, TagRegistered> = {
  events: eventCodec<TagRegistered>({ types: { TagRegistered: true } }),
  initialState: () => ({ tag: null }),
  evolve: (_state, event) => ({ tag: { id: event.data.tagId, name: event.data.name } }),
  decide(command, state) {
    // registered already (perhaps by a concurrent save): the existing id stands
    if (state.tag) return [];
    const { name } = validate(TagNameSchema, { name: command.data.name });
    return [{ type: "TagRegistered", data: { tagId: command.data.tagId, name } }];
  },
};
