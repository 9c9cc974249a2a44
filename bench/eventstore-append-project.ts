/**
 * Appending events (one command-sized append each, with an exact expected revision) and
 * projecting them, on PGlite or on PostgreSQL. Baselines in the
 * same run: plain INSERTs of the same rows into an unconstrained table, and reading the same events
 * with readAll without projecting them.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import type { Projector } from "../src/eventstore/projector.ts";
import { ProjectionRunner } from "../src/eventstore/projection-runner.ts";
import { openDatabase } from "../src/db/connection.ts";
import type { Database } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { PostgresEventStore } from "../src/eventstore/postgres.ts";
import { START, type NewEvent } from "../src/eventstore/types.ts";
import type { Measured } from "./figures.ts";

const STREAMS = 500;

const newEvent = (i: number): NewEvent => ({
  type: "BenchCounted",
  data: { i, text: "Živá knižnica benchmark event" },
  metadata: { eventId: randomUUID(), correlationId: "bench", causationId: "bench", actor: "system", schemaVersion: 1 },
});

/** Counts events per stream: one upsert per event, like a typical read model. */
const counter: Projector = {
  name: "bench-counter",
  version: 1,
  handles: ["BenchCounted"],
  tables: [],
  async apply(trx, event) {
    await sql`INSERT INTO bench_counts (stream_name, n) VALUES (${event.streamName}, 1)
              ON CONFLICT (stream_name) DO UPDATE SET n = bench_counts.n + 1`.execute(trx);
  },
};

async function run(label: string, db: Kysely<Database>, events: number): Promise<Measured[]> {
  await migrateToLatest(db);
  await sql`CREATE TABLE IF NOT EXISTS bench_plain (id bigserial PRIMARY KEY, stream_name text, data jsonb, metadata jsonb)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS bench_counts (stream_name text PRIMARY KEY, n integer NOT NULL)`.execute(db);
  const store = new PostgresEventStore(db);

  let t = performance.now();
  for (let i = 0; i < events; i++) {
    const e = newEvent(i);
    await sql`INSERT INTO bench_plain (stream_name, data, metadata) VALUES (${`s-${i % STREAMS}`}, ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(e.metadata)}::jsonb)`.execute(db);
  }
  const plainPerSecond = events / ((performance.now() - t) / 1000);

  const revisions = new Map<number, bigint>();
  t = performance.now();
  for (let i = 0; i < events; i++) {
    const stream = i % STREAMS;
    const expected = revisions.get(stream) ?? "no_stream";
    const { nextExpectedRevision } = await store.appendToStream(`bench-${stream}`, [newEvent(i)], expected);
    revisions.set(stream, nextExpectedRevision);
  }
  const appendPerSecond = events / ((performance.now() - t) / 1000);

  t = performance.now();
  let read = 0;
  for (let after = START; ; ) {
    const batch = await store.readAll(after, 500);
    if (batch.length === 0) break;
    read += batch.length;
    after = batch[batch.length - 1]!.position;
  }
  const readPerSecond = read / ((performance.now() - t) / 1000);

  const runner = new ProjectionRunner(db, store, [counter], { batchSize: 500 });
  t = performance.now();
  await runner.catchUp();
  const projectPerSecond = events / ((performance.now() - t) / 1000);
  const { total } = (await sql<{ total: number }>`SELECT sum(n)::int AS total FROM bench_counts`.execute(db)).rows[0]!;
  if (total !== events) throw new Error(`projected ${total} of ${events} events`);
  await store.close();

  return [
    { name: `${label}: single-row INSERT transactions, rows/s`, value: plainPerSecond },
    { name: `${label}: single-event appends, events/s`, value: appendPerSecond },
    { name: `${label}: appends ÷ INSERT transactions`, value: appendPerSecond / plainPerSecond, goal: { atLeast: 0.7 } },
    { name: `${label}: bare readAll, events/s`, value: readPerSecond },
    { name: `${label}: projection catch-up, events/s`, value: projectPerSecond },
    { name: `${label}: catch-up ÷ readAll`, value: projectPerSecond / readPerSecond, goal: { atLeast: 0.5 } },
  ];
}

/** Appends and catch-up against their baselines on one database (`events` events over 500 streams). */
export async function benchEventStore(kind: "pglite" | "postgres", url: string, events: number): Promise<Measured[]> {
  if (kind === "pglite") {
    const pglite = await openDatabase({ kind: "pglite" });
    try {
      return await run("pglite", pglite.db, events);
    } finally {
      await pglite.close();
    }
  }
  {
    const schema = `bench_${Date.now().toString(36)}`;
    const pg = await openDatabase({ kind: "postgres", url, schema });
    try {
      return await run("postgres", pg.db, events);
    } finally {
      await pg.close();
      const { dropSchema } = await import("../src/db/connection.ts");
      await dropSchema(url, schema);
    }
  }
}
