import type { ProjectionWrites } from "./projection-writes.ts";
import type { RecordedEvent } from "./types.ts";

/** The read-model tables a batch changed, or "all" when that is not known (another process, a lost connection). */
export type TablesChanged = readonly string[] | "all";

/**
 * A projector builds one read model from events. `apply` runs inside the transaction that also
 * moves the projector's checkpoint, so an event is applied exactly once. Its writes are staged and
 * sent set-based at the end of the batch (see ProjectionWrites). Writes should be idempotent
 * anyway (upserts), which keeps a rebuild from position 0 equal to the live tables.
 * `Tables` is the module's own table types: a projector writes nothing else.
 */
export type Projector<Tables = any> = {
  /** Unique, stable name; the checkpoint row is keyed by it. */
  readonly name: string;
  /** Bump when the read model's shape or logic changes: the projector is then rebuilt. */
  readonly version: number;
  /** Event types it reacts to; other events only move its checkpoint. */
  readonly handles: readonly string[];
  /** Tables it owns, emptied before a rebuild (children before parents). */
  readonly tables: readonly (keyof Tables & string)[];
  /** Applies one event to its tables only (the module's own read models). */
  apply(writes: ProjectionWrites<Tables>, event: RecordedEvent): Promise<void>;
};
