import type { DomainEvent } from "../../eventstore/decider.ts";
import { eventCodec } from "../../eventstore/event-codec.ts";
import type { UploadKind } from "./kinds.ts";

/**
 * Every upload is its own stream, `upload-<id>` (the id from `sequence-upload`), so what is stored
 * is auditable: who uploaded which bytes (sha256) under which path, and when the sweeper took a
 * file no item referred to away again. The acting user is in each event's metadata.
 */
export const uploadStream = (id: number) => `upload-${id}`;

export type FileUploaded = DomainEvent<
  "FileUploaded",
  {
    id: number;
    kind: UploadKind;
    /** Decoded URL path: /uploads/<kind's folder>/<id>-<slug>.<extension>. */
    path: string;
    /** The name made safe, as the screens show it. */
    name: string;
    /** Bytes stored (for an SVG: after sanitising). */
    size: number;
    contentType: string;
    /** Of the bytes stored, hex. */
    sha256: string;
    /** ISO time from the injected clock. */
    uploadedAt: string;
  }
>;

/** The sweeper moved the file aside (no item referred to it a day after its upload) and checks once more before deleting it. */
export type FileSweepStarted = DomainEvent<"FileSweepStarted", { id: number; path: string; startedAt: string }>;
/** The file is deleted from the store. */
export type FileSwept = DomainEvent<"FileSwept", { id: number; path: string; sweptAt: string }>;
/** An item referred to the file while it was being swept (or the check could not be made): it is back in its place. */
export type FileSweepCancelled = DomainEvent<"FileSweepCancelled", { id: number; path: string; cancelledAt: string }>;

export type UploadEvent = FileUploaded | FileSweepStarted | FileSwept | FileSweepCancelled;

export const uploadEvents = eventCodec<UploadEvent>({
  types: { FileUploaded: true, FileSweepStarted: true, FileSwept: true, FileSweepCancelled: true },
});

export type UploadStatus = "stored" | "sweeping" | "swept";
export type UploadState = { status: "none" } | { status: UploadStatus; id: number; path: string };

export const initialUploadState = (): UploadState => ({ status: "none" });

export function evolve(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case "FileUploaded":
      return { status: "stored", id: event.data.id, path: event.data.path };
    case "FileSweepStarted":
      return { status: "sweeping", id: event.data.id, path: event.data.path };
    case "FileSwept":
      return { status: "swept", id: event.data.id, path: event.data.path };
    case "FileSweepCancelled":
      return { status: "stored", id: event.data.id, path: event.data.path };
    default: {
      const unexpected: never = event;
      throw new Error(`Unknown upload event ${String((unexpected as UploadEvent).type)}`);
    }
  }
}
