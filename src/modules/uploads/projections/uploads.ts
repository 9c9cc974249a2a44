import type { Projector } from "../../../eventstore/projector.ts";
import { uploadEvents } from "../events.ts";
import type { UploadTables } from "../tables.ts";

/** The uploads table, from the upload streams' events. */
export const uploadsProjector: Projector<UploadTables> = {
  name: "uploads",
  version: 1,
  handles: uploadEvents.types,
  tables: ["uploads"],
  async apply(writes, recorded) {
    const event = uploadEvents.decode(recorded);
    if (!event) return;
    switch (event.type) {
      case "FileUploaded": {
        const { id, kind, path, name, size, contentType, sha256, uploadedAt } = event.data;
        const at = new Date(uploadedAt);
        const row = {
          id,
          kind,
          path,
          name,
          size,
          content_type: contentType,
          sha256,
          uploaded_by: recorded.metadata.actor,
          uploaded_at: at,
          status: "stored" as const,
          status_at: at,
        };
        return writes.upsert("uploads", row, ["id"]);
      }
      case "FileSweepStarted":
        return writes.update(
          "uploads",
          { id: event.data.id },
          { status: "sweeping", status_at: new Date(event.data.startedAt) },
        );
      case "FileSwept":
        return writes.update(
          "uploads",
          { id: event.data.id },
          { status: "swept", status_at: new Date(event.data.sweptAt) },
        );
      case "FileSweepCancelled":
        return writes.update(
          "uploads",
          { id: event.data.id },
          { status: "stored", status_at: new Date(event.data.cancelledAt) },
        );
      default: {
        const unexpected: never = event;
        throw new Error(`Unknown upload event ${String(unexpected)}`);
      }
    }
  },
};
