import type { DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import type { Availability } from "../access/index.ts";
import type { OwnFile, OwnTag } from "../catalogue-items/index.ts";
import { formerSlugsAfter } from "../../shared/slugs.ts";
import type { FileReference } from "../media/index.ts";
import type { VideoTranslations } from "../videos/index.ts";

/**
 * Audiobooks, one stream each: `audiobook-<id>`. Its events say what the admin did: created it,
 * edited its details, added, reordered (or renamed) and removed audio files, replaced the e-book,
 * hid or showed it, and deleted it; a deleted language is taken off it. The library's order of
 * audiobooks is one stream, `audiobook-list` (AudiobooksReordered: the whole order, see order.ts).
 * Listening statistics live on streams of their own (statistics.ts); positions are rows (positions.ts).
 */
export const audiobookStream = (audiobookId: number) => `audiobook-${audiobookId}`;
export const AUDIOBOOK_LIST_STREAM = "audiobook-list";

/** A methodology PDF for teachers (the PDF viewer opens it by name). */
export type AudiobookMethodic = OwnFile;
/** One MP3 of the audiobook; its length was read from the file when it was saved. */
export type AudioFile = OwnFile & { durationSeconds: number };
/** The e-book: one PDF. */
export type Ebook = { id: number; url: string; name: string };

/** What the admin's form edits besides the files and the visibility (AudiobookEdited carries all of it). */
export type AudiobookDetails = {
  title: string;
  /** "" when there is none. */
  subtitle: string;
  thumbnail: string;
  /** Sanitised HTML. */
  htmlDesc: string;
  availability: Availability;
  /** The language it is read in; null once that language was deleted. */
  languageId: number | null;
  note: string | null;
  tags: OwnTag[];
  methodics: AudiobookMethodic[];
  /** Title, subtitle and description in cz, en and es; absent when nothing is translated. */
  translations?: VideoTranslations;
};

export type AudiobookContent = AudiobookDetails & { visible: boolean; audioFiles: AudioFile[]; ebook: Ebook | null };

/**
 * `files`: every file the audiobook refers to after the event and whether each is public: what the
 * media module serves to whom (only events that change the files or the availability carry it).
 */
type Files = { files: FileReference[] };
type Id = { audiobookId: number };

export type AudiobookCreated = DomainEvent<
  "AudiobookCreated",
  Id & AudiobookContent & Files & { slug: string; order: number }
>;
/** `formerSlug`: the address it left when the admin chose another one (which keeps redirecting here). */
export type AudiobookEdited = DomainEvent<
  "AudiobookEdited",
  Id & AudiobookDetails & Files & { slug: string; formerSlug?: string }
>;
export type AudioFilesAdded = DomainEvent<"AudioFilesAdded", Id & Files & { audioFiles: AudioFile[] }>;
/** The whole list's order and names after the change: `{ id, name, order }` of every file. */
export type AudioFilesReordered = DomainEvent<
  "AudioFilesReordered",
  Id & { audioFiles: Pick<AudioFile, "id" | "name" | "order">[] }
>;
export type AudioFilesRemoved = DomainEvent<"AudioFilesRemoved", Id & Files & { audioFileIds: number[] }>;
/** A new e-book in place of the old one (null: none any more). */
export type AudiobookEbookReplaced = DomainEvent<"AudiobookEbookReplaced", Id & Files & { ebook: Ebook | null }>;
export type AudiobookHidden = DomainEvent<"AudiobookHidden", Id>;
export type AudiobookShown = DomainEvent<"AudiobookShown", Id>;
/** Its language was deleted (languages: deleteLanguage takes it off every audiobook first). */
export type AudiobookLanguageRemoved = DomainEvent<"AudiobookLanguageRemoved", Id & { languageId: number }>;
/** The audiobook's language was deleted and the admin picked `languageId` for its audiobooks instead. */
export type AudiobookLanguageMoved = DomainEvent<
  "AudiobookLanguageMoved",
  Id & { fromLanguageId: number; languageId: number }
>;
/** `formerSlugs`: the addresses it had before, released with `slug` (absent when it never changed). */
export type AudiobookDeleted = DomainEvent<"AudiobookDeleted", Id & Files & { slug: string; formerSlugs?: string[] }>;

export type AudiobookEvent =
  | AudiobookCreated
  | AudiobookEdited
  | AudioFilesAdded
  | AudioFilesReordered
  | AudioFilesRemoved
  | AudiobookEbookReplaced
  | AudiobookHidden
  | AudiobookShown
  | AudiobookLanguageRemoved
  | AudiobookLanguageMoved
  | AudiobookDeleted;

export const audiobookEvents = eventCodec<AudiobookEvent>({
  types: {
    AudiobookCreated: true,
    AudiobookEdited: true,
    AudioFilesAdded: true,
    AudioFilesReordered: true,
    AudioFilesRemoved: true,
    AudiobookEbookReplaced: true,
    AudiobookHidden: true,
    AudiobookShown: true,
    AudiobookLanguageRemoved: true,
    AudiobookLanguageMoved: true,
    AudiobookDeleted: true,
  },
});

/** `formerSlugs`: the addresses it had before its current one, still reserved by it and redirecting to it. */
export type Audiobook = { audiobookId: number; slug: string; formerSlugs: string[]; content: AudiobookContent };
export type AudiobookState = { status: "none" } | { status: "active"; audiobook: Audiobook } | { status: "deleted" };

export const initialAudiobookState = (): AudiobookState => ({ status: "none" });

const byOrder = (files: readonly AudioFile[]) => [...files].sort((a, b) => a.order - b.order || a.id - b.id);

/** The content after an event of an active audiobook. */
function evolveContent(
  content: AudiobookContent,
  event: Exclude<AudiobookEvent, AudiobookCreated | AudiobookDeleted>,
): AudiobookContent {
  switch (event.type) {
    case "AudiobookEdited": {
      const { audiobookId: _id, slug: _slug, formerSlug: _former, files: _files, ...details } = event.data;
      return { ...details, visible: content.visible, audioFiles: content.audioFiles, ebook: content.ebook };
    }
    case "AudioFilesAdded":
      return { ...content, audioFiles: byOrder([...content.audioFiles, ...event.data.audioFiles]) };
    case "AudioFilesReordered": {
      const given = new Map(event.data.audioFiles.map((file) => [file.id, file]));
      return {
        ...content,
        audioFiles: byOrder(content.audioFiles.map((file) => ({ ...file, ...given.get(file.id) }))),
      };
    }
    case "AudioFilesRemoved":
      return {
        ...content,
        audioFiles: content.audioFiles.filter((file) => !event.data.audioFileIds.includes(file.id)),
      };
    case "AudiobookEbookReplaced":
      return { ...content, ebook: event.data.ebook };
    case "AudiobookHidden":
      return { ...content, visible: false };
    case "AudiobookShown":
      return { ...content, visible: true };
    case "AudiobookLanguageRemoved":
      return content.languageId === event.data.languageId ? { ...content, languageId: null } : content;
    case "AudiobookLanguageMoved":
      return content.languageId === event.data.fromLanguageId
        ? { ...content, languageId: event.data.languageId }
        : content;
    default: {
      const unhandled: never = event;
      void unhandled;
      return content;
    }
  }
}

export function evolveAudiobook(state: AudiobookState, event: AudiobookEvent): AudiobookState {
  switch (event.type) {
    case "AudiobookCreated": {
      const { audiobookId, slug, order: _order, files: _files, ...content } = event.data;
      return { status: "active", audiobook: { audiobookId, slug, formerSlugs: [], content } };
    }
    case "AudiobookDeleted":
      return { status: "deleted" };
    default: {
      if (state.status !== "active") return state;
      const { slug: previous, formerSlugs } = state.audiobook;
      const slug = event.type === "AudiobookEdited" ? event.data.slug : previous;
      return {
        status: "active",
        audiobook: {
          ...state.audiobook,
          slug,
          formerSlugs: formerSlugsAfter(formerSlugs, previous, slug),
          content: evolveContent(state.audiobook.content, event),
        },
      };
    }
  }
}
