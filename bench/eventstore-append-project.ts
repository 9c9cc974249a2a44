/**
 * Appending 10,000 events (one command-sized append each, with an exact expected revision) and
 * projecting them, on PGlite (and on PostgreSQL when BENCH_DATABASE_URL is set). Baselines in the
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

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
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

async function run(label: string, db: Kysely<Database>) {
  await migrateToLatest(db);
  await sql`CREATE TABLE IF NOT EXISTS bench_plain (id bigserial PRIMARY KEY, stream_name text, data jsonb, metadata jsonb)`.execute(db);
  await sql`CREATE TABLE IF NOT EXISTS bench_counts (stream_name text PRIMARY KEY, n integer NOT NULL)`.execute(db);
  const store = new PostgresEventStore(db);

  let t = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    const e = newEvent(i);
    await sql`INSERT INTO bench_plain (stream_name, data, metadata) VALUES (${`s-${i % STREAMS}`}, ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(e.metadata)}::jsonb)`.execute(db);
  }
  const plainPerSecond = EVENTS / ((performance.now() - t) / 1000);

  const revisions = new Map<number, bigint>();
  t = performance.now();
  for (let i = 0; i < EVENTS; i++) {
    const stream = i % STREAMS;
    const expected = revisions.get(stream) ?? "no_stream";
    const { nextExpectedRevision } = await store.appendToStream(`bench-${stream}`, [newEvent(i)], expected);
    revisions.set(stream, nextExpectedRevision);
  }
  const appendPerSecond = EVENTS / ((performance.now() - t) / 1000);

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
  const projectPerSecond = EVENTS / ((performance.now() - t) / 1000);
  const { total } = (await sql<{ total: number }>`SELECT sum(n)::int AS total FROM bench_counts`.execute(db)).rows[0]!;
  if (total !== EVENTS) throw new Error(`projected ${total} of ${EVENTS} events`);
  await store.close();

  console.log(`${label}: ${EVENTS} events over ${STREAMS} streams`);
  console.log(`  baseline plain INSERT     ${plainPerSecond.toFixed(0)} rows/s`);
  console.log(`  append (expected revision) ${appendPerSecond.toFixed(0)} events/s  ratio ${(appendPerSecond / plainPerSecond).toFixed(3)}`);
  console.log(`  baseline readAll only      ${readPerSecond.toFixed(0)} events/s`);
  console.log(`  projection catch-up        ${projectPerSecond.toFixed(0)} events/s  ratio ${(projectPerSecond / readPerSecond).toFixed(3)}`);
}

export async function benchEventStore(): Promise<void> {
  const pglite = await openDatabase({ kind: "pglite" });
  try {
    await run("PGlite (in memory)", pglite.db);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = `bench_${Date.now().toString(36)}`;
    const pg = await openDatabase({ kind: "postgres", url, schema });
    try {
      await run(`PostgreSQL (${url})`, pg.db);
    } finally {
      await pg.close();
      const { dropSchema } = await import("../src/db/connection.ts");
      await dropSchema(url, schema);
    }
  }
}
