import type { MediaFileSource } from "../media/index.ts";
import { webinarEvents } from "./events.ts";

/**
 * Tells the media module which files each webinar refers to: the cover is public, the recording
 * and the materials are served only through signed URLs (given to holders of a valid admission).
 */
export const webinarMediaFiles: MediaFileSource = {
  handles: ["WebinarCreated", "WebinarEdited", "WebinarDeleted"],
  filesOf(recorded) {
    const event = webinarEvents.decode(recorded);
    return event && "files" in event.data ? event.data.files : undefined;
  },
};
