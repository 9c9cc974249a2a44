import type { Projector } from "../../../eventstore/projector.ts";
import { admissionEvents } from "../admissions/events.ts";
import type { WebinarTables } from "../tables.ts";

/** One row per admission: whom it admits to which webinars until when (revoked ones stay, marked). */
export const webinarAdmissionsProjector: Projector<WebinarTables> = {
  name: "webinar-admissions",
  version: 1,
  handles: [...admissionEvents.types],
  tables: ["webinar_admissions"],
  async apply(writes, recorded) {
    const event = admissionEvents.decode(recorded);
    if (!event) return;
    const id = event.data.admissionId;
    switch (event.type) {
      case "WebinarAdmissionGranted": {
        const { profileId, target, webinarIds, byAdmin, startsAt, expiresAt } = event.data;
        const row = {
          stream: recorded.streamName,
          profile_id: profileId,
          by_admin: byAdmin,
          webinar_pack_id: target.kind === "pack" ? target.webinarPackId : null,
          webinar_ids: JSON.stringify(webinarIds),
          starts_at: new Date(startsAt),
          expires_at: new Date(expiresAt),
          revoked: false,
        };
        await writes.upsert("webinar_admissions", { id, ...row }, ["id"]);
        return;
      }
      case "WebinarAdmissionExtended":
        await writes.update(
          "webinar_admissions",
          { id },
          { webinar_ids: JSON.stringify(event.data.webinarIds), expires_at: new Date(event.data.expiresAt) },
        );
        return;
      case "WebinarAdmissionRevoked":
        await writes.update("webinar_admissions", { id }, { revoked: true });
        return;
    }
  },
};
