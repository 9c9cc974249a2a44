import { type Kysely, sql, type Transaction } from "kysely";
import { PollingSubscription } from "./postgres-subscription.ts";
import { type EventStoreTables, eventStoreTablesOf, type WithEventStoreTables } from "./tables.ts";
import type { AppendResult, EventMetadata, EventStore, EventStoreAdapterOptions, ExpectedRevision, GlobalPosition } from "./types.ts";
import type { NewEvent, ReadStreamOptions, RecordedEvent, Subscription, SubscriptionHandler } from "./types.ts";
import { WrongExpectedRevisionError } from "./types.ts";

export type PostgresEventStoreOptions = EventStoreAdapterOptions & {
  /** How often a caught-up subscription looks for events written by other processes. */
  pollIntervalMs?: number;
  /** Events read per query while a subscription catches up. */
  batchSize?: number;
};

/** A row as read: int8 columns cast to text, because pg returns strings but PGlite numbers. */
type EventRow = {
  position: string;
  transaction_id: string;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: unknown;
  metadata: unknown;
  created_at: Date | string;
};

// ORDER BY must name events.<column>: a bare name would sort by these text aliases ("10" < "9").
const selectEventColumns = sql`
  position::text AS position, transaction_id::text AS transaction_id, event_id::text AS event_id, stream_name,
  stream_revision::text AS stream_revision, type, data, metadata, created_at`;

const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  eventId: row.event_id,
  streamName: row.stream_name,
  revision: BigInt(row.stream_revision),
  position: { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) },
  type: row.type,
  data: row.data as Record<string, unknown>,
  metadata: row.metadata as EventMetadata,
  createdAt: new Date(row.created_at),
});

const uniqueViolation = "23505";
const eventIdConstraint = "events_event_id_key";

/**
 * The event store in PostgreSQL (a server through `pg`, or embedded PGlite): an append-only
 * `events` table and a `streams` table whose revision column is the optimistic lock.
 * See migrations/0001_event_store.ts for the tables and design.md for why positions are
 * (writing transaction id, sequence number).
 */
export class PostgresEventStore implements EventStore {
  readonly description: string;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly onError: (error: unknown) => void;
  private readonly subscriptions = new Set<PollingSubscription>();
  private closed = false;

  private readonly db: Kysely<EventStoreTables>;

  constructor(db: WithEventStoreTables, options: PostgresEventStoreOptions = {}) {
    this.db = eventStoreTablesOf(db);
    this.description = options.description ?? "PostgreSQL event store";
    this.pollIntervalMs = options.pollIntervalMs ?? 75;
    this.batchSize = options.batchSize ?? 500;
    this.onError = options.onError ?? ((error) => console.error("Event store subscription failed:", error));
  }

  async appendToStream(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`appendToStream(${streamName}): nothing to append`);
    let result: AppendResult;
    try {
      // Everything inside runs on the transaction's connection only: PGlite has a single connection,
      // so a query through this.db here would wait for this very transaction and never return.
      result = await this.db.transaction().execute(async (trx) => {
        const lastRevision = await advanceStreamRevision(trx, streamName, expected, BigInt(events.length));
        if (lastRevision === undefined) {
          throw new WrongExpectedRevisionError(streamName, expected, await currentRevision(trx, streamName));
        }
        const firstRevision = lastRevision - BigInt(events.length) + 1n;
        const inserted = await trx
          .insertInto("events")
          .values(
            events.map((event, index) => ({
              event_id: event.metadata.eventId,
              stream_name: streamName,
              stream_revision: String(firstRevision + BigInt(index)),
              type: event.type,
              schema_version: event.metadata.schemaVersion,
              data: JSON.stringify(event.data),
              metadata: JSON.stringify(event.metadata),
            })),
          )
          .returning([sql<string>`position::text`.as("position"), sql<string>`transaction_id::text`.as("transaction_id")])
          .execute();
        const lastPosition = inserted.map((row) => BigInt(row.position)).reduce((a, b) => (a > b ? a : b));
        return {
          nextExpectedRevision: lastRevision,
          position: { commit: BigInt(inserted[0]!.transaction_id), prepare: lastPosition },
        };
      });
    } catch (error) {
      // The compare-and-set above serialises writers of one stream, so this only happens when a
      // concurrent writer slipped past it some other way; to the caller it is the same conflict.
      if (isUniqueViolation(error) && (error as { constraint?: string }).constraint !== eventIdConstraint) {
        throw new WrongExpectedRevisionError(streamName, expected, await currentRevision(this.db, streamName));
      }
      throw error;
    }
    for (const subscription of this.subscriptions) subscription.wake();
    return result;
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const fromRevision = options.fromRevision ?? 0n;
    const limit = options.maxCount === undefined ? sql`ALL` : sql`${options.maxCount}`;
    const { rows } = await sql<EventRow>`
      SELECT ${selectEventColumns} FROM events
      WHERE stream_name = ${streamName} AND stream_revision >= ${String(fromRevision)}
      ORDER BY events.stream_revision
      LIMIT ${limit}`.execute(this.db);
    return rows.map(toRecordedEvent);
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    // START has commit -1, which is no transaction id: everything is after it.
    const afterCondition =
      after.commit < 0n ? sql`TRUE` : sql`(transaction_id, position) > (${String(after.commit)}::xid8, ${String(after.prepare)}::bigint)`;
    // Only transactions older than the oldest one still running: every transaction that could still
    // commit has an id at or above that horizon, so nothing can later appear before what we return.
    const { rows } = await sql<EventRow>`
      SELECT ${selectEventColumns} FROM events
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot()) AND ${afterCondition}
      ORDER BY events.transaction_id, events.position
      LIMIT ${limit}`.execute(this.db);
    return rows.map(toRecordedEvent);
  }

  subscribeToAll(after: GlobalPosition, handler: SubscriptionHandler): Subscription {
    if (this.closed) throw new Error(`${this.description} is closed`);
    const subscription = new PollingSubscription(after, handler, {
      read: (position) => this.readAll(position, this.batchSize),
      batchSize: this.batchSize,
      pollIntervalMs: this.pollIntervalMs,
      onError: this.onError,
      onStopped: () => this.subscriptions.delete(subscription),
    });
    this.subscriptions.add(subscription);
    return subscription;
  }

  /** Stops every subscription. The Kysely instance belongs to the caller and stays open. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.subscriptions].map((subscription) => subscription.stop()));
  }
}

/**
 * Compare-and-set on streams.revision for the expected revision; returns the stream's new last
 * revision, or undefined when the stream is not where the caller expected it. The row lock taken
 * here makes concurrent writers of the same stream wait for each other, and READ COMMITTED
 * re-checks the condition against the winner's committed row.
 */
async function advanceStreamRevision(
  trx: Transaction<EventStoreTables>,
  streamName: string,
  expected: ExpectedRevision,
  count: bigint,
): Promise<bigint | undefined> {
  const firstStreamRevision = String(count - 1n);
  let rows: { revision: string }[];
  if (expected === "no_stream") {
    ({ rows } = await sql<{ revision: string }>`
      INSERT INTO streams (stream_name, revision) VALUES (${streamName}, ${firstStreamRevision})
      ON CONFLICT (stream_name) DO NOTHING
      RETURNING revision::text AS revision`.execute(trx));
  } else if (expected === "any") {
    ({ rows } = await sql<{ revision: string }>`
      INSERT INTO streams (stream_name, revision) VALUES (${streamName}, ${firstStreamRevision})
      ON CONFLICT (stream_name) DO UPDATE SET revision = streams.revision + ${String(count)}
      RETURNING revision::text AS revision`.execute(trx));
  } else if (expected === "stream_exists") {
    ({ rows } = await sql<{ revision: string }>`
      UPDATE streams SET revision = revision + ${String(count)} WHERE stream_name = ${streamName}
      RETURNING revision::text AS revision`.execute(trx));
  } else {
    ({ rows } = await sql<{ revision: string }>`
      UPDATE streams SET revision = revision + ${String(count)}
      WHERE stream_name = ${streamName} AND revision = ${String(expected)}
      RETURNING revision::text AS revision`.execute(trx));
  }
  return rows[0] ? BigInt(rows[0].revision) : undefined;
}

async function currentRevision(db: Kysely<EventStoreTables>, streamName: string): Promise<bigint | "no_stream"> {
  const { rows } = await sql<{ revision: string }>`
    SELECT revision::text AS revision FROM streams WHERE stream_name = ${streamName}`.execute(db);
  return rows[0] ? BigInt(rows[0].revision) : "no_stream";
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === uniqueViolation;
