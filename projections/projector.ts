import type { Transaction } from "kysely";
import type { Database } from "../src/db/database.ts";
import type { RecordedEvent } from "../src/eventstore/types.ts";

/**
 * A projector builds one read model from events. `apply` runs inside the transaction that also
 * moves the projector's checkpoint, so an event is applied exactly once. Writes should be
 * idempotent anyway (upserts), which keeps a rebuild from position 0 equal to the live tables.
 */
export type Projector = {
  /** Unique, stable name; the checkpoint row is keyed by it. */
  readonly name: string;
  /** Bump when the read model's shape or logic changes: the projector is then rebuilt. */
  readonly version: number;
  /** Event types it reacts to; other events only move its checkpoint. */
  readonly handles: readonly string[];
  /** Tables it owns, emptied before a rebuild (children before parents). */
  readonly tables: readonly (keyof Database & string)[];
  apply(trx: Transaction<Database>, event: RecordedEvent): Promise<void>;
};
