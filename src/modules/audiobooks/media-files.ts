import { openToWhoMayPlay } from "../catalogue-items/index.ts";
import type { MediaFileSource } from "../media/index.ts";
import { audiobookEvents } from "./events.ts";

/**
 * Tells the media module which files each audiobook refers to: every event that changes its files
 * or its availability carries the whole set after it (decide.ts audiobookFiles); a deletion leaves none.
 * A members-only audiobook's files open for whoever may play it now (the rule of fields.ts).
 */
export const audiobookMediaFiles: MediaFileSource = {
  access: openToWhoMayPlay("audiobook-", "audiobooks"),
  handles: [
    "AudiobookCreated",
    "AudiobookEdited",
    "AudioFilesAdded",
    "AudioFilesRemoved",
    "AudiobookEbookReplaced",
    "AudiobookDeleted",
  ],
  filesOf(recorded) {
    const event = audiobookEvents.decode(recorded);
    return event && "files" in event.data ? event.data.files : undefined;
  },
};
