import { type Kysely, sql } from "kysely";
import {
  type Appender,
  type AppendRow,
  functionAppender,
  type PreparedStatements,
  preparedAppender,
} from "./postgres-append.ts";
import { PollingSubscription } from "./postgres-subscription.ts";
import { type EventStoreTables, eventStoreTablesOf, type WithEventStoreTables } from "./tables.ts";
import type {
  AppendResult,
  EventMetadata,
  EventStore,
  EventStoreAdapterOptions,
  ExpectedRevision,
  GlobalPosition,
} from "./types.ts";
import type { NewEvent, ReadStreamOptions, RecordedEvent, Subscription, SubscriptionHandler } from "./types.ts";
import { OpenSubscriptions } from "./open-subscriptions.ts";
import { WrongExpectedRevisionError } from "./types.ts";

export type PostgresEventStoreOptions = EventStoreAdapterOptions & {
  /** How often a caught-up subscription looks for events written by other processes. */
  pollIntervalMs?: number;
  /** Events read per query while a subscription catches up. */
  batchSize?: number;
  /**
   * A PostgreSQL notification channel every append notifies (payload: the schema and `origin`), so
   * that other processes on the database learn of new events without polling. Unset: none.
   */
  notify?: { channel: string; origin: string };
  /** Statements prepared once (src/db/prepared.ts): appends use them instead of planning each one. */
  prepared?: PreparedStatements;
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
  private readonly subscriptions: OpenSubscriptions<PollingSubscription>;
  private readonly appendListeners = new Set<(position: GlobalPosition) => void>();
  private readonly append: Appender;

  private readonly db: Kysely<EventStoreTables>;

  constructor(db: WithEventStoreTables, options: PostgresEventStoreOptions = {}) {
    this.db = eventStoreTablesOf(db);
    this.description = options.description ?? "PostgreSQL event store";
    this.pollIntervalMs = options.pollIntervalMs ?? 75;
    this.batchSize = options.batchSize ?? 500;
    this.append = options.prepared
      ? preparedAppender(options.prepared, options.notify)
      : functionAppender(this.db, options.notify);
    this.subscriptions = new OpenSubscriptions(this.description, options.onError);
  }

  async appendToStream(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`appendToStream(${streamName}): nothing to append`);
    let row: AppendRow | undefined;
    try {
      // One statement, so one round trip and no explicit transaction: the compare-and-set on the
      // stream's revision and the insert of its events commit together or not at all.
      row = await this.append(streamName, events, expected);
    } catch (error) {
      // The compare-and-set serialises writers of one stream, so this only happens when a
      // concurrent writer slipped past it some other way; to the caller it is the same conflict.
      if (isUniqueViolation(error) && (error as { constraint?: string }).constraint !== eventIdConstraint) {
        throw new WrongExpectedRevisionError(streamName, expected, await currentRevision(this.db, streamName));
      }
      throw error;
    }
    if (!row?.revision || !row.position || !row.transaction_id) {
      throw new WrongExpectedRevisionError(streamName, expected, await currentRevision(this.db, streamName));
    }
    const position = { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) };
    for (const subscription of this.subscriptions) subscription.wake();
    for (const listener of this.appendListeners) listener(position);
    return { nextExpectedRevision: BigInt(row.revision), position };
  }

  onAppended(listener: (position: GlobalPosition) => void): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
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

  async streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint>> {
    if (streamNames.length === 0) return new Map();
    const rows = await this.db
      .selectFrom("streams")
      .select(["stream_name", "revision"])
      .where("stream_name", "in", [...streamNames])
      .execute();
    return new Map(rows.map((row) => [row.stream_name, BigInt(row.revision)]));
  }

  readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    return this.readAllWithin(this.db, after, limit);
  }

  async readAllWithin(db: Kysely<any>, after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    // START has commit -1, which is no transaction id: everything is after it.
    const afterCondition =
      after.commit < 0n
        ? sql`TRUE`
        : sql`(transaction_id, position) > (${String(after.commit)}::xid8, ${String(after.prepare)}::bigint)`;
    // Only transactions older than the oldest one still running: every transaction that could still
    // commit has an id at or above that horizon, so nothing can later appear before what we return.
    const { rows } = await sql<EventRow>`
      SELECT ${selectEventColumns} FROM events
      WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot()) AND ${afterCondition}
      ORDER BY events.transaction_id, events.position
      LIMIT ${limit}`.execute(db);
    return rows.map(toRecordedEvent);
  }

  subscribeToAll(after: GlobalPosition, handler: SubscriptionHandler): Subscription {
    return this.subscriptions.add(
      (onStopped) =>
        new PollingSubscription(after, handler, {
          read: (position) => this.readAll(position, this.batchSize),
          batchSize: this.batchSize,
          pollIntervalMs: this.pollIntervalMs,
          onError: this.subscriptions.onError,
          onStopped,
        }),
    );
  }

  /** Stops every subscription. The Kysely instance belongs to the caller and stays open. */
  async close(): Promise<void> {
    await this.subscriptions.close();
  }
}

async function currentRevision(db: Kysely<EventStoreTables>, streamName: string): Promise<bigint | "no_stream"> {
  const { rows } = await sql<{ revision: string }>`
    SELECT revision::text AS revision FROM streams WHERE stream_name = ${streamName}`.execute(db);
  return rows[0] ? BigInt(rows[0].revision) : "no_stream";
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === uniqueViolation;
