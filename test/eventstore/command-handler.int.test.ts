import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { type CommandContext, handleCommand } from "../../src/eventstore/command-handler.ts";
import type { Decider, DomainEvent } from "../../src/eventstore/decider.ts";
import { eventCodec } from "../../src/eventstore/event-codec.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import { type EventStore, WrongExpectedRevisionError } from "../../src/eventstore/types.ts";
import { DomainError, type ErrorCode } from "../../src/shared/errors.ts";
import { createTestDatabase, testDatabaseKind } from "../support/database.ts";
import { newEvent, uniqueStreamName } from "./contract.ts";

/** A counter that refuses to go past its limit: the smallest rule that concurrency can break. */
type Incremented = DomainEvent<"Incremented", { by: string }>;
type Increment = { type: "Increment"; by: string };
type CounterState = { count: number };

const counterWithLimit = (limit: number): Decider<CounterState, Increment, Incremented> => ({
  events: eventCodec<Incremented>({ types: { Incremented: true } }),
  initialState: () => ({ count: 0 }),
  evolve: (state, event) => {
    switch (event.type) {
      case "Incremented":
        return { count: state.count + 1 };
      default: {
        const unknown: never = event.type;
        throw new Error(`Unknown event ${String(unknown)}`);
      }
    }
  },
  decide: (command, state) => {
    if (state.count >= limit)
      // a code of this test only, with no text in any catalogue
      throw new DomainError("COUNTER_LIMIT_REACHED" as ErrorCode, { limit });
    return [{ type: "Incremented", data: { by: command.by } }];
  },
});

const context = (commandId?: string): CommandContext => ({
  actor: "system",
  correlationId: randomUUID(),
  ...(commandId ? { commandId } : {}),
});

/**
 * The real store, except that just before each append another writer appends to the same stream:
 * every attempt of the command handler meets a genuine revision conflict from the database.
 */
class StoreWithAnotherWriter implements EventStore {
  appendAttempts = 0;
  constructor(private readonly store: EventStore) {}
  get description() {
    return this.store.description;
  }
  async appendToStream(...[streamName, events, expected]: Parameters<EventStore["appendToStream"]>) {
    this.appendAttempts++;
    await this.store.appendToStream(streamName, [newEvent("Incremented", { by: "someone-else" })], "any");
    return this.store.appendToStream(streamName, events, expected);
  }
  readStream(...args: Parameters<EventStore["readStream"]>) {
    return this.store.readStream(...args);
  }
  readAll(...args: Parameters<EventStore["readAll"]>) {
    return this.store.readAll(...args);
  }
  subscribeToAll(...args: Parameters<EventStore["subscribeToAll"]>) {
    return this.store.subscribeToAll(...args);
  }
  close() {
    return this.store.close();
  }
}

describe(`handleCommand on the PostgreSQL event store (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  let store: PostgresEventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    store = new PostgresEventStore(database.db, { prepared: database.prepared });
  });
  afterAll(async () => {
    await store?.close();
    await database?.close();
  });

  it("retries on revision conflicts so that 20 concurrent increments against a limit of 10 end at exactly 10", async () => {
    const stream = uniqueStreamName("counter");
    // Each conflict means another increment succeeded, and at most 10 can: 11 attempts always suffice.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        handleCommand(store, stream, counterWithLimit(10), { type: "Increment", by: `client-${i}` }, context(), {
          maxAttempts: 11,
        }),
      ),
    );

    const succeeded = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason] : []));
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(10);
    for (const reason of refused) expect(reason).toMatchObject({ code: "COUNTER_LIMIT_REACHED" });

    const events = await store.readStream(stream);
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 10 }, (_, i) => BigInt(i)));
    expect(new Set(events.map((e) => e.data.by)).size).toBe(10);
  });

  it("gives up with the conflict after the bounded number of attempts, having appended nothing of its own", async () => {
    const stream = uniqueStreamName("contended");
    const contended = new StoreWithAnotherWriter(store);

    const attempt = handleCommand(
      contended,
      stream,
      counterWithLimit(100),
      { type: "Increment", by: "me" },
      context(),
      { maxAttempts: 3 },
    );
    await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);

    expect(contended.appendAttempts).toBe(3);
    expect((await store.readStream(stream)).map((e) => e.data.by)).toEqual([
      "someone-else",
      "someone-else",
      "someone-else",
    ]);
  });

  it("appends nothing twice for a command retried with the same commandId, even concurrently", async () => {
    const stream = uniqueStreamName("idempotent");
    const decider = counterWithLimit(100);
    const commandId = randomUUID();

    const first = await handleCommand(store, stream, decider, { type: "Increment", by: "first" }, context(commandId));
    const retried = await handleCommand(store, stream, decider, { type: "Increment", by: "first" }, context(commandId));
    expect(retried.events).toEqual(first.events);
    expect(retried.appendResult?.nextExpectedRevision).toBe(0n);
    expect(await store.readStream(stream)).toHaveLength(1);

    // Five deliveries of one new command at once: one appends, the others find its events.
    const secondId = randomUUID();
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () =>
        handleCommand(store, stream, decider, { type: "Increment", by: "second" }, context(secondId)),
      ),
    );
    const recorded = await store.readStream(stream);
    expect(recorded).toHaveLength(2);
    expect(recorded[1]!.metadata.commandId).toBe(secondId);
    for (const delivery of deliveries) expect(delivery.appendResult?.nextExpectedRevision).toBe(1n);
  });

  it("records who asked and why in every event's metadata", async () => {
    const stream = uniqueStreamName("metadata");
    const commandId = randomUUID();
    const correlationId = randomUUID();
    await handleCommand(
      store,
      stream,
      counterWithLimit(1),
      { type: "Increment", by: "x" },
      { actor: "user-7", correlationId, commandId },
    );
    const [event] = await store.readStream(stream);
    expect(event!.metadata).toMatchObject({
      actor: "user-7",
      correlationId,
      commandId,
      causationId: commandId,
      schemaVersion: 1,
    });
    expect(event!.metadata.eventId).toBe(event!.eventId);
  });
});
