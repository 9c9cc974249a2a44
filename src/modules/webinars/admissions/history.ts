import type { AccessEntry } from "../../accounts/index.ts";
import type { ProductAccessHistory } from "../../payments/index.ts";
import { admissionEvents } from "./events.ts";

/**
 * A profile's webinar admissions for its audit trail (getProfileHistory, `npm run events --
 * --profile <id>`): every admission granted, extended or revoked, paid or given by an admin, with
 * what paid for it (the payment's or order's stream).
 */
const day = (iso: string) => iso.slice(0, 10);

export const webinarAdmissionHistory: ProductAccessHistory = async (services, profileId) => {
  const streams = await services.db
    .selectFrom("webinar_admissions")
    .select("stream")
    .where("profile_id", "=", profileId)
    .execute();
  const entries: AccessEntry[] = [];
  for (const { stream } of streams) {
    for (const recorded of await services.store.readStream(stream)) {
      const event = admissionEvents.decode(recorded);
      if (!event) continue;
      const common = {
        position: recorded.position,
        occurredAt: recorded.createdAt,
        type: recorded.type,
        actor: recorded.metadata.actor,
      };
      const { admissionId } = event.data;
      switch (event.type) {
        case "WebinarAdmissionGranted": {
          const { target, webinarIds, byAdmin, startsAt, expiresAt, reference } = event.data;
          const what =
            target.kind === "pack"
              ? `pack ${target.webinarPackId} (webinars ${webinarIds.join(", ")})`
              : `webinar ${target.webinarId}`;
          const description = `webinar admission ${admissionId}${byAdmin ? " by admin" : ""}: ${what} ${day(startsAt)} – ${day(expiresAt)}`;
          entries.push({ ...common, description, reference: byAdmin ? null : reference });
          break;
        }
        case "WebinarAdmissionExtended":
          entries.push({
            ...common,
            description: `webinar admission ${admissionId} extended to ${day(event.data.expiresAt)}`,
            reference: event.data.reference,
          });
          break;
        case "WebinarAdmissionRevoked":
          entries.push({ ...common, description: `webinar admission ${admissionId} revoked`, reference: null });
          break;
      }
    }
  }
  return entries;
};
