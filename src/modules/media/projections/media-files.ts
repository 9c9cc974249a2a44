import type { Transaction } from "kysely";
import type { Projector } from "../../../eventstore/projector.ts";
import type { RecordedEvent } from "../../../eventstore/types.ts";
import type { MediaItemAccess } from "../access-checks.ts";
import { localMediaPath } from "../media-path.ts";
import type { MediaTables } from "../tables.ts";

/** A file an item refers to (a path of ours or another host's URL), and whether the item shows it to everybody. */
export type FileReference = { url: string | null; public: boolean };

/**
 * What a kind of item (videos, themes, audiobooks, webinars) tells the media module: the event
 * types that change its files, and after such an event every file the item (the event's stream)
 * refers to; and, for a kind with members-only files, who may open its items now (the file route
 * asks it for every signed URL). The item's module declares it; the app hands every source to `mediaModule`.
 */
export type MediaFileSource = {
  handles: readonly string[];
  /** The item's files after this event ([] once it is deleted); undefined for an event it does not know. */
  filesOf(event: RecordedEvent): readonly FileReference[] | undefined;
  /** None for a kind whose files are all public (themes' icons): then a signed URL for them opens nothing. */
  access?: MediaItemAccess;
};

export type MediaFile = { path: string; public: boolean };

/** One row per local path, public if any reference to it is; other hosts' URLs are not our files. */
export function localFiles(references: readonly FileReference[]): MediaFile[] {
  const files = new Map<string, boolean>();
  for (const { url, public: isPublic } of references) {
    const path = url === null ? null : localMediaPath(url);
    if (path !== null) files.set(path, (files.get(path) ?? false) || isPublic);
  }
  return [...files].map(([path, isPublic]) => ({ path, public: isPublic }));
}

/** The one projector of the media_files table (it owns the table, so a rebuild restores every row), fed by every source. */
export function mediaFilesProjector(sources: readonly MediaFileSource[]): Projector<MediaTables> {
  return {
    name: "media-files",
    version: 1,
    handles: sources.flatMap((source) => source.handles),
    tables: ["media_files"],
    async apply(writes, event) {
      const files = sources.find((source) => source.handles.includes(event.type))?.filesOf(event);
      // an event carries the item's whole set of files, so its rows are replaced, never patched
      if (files)
        await writes.replaceGroup(
          "media_files",
          { owner: event.streamName },
          localFiles(files).map((file) => ({ ...file, owner: event.streamName })),
        );
    },
  };
}
