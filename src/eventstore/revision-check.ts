import type { EventStore, RecordedEvent } from "./types.ts";

/**
 * An edit made from a revision that is no longer the stream's: somebody changed the item since the
 * form was loaded. Nothing was appended. The API answers EDIT_CONFLICT with who changed it and when
 * (src/app/edit-conflicts.ts), and the form offers to reload or to overwrite.
 */
export class StaleRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: bigint,
    /** The stream's revision now; -1 for a stream that does not exist. */
    readonly actual: bigint,
    /** The newest event: who changed the item last, and when. */
    readonly lastChange: { actor: string; at: Date } | null,
  ) {
    super(`Stream ${streamName}: the edit started from revision ${expected}, the stream is at ${actual}`);
    this.name = "StaleRevisionError";
  }
}

/**
 * Refuses an edit that started from another revision than the stream's (`recorded` is the whole
 * stream as just read). No expected revision: the edit applies to whatever is there.
 */
export function checkRevision(
  streamName: string,
  recorded: readonly RecordedEvent[],
  expected: bigint | undefined,
): void {
  if (expected === undefined) return;
  const last = recorded.at(-1);
  const actual = last?.revision ?? -1n;
  if (actual === expected) return;
  throw new StaleRevisionError(
    streamName,
    expected,
    actual,
    last ? { actor: last.metadata.actor, at: last.createdAt } : null,
  );
}

/**
 * The same check before an edit's slow work (checking files, reserving a slug), so that a stale
 * edit is refused before it takes anything; the append checks again (handleCommand).
 */
export async function assertRevision(
  store: Pick<EventStore, "readStream">,
  streamName: string,
  expected: bigint | undefined,
): Promise<void> {
  if (expected === undefined) return;
  checkRevision(streamName, await store.readStream(streamName), expected);
}
