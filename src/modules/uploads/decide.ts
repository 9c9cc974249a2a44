import type { Decider } from "../../eventstore/decider.ts";
import {
  evolve,
  type FileUploaded,
  initialUploadState,
  type UploadEvent,
  uploadEvents,
  type UploadState,
} from "./events.ts";

/**
 * The rules of one upload's stream. Recording is once per stream; the sweep's steps each happen
 * from one state only, so that when two sweepers race over a file (several server processes), the
 * revision check lets exactly one of them take each step and the other sees nothing to do.
 */
export type RecordUpload = { type: "RecordUpload"; upload: FileUploaded["data"] };
export type StartSweep = { type: "StartSweep"; at: Date };
export type FinishSweep = { type: "FinishSweep"; at: Date };
export type CancelSweep = { type: "CancelSweep"; at: Date };
export type UploadCommand = RecordUpload | StartSweep | FinishSweep | CancelSweep;

export function decide(command: UploadCommand, state: UploadState): UploadEvent[] {
  switch (command.type) {
    case "RecordUpload":
      return state.status === "none" ? [{ type: "FileUploaded", data: command.upload }] : [];
    case "StartSweep":
      return state.status === "stored"
        ? [{ type: "FileSweepStarted", data: { id: state.id, path: state.path, startedAt: command.at.toISOString() } }]
        : [];
    case "FinishSweep":
      return state.status === "sweeping"
        ? [{ type: "FileSwept", data: { id: state.id, path: state.path, sweptAt: command.at.toISOString() } }]
        : [];
    case "CancelSweep":
      return state.status === "sweeping"
        ? [
            {
              type: "FileSweepCancelled",
              data: { id: state.id, path: state.path, cancelledAt: command.at.toISOString() },
            },
          ]
        : [];
    default: {
      const unexpected: never = command;
      throw new Error(`Unknown upload command ${String((unexpected as UploadCommand).type)}`);
    }
  }
}

export const uploadDecider: Decider<UploadState, UploadCommand, UploadEvent> = {
  events: uploadEvents,
  initialState: initialUploadState,
  evolve,
  decide,
};
