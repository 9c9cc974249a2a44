import { isDeepStrictEqual } from "node:util";
import * as Schema from "effect/Schema";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError, ValidationError } from "../../shared/errors.ts";
import { isHighlightTimestamp } from "../../shared/formats.ts";
import { contentTextLimits as max } from "../../shared/limits.ts";
import { RequiredTextUpTo, validate } from "../../shared/validation.ts";
import {
  blankToNull,
  cardFields,
  ItemId,
  MediaLength,
  MediaUrl,
  OptionalText,
  OwnFileFields,
  OwnTags,
  uniqueById,
  type Unnumbered,
} from "../catalogue-items/index.ts";
import { validateBoth, validateOrder } from "../catalogue-lists/index.ts";
import { sanitizeRichText } from "../../shared/rich-text.ts";
import {
  evolveVideo,
  type Highlight,
  initialVideoState,
  type Methodic,
  type VideoContent,
  type VideoEvent,
  type VideoState,
  type VideoTag,
  videoEvents,
} from "./events.ts";
import {
  HighlightTranslationsSchema,
  keptHighlightTranslations,
  keptSubtitles,
  keptTranslations,
  presentOnly,
  refuseRepeatedSubtitleLanguages,
  SubtitlesSchema,
  TranslationsSchema,
} from "./translations.ts";

/** A video's content as a command carries it, before `decide` checks it (any availability number, untrimmed texts…). */
export type VideoContentInput = Omit<VideoContent, "availability"> & { availability: number };

/** `order`: the video's place in the library's list, after the last one unless the admin chose. */
export type CreateVideo = {
  type: "CreateVideo";
  data: { videoId: number; slug: string; order: number; content: VideoContentInput };
};
/** `changes` holds only what the admin changed; `slug` is given when the admin chose another address. */
export type EditVideo = {
  type: "EditVideo";
  data: { videoId: number; slug?: string; changes: Partial<VideoContentInput> };
};
/** Takes a filter off the video (the filter is being deleted); nothing when it does not have it. */
export type RemoveFilter = { type: "RemoveFilter"; data: { videoId: number; filterId: number } };
export type DeleteVideo = { type: "DeleteVideo"; data: { videoId: number } };

export type VideoCommand = CreateVideo | EditVideo | RemoveFilter | DeleteVideo;

/** mm:ss or hh:mm:ss: at most three pairs of digits (the first may be a single digit), at most 8 characters. */
export { isHighlightTimestamp };

/** The rules of a video's content; `itemId` is the rule for the ids of its own tags, methodics and highlights. */
const contentFields = <Id extends Schema.Top>(itemId: Id) => ({
  ...cardFields("VIDEO_THUMBNAIL_REQUIRED"),
  dacastId: OptionalText(max.address),
  mediaUrl: MediaUrl,
  length: MediaLength,
  visible: Schema.Boolean,
  note: OptionalText(max.note),
  tags: OwnTags(itemId),
  themeIds: Schema.Array(ItemId).check(Schema.isMinLength(1, { message: "VIDEO_THEME_REQUIRED" })),
  filterIds: Schema.Array(ItemId),
  methodics: Schema.Array(Schema.Struct(OwnFileFields(itemId))),
  highlights: Schema.Array(
    Schema.Struct({
      id: itemId,
      timestamp: Schema.Trim.check(
        Schema.makeFilter((s: string) => isHighlightTimestamp(s) || "HIGHLIGHT_TIMESTAMP_INVALID"),
      ),
      text: RequiredTextUpTo(max.highlight),
      translations: HighlightTranslationsSchema,
    }),
  ),
  relatedVideoIds: Schema.Array(ItemId),
  translations: TranslationsSchema,
  subtitles: SubtitlesSchema,
});

const VideoContentSchema = Schema.Struct(contentFields(ItemId));
const VideoDraftSchema = Schema.Struct(contentFields(Schema.optional(ItemId)));

/** A video's content as the admin's form gives it: its new tags, methodics and highlights have no ids yet. */
export type VideoDraft = Omit<VideoContentInput, "tags" | "methodics" | "highlights"> & {
  tags: Unnumbered<VideoTag>[];
  methodics: Unnumbered<Methodic>[];
  highlights: Unnumbered<Highlight>[];
};

/** The rules across items: a video does not recommend itself, and has one caption track per language. */
function refuseInconsistentItems(
  videoId: number | undefined,
  content: { relatedVideoIds: readonly number[]; subtitles?: readonly { lang: string }[] },
): void {
  if (videoId !== undefined && content.relatedVideoIds.includes(videoId))
    throw new ValidationError([{ field: "relatedVideoIds", code: "VIDEO_RELATED_SELF" }]);
  refuseRepeatedSubtitleLanguages(content.subtitles);
}

/**
 * Checks a draft by the content's rules before any id is taken for the video or its items, so that
 * a refused form writes nothing (a new video has no id yet: `videoId` undefined).
 */
export function checkVideoDraft(videoId: number | undefined, draft: VideoDraft): void {
  validate(VideoDraftSchema, draft);
  refuseInconsistentItems(videoId, draft);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/**
 * Checks and normalises a video's content: trims texts, turns empty optional texts into null,
 * sanitises the description and drops repeated ids. Throws a ValidationError naming every bad field.
 */
export function validateVideoContent(videoId: number, input: VideoContentInput): VideoContent {
  const { translations, subtitles, ...valid } = validate(VideoContentSchema, input);
  refuseInconsistentItems(videoId, { relatedVideoIds: valid.relatedVideoIds, subtitles });
  return {
    ...valid,
    // kept only when not empty, so that events written before them and an unchanged form compare equal
    ...presentOnly("translations", keptTranslations(translations), () => false),
    ...keptSubtitles(subtitles),
    htmlDesc: sanitizeRichText(valid.htmlDesc),
    dacastId: blankToNull(valid.dacastId),
    mediaUrl: blankToNull(valid.mediaUrl),
    length: blankToNull(valid.length),
    note: blankToNull(valid.note),
    tags: uniqueById(valid.tags),
    themeIds: unique(valid.themeIds),
    filterIds: unique(valid.filterIds),
    methodics: uniqueById(valid.methodics),
    highlights: uniqueById(valid.highlights).map(keptHighlightTranslations),
    relatedVideoIds: unique(valid.relatedVideoIds),
  };
}

/** Keys whose value is undefined mean "keep the current value". */
const definedChanges = (changes: Partial<VideoContentInput>): Partial<VideoContentInput> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));

export function decideVideo(command: VideoCommand, state: VideoState): VideoEvent[] {
  switch (command.type) {
    case "CreateVideo": {
      if (state.status !== "none") throw new DomainError("VIDEO_ALREADY_EXISTS");
      const { videoId, slug } = command.data;
      const [content, order] = validateBoth(
        () => validateVideoContent(videoId, command.data.content),
        () => validateOrder(command.data.order),
      );
      return [{ type: "VideoCreated", data: { videoId, slug, ...content, order } }];
    }
    case "EditVideo": {
      if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
      const { videoId } = command.data;
      const slug = command.data.slug ?? state.video.slug;
      const content = validateVideoContent(videoId, {
        ...state.video.content,
        ...definedChanges(command.data.changes),
      });
      if (slug === state.video.slug && isDeepStrictEqual(content, state.video.content)) return [];
      // the address it leaves keeps answering (a redirect): the read model of former slugs learns it here
      const moved = slug === state.video.slug ? {} : { formerSlug: state.video.slug };
      return [{ type: "VideoEdited", data: { videoId, slug, ...content, ...moved } }];
    }
    case "RemoveFilter": {
      const { videoId, filterId } = command.data;
      // a deleted video, or one without the filter, is already as the deletion wants it
      if (state.status !== "active" || !state.video.content.filterIds.includes(filterId)) return [];
      return [{ type: "VideoFilterRemoved", data: { videoId, filterId } }];
    }
    case "DeleteVideo": {
      if (state.status !== "active") throw new DomainError("VIDEO_NOT_FOUND");
      const { slug, formerSlugs } = state.video;
      const former = formerSlugs.length > 0 ? { formerSlugs } : {};
      return [{ type: "VideoDeleted", data: { videoId: command.data.videoId, slug, ...former } }];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const videoDecider: Decider<VideoState, VideoCommand, VideoEvent> = {
  events: videoEvents,
  initialState: initialVideoState,
  evolve: evolveVideo,
  decide: decideVideo,
};
