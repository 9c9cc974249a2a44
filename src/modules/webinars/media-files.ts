import { itemsNamed, type MediaFileSource } from "../media/index.ts";
import { webinarEvents } from "./events.ts";
import { admissionsOf } from "./queries.ts";
import { mayWatchWith } from "./admissions/viewer.ts";

/**
 * Tells the media module which files each webinar refers to: the cover is public, the recording
 * and the materials are served only through signed URLs (given to holders of a valid admission),
 * which open only while their viewer may still watch the webinar.
 */
export const webinarMediaFiles: MediaFileSource = {
  access: {
    itemOf: itemsNamed("webinar-"),
    viewerMayOpen: async (services, viewer, webinarId) =>
      mayWatchWith(
        viewer,
        viewer.isAdmin ? [] : await admissionsOf(services.db, Number(viewer.profileId)),
        webinarId,
        services.clock.now(),
      ),
  },
  handles: ["WebinarCreated", "WebinarEdited", "WebinarDeleted"],
  filesOf(recorded) {
    const event = webinarEvents.decode(recorded);
    return event && "files" in event.data ? event.data.files : undefined;
  },
};
