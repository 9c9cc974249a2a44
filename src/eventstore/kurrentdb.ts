import {
  ANY,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type AppendStreamState,
  excludeSystemEvents,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  START as KURRENT_START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from "@kurrent/kurrentdb-client";
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
import { comparePositions, WrongExpectedRevisionError } from "./types.ts";
import { KurrentSubscription } from "./kurrentdb-subscription.ts";
import { collect, redact, toReadPosition, toRecordedEvent, toStreamState } from "./kurrentdb-translation.ts";

export type KurrentDbEventStoreOptions = EventStoreAdapterOptions & {
  /** Our own limit on every call: the client can hang past its gRPC deadline (see stack-notes). */
  timeoutMs?: number;
  /** Pause before a dropped subscription reconnects from the last delivered position. */
  resubscribeDelayMs?: number;
};

/** The schemes the client accepts, plus the older `esdb` ones that it only accepts with a warning. */
const supportedScheme = /^(kurrentdb|kurrent|kdb|esdb)(\+discover)?:\/\//;

export class KurrentDbTimeoutError extends Error {
  constructor(operation: string, timeoutMs: number) {
    super(`KurrentDB ${operation} did not answer within ${timeoutMs} ms`);
    this.name = "KurrentDbTimeoutError";
  }
}

/** The event store in KurrentDB (EventStoreDB), chosen with EVENTSTORE_URL=kurrentdb://… or esdb://… */
export class KurrentDbEventStore implements EventStore {
  readonly description: string;
  private readonly timeoutMs: number;
  private readonly resubscribeDelayMs: number;
  private readonly subscriptions: OpenSubscriptions<KurrentSubscription>;

  private constructor(
    private readonly client: KurrentDBClient,
    options: KurrentDbEventStoreOptions & { description: string },
  ) {
    this.description = options.description;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.resubscribeDelayMs = options.resubscribeDelayMs ?? 1_000;
    this.subscriptions = new OpenSubscriptions(options.description, options.onError);
  }

  /** Connects and reads one event of $all, so a wrong URL or an unreachable server fails at start-up. */
  static async connect(url: string, options: KurrentDbEventStoreOptions = {}): Promise<KurrentDbEventStore> {
    if (!supportedScheme.test(url))
      throw new Error(`EVENTSTORE_URL must start with kurrentdb:// or esdb://, got "${redact(url)}"`);
    const client = KurrentDBClient.connectionString(url.replace(/^esdb/, "kurrentdb"));
    const store = new KurrentDbEventStore(client, {
      ...options,
      description: options.description ?? `KurrentDB ${redact(url)}`,
    });
    try {
      await store.withTimeout("connection check", collect(client.readAll({ maxCount: 1 })));
    } catch (error) {
      await store.withTimeout("disconnect", client.dispose()).catch(() => {});
      throw new Error(`Cannot reach the event store at ${redact(url)}: ${String(error)}`, { cause: error });
    }
    return store;
  }

  async appendToStream(streamName: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    if (events.length === 0) throw new Error(`appendToStream(${streamName}): nothing to append`);
    const eventData = events.map((event) =>
      jsonEvent({ id: event.metadata.eventId, type: event.type, data: event.data, metadata: event.metadata }),
    );
    try {
      const result = await this.withTimeout(
        `append to ${streamName} (written or not: unknown)`,
        this.client.appendToStream(streamName, eventData, {
          streamState: toStreamState(expected),
          deadline: this.timeoutMs,
        }),
      );
      const position = result.position ?? (await this.lastEventPosition(streamName));
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        // Older servers report a missing stream as revision -1.
        const actual =
          typeof error.actualState === "bigint" && error.actualState < 0n ? "no_stream" : error.actualState;
        throw new WrongExpectedRevisionError(streamName, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamName: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    try {
      const resolved = await this.withTimeout(
        `read of ${streamName}`,
        collect(
          this.client.readStream(streamName, {
            fromRevision: options.fromRevision ?? KURRENT_START,
            ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
            deadline: this.timeoutMs,
          }),
        ),
      );
      return resolved.flatMap((event) => {
        const recorded = toRecordedEvent(event);
        return recorded ? [recorded] : [];
      });
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async streamRevisions(streamNames: readonly string[]): Promise<Map<string, bigint>> {
    const lasts = await Promise.all(
      streamNames.map(async (name) => {
        const [last] = await this.readLast(name);
        return last ? ([name, last.revision] as const) : undefined;
      }),
    );
    return new Map(lasts.filter((entry) => entry !== undefined));
  }

  private async readLast(streamName: string): Promise<RecordedEvent[]> {
    try {
      const resolved = await this.withTimeout(
        `read of ${streamName}`,
        collect(this.client.readStream(streamName, { direction: "backwards", fromRevision: "end", maxCount: 1 })),
      );
      return resolved.flatMap((event) => toRecordedEvent(event) ?? []);
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
  }

  async readAll(after: GlobalPosition, limit: number): Promise<RecordedEvent[]> {
    const result: RecordedEvent[] = [];
    let from: GlobalPosition = after;
    // Paged by hand rather than with a server-side filter, so that `limit` counts only the events we
    // return; a read from a position may include the event at that position, hence the extra one.
    while (result.length < limit) {
      const pageSize = limit - result.length + 1;
      const page = await this.withTimeout(
        "read of $all",
        collect(
          this.client.readAll({ fromPosition: toReadPosition(from), maxCount: pageSize, deadline: this.timeoutMs }),
        ),
      );
      const previousFrom = from;
      for (const resolved of page) {
        const recorded = toRecordedEvent(resolved);
        if (recorded && comparePositions(recorded.position, after) > 0 && result.length < limit) result.push(recorded);
        from = resolved.event?.position ?? resolved.link?.position ?? from;
      }
      if (page.length < pageSize || comparePositions(from, previousFrom) === 0) break;
    }
    return result;
  }

  subscribeToAll(after: GlobalPosition, handler: SubscriptionHandler): Subscription {
    return this.subscriptions.add(
      (onStopped) =>
        new KurrentSubscription(after, handler, {
          open: (position) =>
            this.client.subscribeToAll({ fromPosition: toReadPosition(position), filter: excludeSystemEvents() }),
          close: async (stream) => {
            try {
              await this.withTimeout("unsubscribe", stream.unsubscribe());
            } finally {
              // A cancelled gRPC call does not always end the stream piped from it; destroying it ends
              // the for-await loop that may be waiting on it.
              stream.destroy();
            }
          },
          resubscribeDelayMs: this.resubscribeDelayMs,
          onError: this.subscriptions.onError,
          onStopped,
        }),
    );
  }

  async close(): Promise<void> {
    await this.subscriptions.close();
    await this.withTimeout("disconnect", this.client.dispose());
  }

  /** For servers that do not report the position of an append (before 22.6). */
  private async lastEventPosition(streamName: string): Promise<GlobalPosition> {
    const [last] = await this.withTimeout(
      `read of ${streamName}`,
      collect(this.client.readStream(streamName, { direction: "backwards", fromRevision: "end", maxCount: 1 })),
    );
    const position = last?.event?.position;
    if (!position) throw new Error(`KurrentDB did not report the position of the append to ${streamName}`);
    return position;
  }

  private withTimeout<T>(operation: string, work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new KurrentDbTimeoutError(operation, this.timeoutMs)), this.timeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}
