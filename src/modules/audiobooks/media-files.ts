import type { MediaFileSource } from "../media/index.ts";
import { audiobookEvents } from "./events.ts";

/**
 * Tells the media module which files each audiobook refers to: every event that changes its files
 * or its availability carries the whole set after it (decide.ts audiobookFiles); a deletion leaves none.
 */
export const audiobookMediaFiles: MediaFileSource = {
  handles: ["AudiobookCreated", "AudiobookEdited", "AudioFilesAdded", "AudioFilesRemoved", "AudiobookEbookReplaced", "AudiobookDeleted"],
  filesOf(recorded) {
    const event = audiobookEvents.decode(recorded);
    return event && "files" in event.data ? event.data.files : undefined;
  },
};
