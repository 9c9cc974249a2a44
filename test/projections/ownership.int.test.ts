import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { ProjectionRunner } from "../../src/eventstore/projection-runner.ts";
import type { Projector } from "../../src/eventstore/projector.ts";
import { PostgresEventStore } from "../../src/eventstore/postgres.ts";
import type { NewEvent } from "../../src/eventstore/types.ts";
import { createTestDatabase, testDatabaseKind, testDatabaseUrl } from "../support/database.ts";

/**
 * Who owns a projector (projection-ownership.ts): a runner that died gives its projectors up at
 * once (PostgreSQL: its advisory lock goes with its connection; PGlite: a lease whose runner is not
 * alive in the one process that has the folder open), a live one keeps them however long it idles.
 */
const event = (text: string): NewEvent => ({
  type: "NoteWritten",
  data: { text },
  metadata: { eventId: randomUUID(), correlationId: "test", causationId: "test", actor: "system", schemaVersion: 1 },
});

/** Counts the times each note was applied: a batch applied twice would show 2. */
const notes: Projector = {
  name: "test-owned-notes",
  version: 1,
  handles: ["NoteWritten"],
  tables: ["test_owned_notes" as never],
  async apply(writes, e) {
    await writes.insertIfAbsent(
      "test_owned_notes" as never,
      { stream_name: e.streamName, applied: 0 } as never,
      ["stream_name"] as never,
    );
    await writes.increment(
      "test_owned_notes" as never,
      { stream_name: e.streamName } as never,
      { applied: 1 } as never,
    );
  },
};

const leaseOwner = async (handle: DatabaseHandle) =>
  (
    await handle.db
      .selectFrom("projection_checkpoints")
      .select("lease_owner")
      .where("name", "=", notes.name)
      .executeTakeFirst()
  )?.lease_owner;

describe(`projector ownership (${testDatabaseKind})`, () => {
  let handle: DatabaseHandle;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const runner = (owner: string, leaseMs = 30_000) => {
    const created = new ProjectionRunner(handle.db, store, [notes], { owner, leaseMs, pollMs: 5_000 });
    runners.push(created);
    return created;
  };

  beforeEach(async () => {
    handle = await createTestDatabase();
    await sql`CREATE TABLE test_owned_notes (stream_name text PRIMARY KEY, applied int NOT NULL)`.execute(handle.db);
    store = new PostgresEventStore(handle.db);
  });
  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    await store.close();
    await handle.close();
  });

  it("takes at start a projector whose lease a dead process left for another hour", async () => {
    await new ProjectionRunner(handle.db, store, [notes]).catchUp(); // creates the checkpoint row
    // a process killed right after a batch: its row names it for a long while, but it holds no lock and runs no runner here
    await sql`UPDATE projection_checkpoints SET lease_owner = 'killed-process', lease_until = now() + interval '1 hour' WHERE name = ${notes.name}`.execute(
      handle.db,
    );
    const restarted = runner("restarted");
    await restarted.start();
    expect(restarted.ownsProjector(notes.name)).toBe(true);
    expect(await leaseOwner(handle)).toBe("restarted");
  });

  it("keeps an idle projector past its lease: the heartbeat renews it and no other runner takes it", async () => {
    const first = runner("first", 300);
    await first.start();
    await new Promise((resolve) => setTimeout(resolve, 900)); // three leases long, nothing to apply
    const second = runner("second", 300);
    await second.start();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect([first.ownsProjector(notes.name), second.ownsProjector(notes.name)]).toEqual([true, false]);
    expect(await leaseOwner(handle)).toBe("first");
  });

  it("hands a projector over within a second of a graceful stop, and a waiting mutation sees it applied", async () => {
    const first = runner("first");
    const second = runner("second");
    await first.start();
    await second.start();
    await new Promise((resolve) => setTimeout(resolve, 200)); // the second has asked once and been refused
    await first.stop();
    const { position } = await store.appendToStream("note-handover", [event("after the stop")], "no_stream");
    const started = Date.now();
    await second.waitFor(position, { timeoutMs: 5_000 });
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(second.ownsProjector(notes.name)).toBe(true);
  });

  it.skipIf(!testDatabaseUrl)(
    "takes over within about a second when the owner's connection dies, and never applies a batch twice",
    async () => {
      const first = runner("first");
      const second = runner("second");
      await first.start();
      await second.start();
      const { position: one } = await store.appendToStream("note-1", [event("one")], "no_stream");
      await second.waitFor(one, { timeoutMs: 5_000 });
      // the owner's lock connection goes as a killed process's does; its lease would last 30 s more
      const { rows } = await sql<{ pid: number }>`
      SELECT l.pid FROM pg_locks l, (SELECT hashtextextended(current_schema() || '/projector/' || ${notes.name}, 0) AS k) key
      WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
        AND l.classid = ((key.k >> 32) & 4294967295)::oid AND l.objid = (key.k & 4294967295)::oid`.execute(handle.db);
      expect(rows).toHaveLength(1);
      await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(handle.db);
      const started = Date.now();
      while (!second.ownsProjector(notes.name) && Date.now() - started < 5_000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect(Date.now() - started).toBeLessThan(1_500);
      // the first, still running, finds out at its next batch (the row is no longer its) and follows
      for (const [i, text] of ["two", "three"].entries()) {
        const { position } = await store.appendToStream(`note-${i + 2}`, [event(text)], "no_stream");
        await second.waitFor(position, { timeoutMs: 5_000 });
        await first.waitFor(position, { timeoutMs: 5_000 });
      }
      // the first's own batch runs beside the waits above, which the second's checkpoint already satisfies
      const noticed = Date.now();
      while (first.ownsProjector(notes.name) && Date.now() - noticed < 3_000)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect([first.ownsProjector(notes.name), second.ownsProjector(notes.name)]).toEqual([false, true]);
      const applied = (
        await sql<{
          stream_name: string;
          applied: number;
        }>`SELECT stream_name, applied FROM test_owned_notes ORDER BY stream_name`.execute(handle.db)
      ).rows;
      expect(applied).toEqual([
        { stream_name: "note-1", applied: 1 },
        { stream_name: "note-2", applied: 1 },
        { stream_name: "note-3", applied: 1 },
      ]);
    },
  );
});
