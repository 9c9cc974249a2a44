import type { Kysely } from "kysely";
import type { WithEventStoreTables } from "./tables.ts";
import type { PreparedStatements } from "./postgres-append.ts";
import { PostgresEventStore } from "./postgres.ts";
import type { EventStore } from "./types.ts";

/**
 * The configured event store: KurrentDB when EVENTSTORE_URL is set, otherwise the PostgreSQL event
 * store in the application's own database (a server or embedded PGlite).
 */
export async function openEventStore(options: {
  eventStoreUrl?: string;
  db: WithEventStoreTables;
  dbDescription: string;
  /** A PostgreSQL channel every append notifies, when other processes share the database. */
  notify?: { channel: string; origin: string };
  /** Statements prepared once, for the appends (the database handle's). */
  prepared?: PreparedStatements;
}): Promise<EventStore> {
  if (options.eventStoreUrl) {
    // Loaded only when chosen: the client brings a native gRPC bridge the default setup never needs.
    const { KurrentDbEventStore } = await import("./kurrentdb.ts");
    return KurrentDbEventStore.connect(options.eventStoreUrl);
  }
  return new PostgresEventStore(options.db, {
    description: `PostgreSQL event store (${options.dbDescription})`,
    notify: options.notify,
    prepared: options.prepared,
  });
}
