import { sql } from "kysely";
import type { Kysely } from "kysely";
import { type EventStore, type RecordedEvent, START } from "../../src/eventstore/types.ts";

/**
 * Every event committed so far, in the global order. `readAll` alone may leave out the newest
 * events while any transaction anywhere on the PostgreSQL server is still open (it reads below the
 * oldest running transaction, so readers never skip a late commit): on a server shared with other
 * test runs a count taken with it can lag. This waits until it has every committed row.
 */
export async function committedEvents(
  store: EventStore,
  db: Kysely<any>,
  timeoutMs = 10_000,
): Promise<RecordedEvent[]> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM events`.execute(db);
  const committed = Number(rows[0]!.count);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const events = await store.readAll(START, 1_000_000);
    if (events.length >= committed) return events;
    if (Date.now() > deadline)
      throw new Error(`readAll gave ${events.length} of ${committed} committed events after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** How many events are committed so far (a plain count of the table: no waiting, no lag). */
export async function committedEventCount(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM events`.execute(db);
  return Number(rows[0]!.count);
}
