import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Projector } from "../../src/eventstore/projector.ts";
import { ProjectionRunner } from "../../src/eventstore/projection-runner.ts";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import type { NewEvent } from "../../src/eventstore/types.ts";
import { createTestDatabase } from "../support/database.ts";
import { committedEvents } from "../support/events.ts";

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  type,
  data,
  metadata: { eventId: randomUUID(), correlationId: "test", causationId: "test", actor: "system", schemaVersion: 1 },
});

/** A read model of notes; a note with text "boom" makes the projector fail (a crash mid-batch). */
const notesProjector = (version = 1): Projector => ({
  name: "test-notes",
  version,
  handles: ["NoteWritten"],
  tables: ["test_notes" as never],
  async apply(writes, e) {
    if (e.data.text === "boom") throw new Error("projector crashed");
    if (e.data.text === "look") indexesSeen.push(await writes.execute((trx) => notesIndexes(trx)));
    // fails the first time it is applied, and only then (a replay in one transaction that fails)
    if (e.data.text === "fail once" && !failedOnce.has(e.streamName)) {
      failedOnce.add(e.streamName);
      throw new Error("failed once");
    }
    await writes.upsert(
      "test_notes" as never,
      { stream_name: e.streamName, text: String(e.data.text) } as never,
      ["stream_name"] as never,
    );
  },
});

const failedOnce = new Set<string>();
/** The secondary indexes of test_notes, as the projector saw them mid-replay. */
const indexesSeen: string[][] = [];
const notesIndexes = async (db: Kysely<any>) =>
  (
    await sql<{
      indexdef: string;
    }>`SELECT indexdef FROM pg_indexes WHERE tablename = 'test_notes' AND indexname <> 'test_notes_pkey' ORDER BY indexname`.execute(
      db,
    )
  ).rows.map((row) => row.indexdef);

const rows = async (handle: DatabaseHandle) =>
  (
    await sql<{
      stream_name: string;
      text: string;
    }>`SELECT stream_name, text FROM test_notes ORDER BY stream_name`.execute(handle.db)
  ).rows;

describe("projection runner", () => {
  let handle: DatabaseHandle;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];

  beforeEach(async () => {
    handle = await createTestDatabase();
    await sql`CREATE TABLE test_notes (stream_name text PRIMARY KEY, text text NOT NULL)`.execute(handle.db);
    store = new PostgresEventStore(handle.db);
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await store.close();
    await handle.close();
  });

  it("applies events, and a mutation can wait until they are projected", async () => {
    const runner = new ProjectionRunner(handle.db, store, [notesProjector()], { pollMs: 5_000 });
    runners.push(runner);
    await runner.start();
    const { position } = await store.appendToStream("note-1", [event("NoteWritten", { text: "first" })], "no_stream");
    // pollMs is long: only waitFor's wake-up can make this fast enough
    const started = Date.now();
    await runner.waitFor(position, { timeoutMs: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await rows(handle)).toEqual([{ stream_name: "note-1", text: "first" }]);
  });

  it("a failing batch changes neither the read model nor the checkpoint, and is retried from the same place", async () => {
    await store.appendToStream("note-a", [event("NoteWritten", { text: "kept?" })], "no_stream");
    await store.appendToStream("note-b", [event("NoteWritten", { text: "boom" })], "no_stream");
    // one catch-up reads below the oldest open transaction: on a PostgreSQL server shared with other
    // test files it could stop short of "boom" and not fail; wait until the log reads whole
    await committedEvents(store, handle.db);
    const runner = new ProjectionRunner(handle.db, store, [notesProjector()]);
    await expect(runner.catchUp()).rejects.toThrow("projector crashed");
    await runner.stop();
    expect(await rows(handle)).toEqual([]); // note-a was in the same transaction: rolled back too
    const checkpoint = await handle.db
      .selectFrom("projection_checkpoints")
      .selectAll()
      .where("name", "=", "test-notes")
      .executeTakeFirstOrThrow();
    expect(String(checkpoint.commit_position)).toBe("-1");

    // the bad event is superseded: a fixed projector that skips it resumes from the same checkpoint
    const fixed: Projector = {
      ...notesProjector(),
      apply: async (writes, e) => (e.data.text === "boom" ? undefined : notesProjector().apply(writes, e)),
    };
    await new ProjectionRunner(handle.db, store, [fixed]).catchUp();
    expect(await rows(handle)).toEqual([{ stream_name: "note-a", text: "kept?" }]);
  });

  it("one runner owns a projector at a time; the other follows through the checkpoint", async () => {
    const first = new ProjectionRunner(handle.db, store, [notesProjector()], { owner: "first", pollMs: 20 });
    const second = new ProjectionRunner(handle.db, store, [notesProjector()], { owner: "second", pollMs: 20 });
    runners.push(first, second);
    await first.start();
    await second.start();
    const owners = await handle.db
      .selectFrom("projection_checkpoints")
      .select("lease_owner")
      .where("name", "=", "test-notes")
      .execute();
    expect(owners).toEqual([{ lease_owner: "first" }]);
    const { position } = await store.appendToStream(
      "note-2",
      [event("NoteWritten", { text: "via first" })],
      "no_stream",
    );
    await second.waitFor(position, { timeoutMs: 5_000 }); // the second sees progress made by the first
    expect(await rows(handle)).toEqual([{ stream_name: "note-2", text: "via first" }]);
  });

  it("an expired lease is taken over by another runner", async () => {
    const gone = new ProjectionRunner(handle.db, store, [notesProjector()], { owner: "gone", leaseMs: 50 });
    await gone.catchUp(); // takes the lease, then "crashes" without releasing it
    await new Promise((r) => setTimeout(r, 80));
    const next = new ProjectionRunner(handle.db, store, [notesProjector()], { owner: "next", pollMs: 20 });
    runners.push(next);
    await next.start();
    const { position } = await store.appendToStream(
      "note-3",
      [event("NoteWritten", { text: "taken over" })],
      "no_stream",
    );
    await next.waitFor(position, { timeoutMs: 5_000 });
    expect(await rows(handle)).toEqual([{ stream_name: "note-3", text: "taken over" }]);
  });

  it("a new projector version empties its tables and rebuilds from position 0", async () => {
    const { position } = await store.appendToStream("note-4", [event("NoteWritten", { text: "v1" })], "no_stream");
    // waitFor rather than one catch-up: on a shared PostgreSQL a catch-up can stop short of the event
    const v1 = new ProjectionRunner(handle.db, store, [notesProjector(1)], { pollMs: 20 });
    await v1.start();
    await v1.waitFor(position, { timeoutMs: 5_000 });
    await v1.stop(); // releases its lease, as a process does when it shuts down for an upgrade
    await sql`INSERT INTO test_notes VALUES ('stray', 'not from an event')`.execute(handle.db);
    const v2 = new ProjectionRunner(handle.db, store, [notesProjector(2)], { pollMs: 20 });
    runners.push(v2);
    await v2.start();
    await v2.waitFor(position, { timeoutMs: 5_000 });
    expect(await rows(handle)).toEqual([{ stream_name: "note-4", text: "v1" }]);
    const { version } = await handle.db
      .selectFrom("projection_checkpoints")
      .select("version")
      .where("name", "=", "test-notes")
      .executeTakeFirstOrThrow();
    expect(version).toBe(2);
  });

  it("a rebuild while the background loop runs keeps the projector owned and ends with every row", async () => {
    // small batches and a fast loop make the loop and the rebuild meet on the same checkpoint
    const runner = new ProjectionRunner(handle.db, store, [notesProjector()], { pollMs: 1, batchSize: 3 });
    runners.push(runner);
    for (let i = 0; i < 40; i++)
      await store.appendToStream(
        `note-r${String(i).padStart(2, "0")}`,
        [event("NoteWritten", { text: `n${i}` })],
        "no_stream",
      );
    await runner.start();
    for (let round = 0; round < 5; round++) await runner.rebuild("test-notes");
    const { position } = await store.appendToStream(
      "note-after",
      [event("NoteWritten", { text: "after" })],
      "no_stream",
    );
    await runner.waitFor(position, { timeoutMs: 2_000 });
    expect(await rows(handle)).toHaveLength(41);
  });

  it("a rebuild sets a big table's secondary indexes aside while it replays, and builds them again, also when it fails", async () => {
    await sql`CREATE INDEX test_notes_text ON test_notes (text)`.execute(handle.db);
    await sql`CREATE INDEX test_notes_words ON test_notes USING gin (to_tsvector('simple', text))`.execute(handle.db);
    const defined = await notesIndexes(handle.db);
    expect(defined).toHaveLength(2);
    await store.appendToStream("note-look", [event("NoteWritten", { text: "look" })], "no_stream");
    const runner = new ProjectionRunner(handle.db, store, [notesProjector()], { pollMs: 5_000 });
    runners.push(runner);
    await runner.start();
    await runner.catchUp();
    // a small table keeps its indexes: building them would cost more than keeping them up
    indexesSeen.length = 0;
    await runner.rebuildAll();
    expect(indexesSeen).toEqual([defined]);
    // a table of 10,000 rows (as its statistics say) has them set aside
    await sql`INSERT INTO test_notes SELECT 'many-' || i, 'n' FROM generate_series(1, 10000) AS i`.execute(handle.db);
    await sql`ANALYZE test_notes`.execute(handle.db);
    indexesSeen.length = 0;
    await runner.rebuild("test-notes");
    expect(indexesSeen).toEqual([[]]);
    expect(await notesIndexes(handle.db)).toEqual(defined);
    expect(await rows(handle)).toEqual([{ stream_name: "note-look", text: "look" }]);
    // the replay batch by batch (after the one transaction failed) sets them aside whatever the size
    await store.appendToStream("note-once", [event("NoteWritten", { text: "fail once" })], "no_stream");
    indexesSeen.length = 0;
    await runner.rebuild("test-notes");
    expect(indexesSeen).toEqual([defined, []]);
    expect(await notesIndexes(handle.db)).toEqual(defined);
    await store.appendToStream("note-boom", [event("NoteWritten", { text: "boom" })], "no_stream");
    await expect(runner.rebuild("test-notes")).rejects.toThrow(/projector crashed/);
    expect(await notesIndexes(handle.db)).toEqual(defined);
    const { rows: left } = await sql`SELECT * FROM projection_indexes_set_aside`.execute(handle.db);
    expect(left).toEqual([]);
  });

  it("indexes a rebuild set aside when its process stopped are built at the next start", async () => {
    await sql`CREATE INDEX test_notes_text ON test_notes (text)`.execute(handle.db);
    const defined = await notesIndexes(handle.db);
    // what a process that stopped mid-rebuild leaves behind
    await sql`INSERT INTO projection_indexes_set_aside (name, table_name, definition) VALUES
      ('public.test_notes_text', 'test_notes', ${defined[0]!})`.execute(handle.db);
    await sql`DROP INDEX test_notes_text`.execute(handle.db);
    const runner = new ProjectionRunner(handle.db, store, [notesProjector()], { pollMs: 5_000 });
    runners.push(runner);
    await runner.start();
    expect(await notesIndexes(handle.db)).toEqual(defined);
    expect((await sql`SELECT * FROM projection_indexes_set_aside`.execute(handle.db)).rows).toEqual([]);
  });
});
