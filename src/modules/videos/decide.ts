import { isDeepStrictEqual } from "node:util";
import { Schema } from "effect";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { RequiredString, validate } from "../../shared/validation.ts";
import { SortOrder, validateOrder } from "../languages/fields.ts";
import { sanitizeDescription } from "./description.ts";
import {
  evolveTag,
  evolveVideo,
  evolveVideoSlug,
  initialTagState,
  initialVideoSlugState,
  initialVideoState,
  type TagEvent,
  type TagState,
  type VideoContent,
  type VideoEvent,
  type VideoSlugEvent,
  type VideoSlugState,
  type VideoState,
} from "./events.ts";

// ---------------------------------------------------------------------------------------------
// Video

export type CreateVideo = { type: "CreateVideo"; data: { videoId: number; slug: string; content: VideoContent } };
/** `changes` holds only what the admin changed; `slug` is given when a title change moved the slug. */
export type EditVideo = { type: "EditVideo"; data: { videoId: number; slug?: string; changes: Partial<VideoContent> } };
export type ReorderVideo = { type: "ReorderVideo"; data: { videoId: number; order: number } };
export type DeleteVideo = { type: "DeleteVideo"; data: { videoId: number } };

export type VideoCommand = CreateVideo | EditVideo | ReorderVideo | DeleteVideo;

const Id = Schema.Number.check(Schema.makeFilter((n: number) => (Number.isInteger(n) && n >= 1) || "INVALID"));
const OptionalText = Schema.NullOr(Schema.Trim);

/** mm:ss or hh:mm:ss: at most three pairs of digits (the first may be a single digit), at most 8 characters. */
export const isHighlightTimestamp = (value: string) => /^\d{1,2}(:[0-5]\d){1,2}$/.test(value);

const VideoContentSchema = Schema.Struct({
  title: RequiredString,
  subtitle: Schema.Trim,
  thumbnail: Schema.Trim.check(Schema.isMinLength(1, { message: "VIDEO_THUMBNAIL_REQUIRED" })),
  htmlDesc: Schema.String,
  availability: Schema.Literals([0, 1, 2]).annotate({ message: "AVAILABILITY_INVALID" }),
  dacastId: OptionalText,
  mediaUrl: Schema.NullOr(Schema.Trim.check(Schema.makeFilter((s: string) => s === "" || /^(\/|https?:\/\/)\S+$/.test(s) || "MEDIA_URL_INVALID"))),
  length: OptionalText,
  visible: Schema.Boolean,
  order: SortOrder,
  note: OptionalText,
  tags: Schema.Array(Schema.Struct({ id: Id, name: RequiredString })),
  themeIds: Schema.Array(Id).check(Schema.isMinLength(1, { message: "VIDEO_THEME_REQUIRED" })),
  filterIds: Schema.Array(Id),
  methodics: Schema.Array(Schema.Struct({ id: Id, url: RequiredString, name: RequiredString, order: SortOrder })),
  highlights: Schema.Array(
    Schema.Struct({
      id: Id,
      timestamp: Schema.Trim.check(Schema.makeFilter((s: string) => isHighlightTimestamp(s) || "HIGHLIGHT_TIMESTAMP_INVALID")),
      text: RequiredString,
    }),
  ),
  relatedVideoIds: Schema.Array(Id),
});

const blankToNull = (value: string | null) => (value === null || value === "" ? null : value);
const unique = <T>(items: readonly T[]) => [...new Set(items)];
const uniqueById = <T extends { id: number }>(items: readonly T[]) => items.filter((item, i) => items.findIndex((x) => x.id === item.id) === i);

/**
 * Checks and normalises a video's content: trims texts, turns empty optional texts into null,
 * sanitises the description and drops repeated ids. Throws a ValidationError naming every bad field.
 */
export function validateVideoContent(videoId: number, input: VideoContent): VideoContent {
  const valid = validate(VideoContentSchema, input);
  if (valid.relatedVideoIds.includes(videoId)) throw new ValidationError([{ field: "relatedVideoIds", code: "VIDEO_RELATED_SELF" }]);
  return {
    ...valid,
    htmlDesc: sanitizeDescription(valid.htmlDesc),
    dacastId: blankToNull(valid.dacastId),
    mediaUrl: blankToNull(valid.mediaUrl),
    length: blankToNull(valid.length),
    note: blankToNull(valid.note),
    tags: uniqueById(valid.tags),
    themeIds: unique(valid.themeIds),
    filterIds: unique(valid.filterIds),
    methodics: uniqueById(valid.methodics),
    highlights: uniqueById(valid.highlights),
    relatedVideoIds: unique(valid.relatedVideoIds),
  };
}

/** Keys whose value is undefined mean "keep the current value". */
const definedChanges = (changes: Partial<VideoContent>): Partial<VideoContent> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

export function decideVideo(command: VideoCommand, state: VideoState): VideoEvent[] {
  switch (command.type) {
    case "CreateVideo": {
      if (state.status !== "none") throw new DomainError("VIDEO_ALREADY_EXISTS");
      const { videoId, slug } = command.data;
      return [{ type: "VideoCreated", data: { videoId, slug, ...validateVideoContent(videoId, command.data.content) } }];
    }
    case "EditVideo": {
      if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
      const { videoId } = command.data;
      const slug = command.data.slug ?? state.video.slug;
      const content = validateVideoContent(videoId, { ...state.video.content, ...definedChanges(command.data.changes) });
      if (slug === state.video.slug && isDeepStrictEqual(content, state.video.content)) return [];
      return [{ type: "VideoEdited", data: { videoId, slug, ...content } }];
    }
    case "ReorderVideo": {
      if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
      const order = validateOrder(command.data.order);
      if (order === state.video.content.order) return [];
      return [{ type: "VideoReordered", data: { videoId: command.data.videoId, order } }];
    }
    case "DeleteVideo": {
      if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
      return [{ type: "VideoDeleted", data: { videoId: command.data.videoId, slug: state.video.slug } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const videoDecider: Decider<VideoState, VideoCommand, VideoEvent> = {
  initialState: initialVideoState,
  evolve: evolveVideo,
  decide: decideVideo,
};

// ---------------------------------------------------------------------------------------------
// Slug reservation: a video's URL slug is unique because only one video can hold its stream.

export type ReserveVideoSlug = { type: "ReserveVideoSlug"; data: { slug: string; videoId: number } };
export type ReleaseVideoSlug = { type: "ReleaseVideoSlug"; data: { slug: string; videoId: number } };
export type VideoSlugCommand = ReserveVideoSlug | ReleaseVideoSlug;

export function decideVideoSlug(command: VideoSlugCommand, state: VideoSlugState): VideoSlugEvent[] {
  const { slug, videoId } = command.data;
  switch (command.type) {
    case "ReserveVideoSlug":
      if (state.holder === videoId) return [];
      if (state.holder !== null) throw new DomainError("VIDEO_SLUG_TAKEN", { slug });
      return [{ type: "VideoSlugReserved", data: { slug, videoId } }];
    case "ReleaseVideoSlug":
      // only the holder gives a slug up; anyone else's release changes nothing
      return state.holder === videoId ? [{ type: "VideoSlugReleased", data: { slug, videoId } }] : [];
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const videoSlugDecider: Decider<VideoSlugState, VideoSlugCommand, VideoSlugEvent> = {
  initialState: initialVideoSlugState,
  evolve: evolveVideoSlug,
  decide: decideVideoSlug,
};

// ---------------------------------------------------------------------------------------------
// Tag registry: one id per tag name, whichever video used the name first.

export type RegisterTag = { type: "RegisterTag"; data: { tagId: number; name: string } };
export type TagCommand = RegisterTag;

const TagNameSchema = Schema.Struct({ name: RequiredString });

export function decideTag(command: TagCommand, state: TagState): TagEvent[] {
  switch (command.type) {
    case "RegisterTag": {
      // registered already (perhaps by a concurrent save): the existing id stands
      if (state.tag) return [];
      const { name } = validate(TagNameSchema, { name: command.data.name });
      return [{ type: "TagRegistered", data: { tagId: command.data.tagId, name } }];
    }
    default: {
      const unhandled: never = command.type;
      throw new Error(`Unknown command ${String(unhandled)}`);
    }
  }
}

export const tagDecider: Decider<TagState, TagCommand, TagEvent> = {
  initialState: initialTagState,
  evolve: evolveTag,
  decide: decideTag,
};
