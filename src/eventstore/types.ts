import type { Kysely } from "kysely";
/**
 * The EventStore port. Every adapter (PostgreSQL on pg or PGlite, KurrentDB) implements exactly
 * this, and the contract suite in test/eventstore runs against each reachable adapter.
 *
 * Revisions are 0-based per stream (the first event of a stream has revision 0n), as in KurrentDB.
 * A global position is a pair compared lexicographically: for PostgreSQL it is
 * (writing transaction id, event sequence number); for KurrentDB (commit, prepare) positions.
 */

export type ExpectedRevision = "any" | "no_stream" | "stream_exists" | bigint;

export type GlobalPosition = { readonly commit: bigint; readonly prepare: bigint };

/** The position before the first event: reading "after START" reads everything. */
export const START: GlobalPosition = Object.freeze({ commit: -1n, prepare: -1n });

export const comparePositions = (a: GlobalPosition, b: GlobalPosition): number =>
  a.commit !== b.commit ? (a.commit < b.commit ? -1 : 1) : a.prepare === b.prepare ? 0 : a.prepare < b.prepare ? -1 : 1;

export type EventMetadata = {
  /** Unique id of this event (uuid). */
  eventId: string;
  /** The request or process that started the chain of commands. */
  correlationId: string;
  /** The command (or event) that directly caused this event. */
  causationId: string;
  /** Id of the command that produced it: a retried command with the same id appends nothing. */
  commandId?: string;
  /** Acting user id, or "system" / "provider" / "anonymous". */
  actor: string;
  /** Version of the event's data shape; upcasters map older versions to the current one. */
  schemaVersion: number;
};

export type NewEvent = {
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
};

export type RecordedEvent = {
  eventId: string;
  streamName: string;
  revision: bigint;
  position: GlobalPosition;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  createdAt: Date;
};

export type AppendResult = {
  /** Revision of the last event now in the stream (pass it as the next expected revision). */
  nextExpectedRevision: bigint;
  /** Global position of the last appended event. */
  position: GlobalPosition;
};

/** Thrown by appendToStream when the stream is not at the expected revision. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | "no_stream",
  ) {
    super(`Stream ${streamName}: expected revision ${String(expected)}, actual ${String(actual)}`);
    this.name = "WrongExpectedRevisionError";
  }
}

export type ReadStreamOptions = { fromRevision?: bigint; maxCount?: number };

export interface Subscription {
  /** Stops delivery; resolves when the handler is no longer being called. */
  stop(): Promise<void>;
}

export type SubscriptionHandler = (event: RecordedEvent) => Promise<void> | void;

export interface EventStore {
  /** Human-readable name for logs, e.g. "PostgreSQL (PGlite)". */
  readonly description: string;
  /** Appends atomically; all events or none. Throws WrongExpectedRevisionError on a conflict. */
  appendToStream(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in revision order; [] for a stream that does not exist. */
  readStream(streamName: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;
  /**
   * Each named stream's last revision, in one round trip where the store allows (the revisions an
   * admin's forms start from); a stream that does not exist is left out of the map.
   */
  streamRevisions?(streamNames: readonly string[]): Promise<Map<string, bigint>>;
  /**
   * Up to `limit` events of all streams strictly after `after`, in global order. Never returns an
   * event that could later be preceded by one committed by a slower concurrent writer.
   */
  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /**
   * readAll inside a transaction of the database that holds the events (a rebuild reads the log
   * and writes the read models in one transaction); absent where the events live elsewhere.
   */
  readAllWithin?(trx: Kysely<any>, after: GlobalPosition, limit: number): Promise<RecordedEvent[]>;
  /** Calls handler for every event after `after`, in global order, then keeps following new ones. */
  subscribeToAll(after: GlobalPosition, handler: SubscriptionHandler): Subscription;
  /** Calls `listener` after every append through this store object (with the append's position); returns the unsubscribe. */
  onAppended?(listener: (position: GlobalPosition) => void): () => void;
  close(): Promise<void>;
}

/** What every adapter is configured with. */
export type EventStoreAdapterOptions = {
  /** For the start-up log. */
  description?: string;
  /**
   * Told about every subscription failure. A handler that throws stops its subscription (the event
   * is not retried, so a non-idempotent handler never sees it twice; the owner resubscribes from its
   * checkpoint). A failed read or a dropped connection is reported and retried. Default: console.error.
   */
  onError?: (error: unknown) => void;
};
