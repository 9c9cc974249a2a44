import type { Generated } from "kysely";
import type { AccountsTables } from "../../projections/accounts-tables.ts";
import type { CatalogueTables } from "../../projections/catalogue-tables.ts";
import type { PaymentTables } from "../../projections/payment-tables.ts";
import type { SubscriptionGrantTables } from "../../projections/payments-grants.ts";

/**
 * The typed shape of every table: the event store's own, the projector checkpoints, and the read
 * models (each read model declares its tables beside its projector in projections/).
 */
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

export interface Database extends EventStoreTables, CatalogueTables, AccountsTables, PaymentTables, SubscriptionGrantTables {}
