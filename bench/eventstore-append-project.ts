/**
 * Appending events (one command-sized append each, with an exact expected revision) and
 * projecting them, on PGlite or on PostgreSQL. Baselines in the same run, on the same client:
 * single-row INSERTs of the same rows into a plain table (each its own transaction), and reading
 * the same events with readAll without projecting them. Every round measures each of the four in
 * turn (interleaved, so a busy moment of a shared machine hits all of them); the ratios are taken
 * per round and their median is reported with the spread.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { type DatabaseHandle, openDatabase } from "../src/db/connection.ts";
import type { Database } from "../src/db/database.ts";
import { migrateToLatest } from "../src/db/migrate.ts";
import { PostgresEventStore } from "../src/eventstore/postgres.ts";
import { ProjectionRunner } from "../src/eventstore/projection-runner.ts";
import type { Projector } from "../src/eventstore/projector.ts";
import { START, type NewEvent } from "../src/eventstore/types.ts";
import { type Measured, median, spread } from "./figures.ts";

const STREAMS = 500;
const ROUNDS = 3;

const newEvent = (i: number): NewEvent => ({
  type: "BenchCounted",
  data: { i, text: "Živá knižnica benchmark event" },
  metadata: { eventId: randomUUID(), correlationId: "bench", causationId: "bench", actor: "system", schemaVersion: 1 },
});

/** Counts events per stream, like a statistics read model: one increment per event, sent set-based per batch. */
const counter = (round: number): Projector => ({
  name: `bench-counter-${round}`,
  version: 1,
  handles: ["BenchCounted"],
  tables: [],
  async apply(writes, event) {
    await writes.increment("bench_counts", { round, stream_name: event.streamName }, { n: 1 });
  },
});

const perSecond = (count: number, started: number) => count / ((performance.now() - started) / 1000);

type Round = { inserts: number; appends: number; readAll: number; catchUp: number };

async function measureRound(
  db: Kysely<Database>,
  store: PostgresEventStore,
  round: number,
  events: number,
): Promise<Round> {
  let started = performance.now();
  for (let i = 0; i < events; i++) {
    const e = newEvent(i);
    await sql`INSERT INTO bench_plain (stream_name, data, metadata) VALUES (${`s-${i % STREAMS}`}, ${JSON.stringify(e.data)}::jsonb, ${JSON.stringify(e.metadata)}::jsonb)`.execute(
      db,
    );
  }
  const inserts = perSecond(events, started);

  const revisions = new Map<number, bigint>();
  started = performance.now();
  for (let i = 0; i < events; i++) {
    const stream = i % STREAMS;
    const { nextExpectedRevision } = await store.appendToStream(
      `bench-${round}-${stream}`,
      [newEvent(i)],
      revisions.get(stream) ?? "no_stream",
    );
    revisions.set(stream, nextExpectedRevision);
  }
  const appends = perSecond(events, started);

  // both read every event appended so far, from the start
  started = performance.now();
  let read = 0;
  for (let after = START; ;) {
    const batch = await store.readAll(after, 500);
    if (batch.length === 0) break;
    read += batch.length;
    after = batch[batch.length - 1]!.position;
  }
  const readAll = perSecond(read, started);

  const runner = new ProjectionRunner(db, store, [counter(round)], { batchSize: 500 });
  started = performance.now();
  await runner.catchUp();
  const catchUp = perSecond(read, started);
  await runner.stop();
  const { total } = (
    await sql<{ total: number }>`SELECT sum(n)::int AS total FROM bench_counts WHERE round = ${round}`.execute(db)
  ).rows[0]!;
  if (total !== read) throw new Error(`projected ${total} of ${read} events`);
  return { inserts, appends, readAll, catchUp };
}

async function run(label: string, { db, prepared }: DatabaseHandle, events: number): Promise<Measured[]> {
  await migrateToLatest(db);
  await sql`CREATE TABLE IF NOT EXISTS bench_plain (id bigserial PRIMARY KEY, stream_name text, data jsonb, metadata jsonb)`.execute(
    db,
  );
  await sql`CREATE TABLE IF NOT EXISTS bench_counts (round integer, stream_name text, n integer NOT NULL, PRIMARY KEY (round, stream_name))`.execute(
    db,
  );
  const store = new PostgresEventStore(db, { prepared });
  const rounds: Round[] = [];
  try {
    await measureRound(db, store, -1, Math.min(events, 500)); // warm-up: plans, caches, JIT
    for (let round = 0; round < ROUNDS; round++) rounds.push(await measureRound(db, store, round, events));
  } finally {
    await store.close();
  }
  const figure = (name: string, values: number[], goal?: Measured["goal"]): Measured => ({
    name: `${label}: ${name}`,
    value: median(values),
    spread: spread(values),
    goal,
  });
  return [
    figure(
      "single-row INSERT transactions, rows/s",
      rounds.map((r) => r.inserts),
    ),
    figure(
      "single-event appends, events/s",
      rounds.map((r) => r.appends),
    ),
    figure(
      "appends ÷ INSERT transactions",
      rounds.map((r) => r.appends / r.inserts),
      { atLeast: 0.7 },
    ),
    figure(
      "bare readAll, events/s",
      rounds.map((r) => r.readAll),
    ),
    figure(
      "projection catch-up, events/s",
      rounds.map((r) => r.catchUp),
    ),
    figure(
      "catch-up ÷ readAll",
      rounds.map((r) => r.catchUp / r.readAll),
      { atLeast: 0.5 },
    ),
  ];
}

/** Appends and catch-up against their baselines on one database (`events` events per round over 500 streams). */
export async function benchEventStore(kind: "pglite" | "postgres", url: string, events: number): Promise<Measured[]> {
  if (kind === "pglite") {
    const pglite = await openDatabase({ kind: "pglite" });
    try {
      return await run("pglite", pglite, events);
    } finally {
      await pglite.close();
    }
  }
  const schema = `bench_${Date.now().toString(36)}`;
  const pg = await openDatabase({ kind: "postgres", url, schema });
  try {
    return await run("postgres", pg, events);
  } finally {
    await pg.close();
    const { dropSchema } = await import("../src/db/connection.ts");
    await dropSchema(url, schema);
  }
}
