import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, sql } from "../../src/db/connection.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";
import { PostgresEventStore, type PostgresEventStoreOptions } from "../../src/eventstore/postgres.ts";
import {
  type EventStore,
  type GlobalPosition,
  type RecordedEvent,
  WrongExpectedRevisionError,
} from "../../src/eventstore/types.ts";
import { createTestDatabase, testDatabaseUrl } from "../support/database.ts";
import {
  Collector,
  defineEventStoreContract,
  type EventStoreFactory,
  idsOf,
  newEvent,
  readAllAfterUntilItHas,
  uniqueStreamName,
} from "./contract.ts";

async function openPglite(): Promise<DatabaseHandle> {
  const database = await openDatabase({ kind: "pglite" });
  await migrateToLatest(database.db);
  return database;
}

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL names one (a private schema). */
const backends: { name: string; open: () => Promise<DatabaseHandle> }[] = [
  { name: "PGlite", open: openPglite },
  ...(testDatabaseUrl ? [{ name: "PostgreSQL", open: createTestDatabase }] : []),
];

const storeOn =
  (openBackend: () => Promise<DatabaseHandle>): EventStoreFactory =>
  async () => {
    const database = await openBackend();
    const store = new PostgresEventStore(database.db, {
      description: `PostgreSQL event store (${database.description})`,
      prepared: database.prepared,
    });
    return {
      store,
      cleanup: async () => {
        await store.close();
        await database.close();
      },
    };
  };

for (const backend of backends)
  defineEventStoreContract(`PostgreSQL adapter on ${backend.name}`, storeOn(backend.open));
if (!testDatabaseUrl) {
  it.skip("EventStore contract: PostgreSQL adapter on a PostgreSQL server — skipped: TEST_DATABASE_URL unset", () => {});
}

const mark = async (store: EventStore, label: string) =>
  (await store.appendToStream(uniqueStreamName(`${label}-marker`), [newEvent("Marker")], "no_stream")).position;

/** Resolves with the first error reported to onError. */
function firstReportedError(): { onError: (error: unknown) => void; reported: Promise<unknown> } {
  let report!: (error: unknown) => void;
  const reported = new Promise<unknown>((resolve) => (report = resolve));
  return { onError: (error) => report(error), reported };
}

for (const backend of backends) {
  describe(`PostgresEventStore on ${backend.name}`, () => {
    let database: DatabaseHandle;
    const stores: PostgresEventStore[] = [];
    const newStore = (options: PostgresEventStoreOptions = {}) => {
      const store = new PostgresEventStore(database.db, options);
      stores.push(store);
      return store;
    };

    beforeAll(async () => {
      database = await backend.open();
    });
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await database?.close();
    });

    it("stops a subscription whose handler throws and reports the error", async () => {
      const { onError, reported } = firstReportedError();
      const store = newStore({ onError, pollIntervalMs: 20 });
      const prefix = uniqueStreamName("failing-handler");
      const start = await mark(store, "failing-handler");
      const failure = new Error("projection failed");
      const delivered: RecordedEvent[] = [];
      const subscription = store.subscribeToAll(start, (event) => {
        if (!event.streamName.startsWith(prefix)) return;
        delivered.push(event);
        throw failure;
      });
      await store.appendToStream(`${prefix}-a`, [newEvent("First")], "no_stream");
      await store.appendToStream(`${prefix}-b`, [newEvent("Second")], "no_stream");
      expect(await reported).toBe(failure);

      // Once a second subscription has both events, the stopped one would have had the second too.
      const witness = new Collector(prefix);
      const witnessSubscription = store.subscribeToAll(start, witness.handler);
      await witness.waitForCount(2);
      await witnessSubscription.stop();
      expect(delivered.map((e) => e.type)).toEqual(["First"]);
      await subscription.stop();
    });

    it("wakes its own subscriptions on append instead of waiting for the next poll", async () => {
      const store = newStore({ pollIntervalMs: 60_000 });
      const prefix = uniqueStreamName("wake");
      const start = await mark(store, "wake");
      const collector = new Collector(prefix);
      const subscription = store.subscribeToAll(start, collector.handler);
      try {
        await store.appendToStream(`${prefix}-a`, [newEvent("Appended")], "no_stream");
        // Far below the poll interval: only the in-process wake-up can deliver this in time.
        await collector.waitForCount(1, 10_000);
      } finally {
        await subscription.stop();
      }
    });

    it.runIf(backend.name === "PostgreSQL")(
      "reads an event its wake-up announced once another writer's open transaction ends, without waiting for the next poll",
      async () => {
        const store = newStore({ pollIntervalMs: 60_000 });
        const prefix = uniqueStreamName("held");
        const start = await mark(store, "held");
        const collector = new Collector(prefix);
        const subscription = store.subscribeToAll(start, collector.handler);
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        let began!: () => void;
        const begun = new Promise<void>((resolve) => (began = resolve));
        // another writer's transaction, begun before the append and open after it, holds back what a read may see
        const held = database.db.transaction().execute(async (trx) => {
          await sql`SELECT pg_current_xact_id()`.execute(trx);
          began();
          await released;
        });
        try {
          await begun;
          await store.appendToStream(`${prefix}-a`, [newEvent("Appended")], "no_stream");
          await new Promise((resolve) => setTimeout(resolve, 300));
          expect(collector.events).toHaveLength(0);
          release();
          await held;
          // no further append wakes it, and the poll is a minute away
          await collector.waitForCount(1, 5_000);
        } finally {
          release();
          await held.catch(() => {});
          await subscription.stop();
        }
      },
    );

    it("close() stops subscriptions promptly and leaves the database to its owner", async () => {
      const store = newStore({ pollIntervalMs: 60_000 });
      const collector = new Collector();
      store.subscribeToAll(await mark(store, "close"), collector.handler);
      await store.close();
      const afterClose = await mark(newStore(), "after-close");
      expect(() => store.subscribeToAll(afterClose, collector.handler)).toThrow(/closed/);
      const { rows } = await sql<{ one: number }>`SELECT 1 AS one`.execute(database.db);
      expect(rows).toEqual([{ one: 1 }]);
    });

    it("reports a unique violation on a stream revision as a revision conflict, and appends nothing", async () => {
      const store = newStore();
      const stream = uniqueStreamName("race");
      // A row the streams table does not know about: what a writer that bypassed the compare-and-set
      // would leave behind. The next append collides with it on (stream_name, stream_revision).
      const intruder = newEvent("Intruder");
      await database.db
        .insertInto("events")
        .values({
          event_id: intruder.metadata.eventId,
          stream_name: stream,
          stream_revision: "0",
          type: intruder.type,
          schema_version: 1,
          data: JSON.stringify(intruder.data),
          metadata: JSON.stringify(intruder.metadata),
        })
        .execute();

      const error = await store.appendToStream(stream, [newEvent("Mine")], "no_stream").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(WrongExpectedRevisionError);
      expect((await store.readStream(stream)).map((e) => e.type)).toEqual(["Intruder"]);
      const { rows } = await sql`SELECT 1 FROM streams WHERE stream_name = ${stream}`.execute(database.db);
      expect(rows).toEqual([]);
    });

    it("refuses an event id that is already stored, without calling it a revision conflict", async () => {
      const store = newStore();
      const event = newEvent("Once");
      await store.appendToStream(uniqueStreamName("first-home"), [event], "no_stream");
      const elsewhere = uniqueStreamName("second-home");
      const error = await store.appendToStream(elsewhere, [event], "no_stream").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toBeInstanceOf(WrongExpectedRevisionError);
      expect(await store.readStream(elsewhere)).toEqual([]);
    });

    const runsTwoTransactionsAtOnce = backend.name !== "PGlite";
    it.skipIf(!runsTwoTransactionsAtOnce)(
      `a reader never misses an event whose transaction took the lower position but committed last${runsTwoTransactionsAtOnce ? "" : " — skipped: PGlite has one connection, so two transactions cannot be open at once"}`,
      async () => {
        const store = newStore({ pollIntervalMs: 20 });
        const prefix = uniqueStreamName("out-of-order");
        const start = await mark(store, "out-of-order");
        const subscribed = new Collector(prefix);
        const subscription = store.subscribeToAll(start, subscribed.handler);

        // The slow writer: the same statements as PostgresEventStore.appendToStream, in a
        // transaction this test holds open until it says so.
        const late = newEvent("Late");
        let releaseSlowWriter!: () => void;
        const slowWriterReleased = new Promise<void>((resolve) => (releaseSlowWriter = resolve));
        let lateInserted!: (position: bigint) => void;
        const latePosition = new Promise<bigint>((resolve) => (lateInserted = resolve));
        const slowWriter = database.db.transaction().execute(async (trx) => {
          await sql`INSERT INTO streams (stream_name, revision) VALUES (${`${prefix}-late`}, 0)`.execute(trx);
          const { position } = await trx
            .insertInto("events")
            .values({
              event_id: late.metadata.eventId,
              stream_name: `${prefix}-late`,
              stream_revision: "0",
              type: late.type,
              schema_version: 1,
              data: JSON.stringify(late.data),
              metadata: JSON.stringify(late.metadata),
            })
            .returning(sql<string>`position::text`.as("position"))
            .executeTakeFirstOrThrow();
          lateInserted(BigInt(position));
          await slowWriterReleased;
        });

        try {
          const lateSequence = await latePosition;
          const early = newEvent("Early");
          const earlyResult = await store.appendToStream(`${prefix}-early`, [early], "no_stream");
          expect(earlyResult.position.prepare).toBeGreaterThan(lateSequence);

          // "Early" is committed and visible to any plain query; a reader ordering by sequence
          // number alone would take it now and move its checkpoint past the still-invisible "late".
          const { rows: visible } = await sql`SELECT 1 FROM events WHERE event_id = ${early.metadata.eventId}`.execute(
            database.db,
          );
          expect(visible).toHaveLength(1);

          let checkpoint: GlobalPosition = start;
          const polled: RecordedEvent[] = [];
          const poll = async () => {
            const page = await store.readAll(checkpoint, 100);
            polled.push(...page.filter((e) => e.streamName.startsWith(prefix)));
            if (page.length > 0) checkpoint = page[page.length - 1]!.position;
          };
          await poll();
          expect(polled).toEqual([]);

          releaseSlowWriter();
          await slowWriter;
          await readAllAfterUntilItHas(store, start, [late.metadata.eventId, early.metadata.eventId]);
          await poll();
          expect(idsOf(polled)).toEqual([late.metadata.eventId, early.metadata.eventId]);

          await subscribed.waitForCount(2);
          expect(idsOf(subscribed.events)).toEqual([late.metadata.eventId, early.metadata.eventId]);
        } finally {
          releaseSlowWriter();
          await slowWriter.catch(() => {});
          await subscription.stop();
        }
      },
    );
  });
}
