import { isDeepStrictEqual } from "node:util";
import * as Schema from "effect/Schema";
import type { Decider } from "../../eventstore/decider.ts";
import { DomainError } from "../../shared/errors.ts";
import { sanitizeRichText } from "../../shared/rich-text.ts";
import { contentTextLimits as max } from "../../shared/limits.ts";
import { RequiredTextUpTo, validate } from "../../shared/validation.ts";
import {
  blankToNull,
  cardFields,
  ItemId,
  numbered,
  OptionalText,
  OwnFileFields,
  OwnTags,
  uniqueById,
  type Unnumbered,
} from "../catalogue-items/index.ts";
import { validateBoth, validateOrder } from "../catalogue-lists/index.ts";
import type { FileReference } from "../media/index.ts";
import { keptTranslations, TranslationsSchema } from "../videos/index.ts";
import {
  type AudiobookContent,
  type AudiobookDetails,
  type AudiobookEvent,
  type AudiobookState,
  type AudioFile,
  audiobookEvents,
  evolveAudiobook,
  initialAudiobookState,
} from "./events.ts";

/** An audiobook's content as a command carries it, before `decide` checks it (any availability number, untrimmed texts…). */
export type AudiobookContentInput = Omit<AudiobookContent, "availability"> & { availability: number };

/** `order`: the audiobook's place in the library's list. */
export type CreateAudiobook = {
  type: "CreateAudiobook";
  data: { audiobookId: number; slug: string; order: number; content: AudiobookContentInput };
};
/** The whole content the form leads to (the current one with the form's changes); `slug` when the admin chose another address. */
export type EditAudiobook = {
  type: "EditAudiobook";
  data: { audiobookId: number; slug?: string; content: AudiobookContentInput };
};
/** Takes a deleted language off the audiobook; nothing when it does not have it. */
export type RemoveLanguage = { type: "RemoveLanguage"; data: { audiobookId: number; languageId: number } };
/** Moves the audiobook from a language being deleted to its replacement; nothing when it is not in that language. */
export type MoveLanguage = {
  type: "MoveLanguage";
  data: { audiobookId: number; fromLanguageId: number; languageId: number };
};
export type DeleteAudiobook = { type: "DeleteAudiobook"; data: { audiobookId: number } };
export type AudiobookCommand = CreateAudiobook | EditAudiobook | RemoveLanguage | MoveLanguage | DeleteAudiobook;

const Seconds = Schema.Number.check(Schema.makeFilter((n: number) => (Number.isFinite(n) && n >= 0) || "INVALID"));

/** The rules of an audiobook's content; `itemId` is the rule for its own items' ids, `duration` for a file's length. */
const contentFields = <Id extends Schema.Top, Duration extends Schema.Top>(itemId: Id, duration: Duration) => ({
  ...cardFields("AUDIOBOOK_THUMBNAIL_REQUIRED"),
  languageId: Schema.NullOr(ItemId).check(
    Schema.makeFilter((id: number | null) => id !== null || "AUDIOBOOK_LANGUAGE_REQUIRED"),
  ),
  note: OptionalText(max.note),
  visible: Schema.Boolean,
  tags: OwnTags(itemId),
  methodics: Schema.Array(Schema.Struct(OwnFileFields(itemId))),
  audioFiles: Schema.Array(Schema.Struct({ ...OwnFileFields(itemId), durationSeconds: duration })).check(
    Schema.isMinLength(1, { message: "AUDIOBOOK_AUDIO_REQUIRED" }),
  ),
  ebook: Schema.NullOr(
    Schema.Struct({ id: itemId, url: RequiredTextUpTo(max.address), name: RequiredTextUpTo(max.label) }),
  ),
  translations: TranslationsSchema,
});

const ContentSchema = Schema.Struct(contentFields(ItemId, Seconds));
const DraftSchema = Schema.Struct(contentFields(Schema.optional(ItemId), Schema.optional(Seconds)));

/** The content as the form gives it: its new items have no ids yet, new audio files no length yet. */
export type AudiobookDraft = Omit<AudiobookContentInput, "tags" | "methodics" | "audioFiles" | "ebook"> & {
  tags: Unnumbered<AudiobookContent["tags"][number]>[];
  methodics: Unnumbered<AudiobookContent["methodics"][number]>[];
  audioFiles: (Unnumbered<Omit<AudioFile, "durationSeconds">> & { durationSeconds?: number })[];
  ebook: Unnumbered<NonNullable<AudiobookContent["ebook"]>> | null;
};

/** Checks a draft by the content's rules before any id is taken or any file read, so a refused form writes nothing. */
export function checkAudiobookDraft(draft: AudiobookDraft): void {
  validate(DraftSchema, draft);
}

/** Checks and normalises the content: trimmed texts, sanitised descriptions, no repeated ids, files numbered 1…n. */
export function validateAudiobookContent(input: AudiobookContentInput): AudiobookContent {
  const { translations, ...valid } = validate(ContentSchema, input);
  const kept = keptTranslations(translations);
  return {
    ...valid,
    ...(kept ? { translations: kept } : {}),
    htmlDesc: sanitizeRichText(valid.htmlDesc),
    note: blankToNull(valid.note),
    tags: uniqueById(valid.tags),
    methodics: uniqueById(valid.methodics),
    audioFiles: numbered(uniqueById(valid.audioFiles)),
  } as AudiobookContent;
}

/** Every file the audiobook refers to, for the media module: the cover for everybody, the rest only when it is free. */
export function audiobookFiles(
  content: Pick<AudiobookContent, "thumbnail" | "availability" | "audioFiles" | "ebook" | "methodics">,
): FileReference[] {
  const free = content.availability === 2;
  return [
    { url: content.thumbnail, public: true },
    ...content.audioFiles.map((file) => ({ url: file.url, public: free })),
    ...(content.ebook ? [{ url: content.ebook.url, public: free }] : []),
    ...content.methodics.map((methodic) => ({ url: methodic.url, public: free })),
  ];
}

const detailsOf = ({ visible: _v, audioFiles: _a, ebook: _e, ...details }: AudiobookContent): AudiobookDetails =>
  details;
const arrangement = (files: readonly AudioFile[]) => files.map(({ id, name, order }) => ({ id, name, order }));

/** The events that take the current content to the next, each with the files after it where it changes them. */
function editEvents(
  audiobookId: number,
  slugs: { current: string; next: string },
  current: AudiobookContent,
  next: AudiobookContent,
): AudiobookEvent[] {
  let content = current;
  const events: AudiobookEvent[] = [];
  const push = (
    build: (files: FileReference[]) => AudiobookEvent,
    apply: (before: AudiobookContent) => AudiobookContent,
  ) => {
    content = apply(content);
    events.push(build(audiobookFiles(content)));
  };
  if (slugs.next !== slugs.current || !isDeepStrictEqual(detailsOf(current), detailsOf(next))) {
    push(
      (files) => ({
        type: "AudiobookEdited",
        // the address it leaves keeps answering (a redirect): the read model of former slugs learns it here
        data: {
          audiobookId,
          slug: slugs.next,
          ...detailsOf(next),
          files,
          ...(slugs.next !== slugs.current && { formerSlug: slugs.current }),
        },
      }),
      (c) => ({ ...c, ...detailsOf(next) }),
    );
  }
  const nextIds = new Set(next.audioFiles.map((file) => file.id));
  const removed = current.audioFiles.filter((file) => !nextIds.has(file.id)).map((file) => file.id);
  if (removed.length > 0) {
    push(
      (files) => ({ type: "AudioFilesRemoved", data: { audiobookId, audioFileIds: removed, files } }),
      (c) => ({ ...c, audioFiles: c.audioFiles.filter((f) => nextIds.has(f.id)) }),
    );
  }
  const currentIds = new Set(current.audioFiles.map((file) => file.id));
  const added = next.audioFiles.filter((file) => !currentIds.has(file.id));
  if (added.length > 0)
    push(
      (files) => ({ type: "AudioFilesAdded", data: { audiobookId, audioFiles: added, files } }),
      (c) => ({ ...c, audioFiles: [...c.audioFiles, ...added] }),
    );
  const kept = new Map(content.audioFiles.map((file) => [file.id, file]));
  if (
    !isDeepStrictEqual(
      arrangement(next.audioFiles),
      arrangement(next.audioFiles.map((file) => kept.get(file.id) ?? file)),
    )
  ) {
    events.push({ type: "AudioFilesReordered", data: { audiobookId, audioFiles: arrangement(next.audioFiles) } });
  }
  if (!isDeepStrictEqual(current.ebook, next.ebook))
    push(
      (files) => ({ type: "AudiobookEbookReplaced", data: { audiobookId, ebook: next.ebook, files } }),
      (c) => ({ ...c, ebook: next.ebook }),
    );
  if (current.visible !== next.visible)
    events.push({ type: next.visible ? "AudiobookShown" : "AudiobookHidden", data: { audiobookId } });
  return events;
}

export function decideAudiobook(command: AudiobookCommand, state: AudiobookState): AudiobookEvent[] {
  switch (command.type) {
    case "CreateAudiobook": {
      if (state.status !== "none") throw new DomainError("AUDIOBOOK_ALREADY_EXISTS");
      const { audiobookId, slug } = command.data;
      const [content, order] = validateBoth(
        () => validateAudiobookContent(command.data.content),
        () => validateOrder(command.data.order),
      );
      return [
        { type: "AudiobookCreated", data: { audiobookId, slug, order, ...content, files: audiobookFiles(content) } },
      ];
    }
    case "EditAudiobook": {
      if (state.status !== "active") throw new DomainError("AUDIOBOOK_NOT_FOUND");
      const { audiobookId } = command.data;
      const next = validateAudiobookContent(command.data.content);
      const slugs = { current: state.audiobook.slug, next: command.data.slug ?? state.audiobook.slug };
      return editEvents(audiobookId, slugs, state.audiobook.content, next);
    }
    case "RemoveLanguage": {
      const { audiobookId, languageId } = command.data;
      if (state.status !== "active" || state.audiobook.content.languageId !== languageId) return [];
      return [{ type: "AudiobookLanguageRemoved", data: { audiobookId, languageId } }];
    }
    case "MoveLanguage": {
      const { fromLanguageId } = command.data;
      if (state.status !== "active" || state.audiobook.content.languageId !== fromLanguageId) return [];
      return [{ type: "AudiobookLanguageMoved", data: command.data }];
    }
    case "DeleteAudiobook": {
      if (state.status !== "active") throw new DomainError("AUDIOBOOK_NOT_FOUND");
      const { slug, formerSlugs } = state.audiobook;
      const former = formerSlugs.length > 0 ? { formerSlugs } : {};
      return [
        { type: "AudiobookDeleted", data: { audiobookId: command.data.audiobookId, slug, ...former, files: [] } },
      ];
    }
    default: {
      const unhandled: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unhandled)}`);
    }
  }
}

export const audiobookDecider: Decider<AudiobookState, AudiobookCommand, AudiobookEvent> = {
  events: audiobookEvents,
  initialState: initialAudiobookState,
  evolve: evolveAudiobook,
  decide: decideAudiobook,
};
