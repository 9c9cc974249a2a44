import type { Generated, Kysely } from "kysely";

/** The event store's own tables (the PostgreSQL adapter) and the projection runner's checkpoints. */
export interface EventsTable {
  position: Generated<string>;
  transaction_id: Generated<string>;
  event_id: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: unknown;
  created_at: Generated<Date>;
}

export interface StreamsTable {
  stream_name: string;
  revision: string;
}

export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  commit_position: string;
  prepare_position: string;
  lease_owner: string | null;
  lease_until: Date | null;
  updated_at: Generated<Date>;
}

export interface EventStoreTables {
  events: EventsTable;
  streams: StreamsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
}

/**
 * Any database with these tables (every database of ours: migrations/0001 creates them). Kysely's
 * database type is invariant, so the wider database of the app is narrowed here, in one place.
 */
export type WithEventStoreTables = Kysely<any>;
export const eventStoreTablesOf = (db: WithEventStoreTables): Kysely<EventStoreTables> => db;
