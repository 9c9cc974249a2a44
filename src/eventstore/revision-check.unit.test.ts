import { describe, expect, it } from "vitest";
import { checkRevision, StaleRevisionError } from "./revision-check.ts";
import type { RecordedEvent } from "./types.ts";

const recorded = (revision: bigint, actor: string, at: string): RecordedEvent => ({
  eventId: `e${revision}`,
  streamName: "video-1",
  revision,
  position: { commit: 1n, prepare: revision },
  type: "VideoEdited",
  data: {},
  metadata: { eventId: `e${revision}`, correlationId: "c", causationId: "c", actor, schemaVersion: 1 },
  createdAt: new Date(at),
});

describe("an edit's revision check", () => {
  const stream = [recorded(0n, "system", "2026-11-01T10:00:00Z"), recorded(1n, "42", "2026-11-02T11:30:00Z")];

  it("given a stream at revision 1, when the edit started from 1, then it goes ahead", () => {
    expect(() => checkRevision("video-1", stream, 1n)).not.toThrow();
  });

  it("given no expected revision, then any revision goes ahead", () => {
    expect(() => checkRevision("video-1", stream, undefined)).not.toThrow();
  });

  it("given a stream at revision 1, when the edit started from 0, then it is stale and says who changed it last and when", () => {
    let error: unknown;
    try {
      checkRevision("video-1", stream, 0n);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(StaleRevisionError);
    expect(error).toMatchObject({
      expected: 0n,
      actual: 1n,
      lastChange: { actor: "42", at: new Date("2026-11-02T11:30:00Z") },
    });
  });

  it("given an empty stream, when the edit expects a revision, then it is stale with nobody named", () => {
    expect(() => checkRevision("video-9", [], 0n)).toThrow(StaleRevisionError);
    try {
      checkRevision("video-9", [], 0n);
    } catch (error) {
      expect(error).toMatchObject({ actual: -1n, lastChange: null });
    }
  });
});
