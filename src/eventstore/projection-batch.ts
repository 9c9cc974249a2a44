import { type Kysely, sql, type Transaction } from "kysely";
import { StagedWrites } from "./projection-writes.ts";
import type { Projector } from "./projector.ts";
import type { ProjectionRunnerOptions } from "./projection-runner-options.ts";
import type { EventStoreTables } from "./tables.ts";
import type { EventStore, GlobalPosition, RecordedEvent } from "./types.ts";

export type BatchTarget = {
  projector: Projector;
  /** Where the projector's checkpoint is now: the batch commits only if it is still there. */
  from: GlobalPosition;
  /** The last event read (the new checkpoint), handled by the projector or not. */
  to: GlobalPosition;
  /** The events of the batch the projector handles, in global order. */
  handled: readonly RecordedEvent[];
  owner: string;
  leaseUntil: Date;
};

/**
 * Applies a projector's events of one batch and moves its checkpoint in one transaction, with a
 * compare-and-set on the old checkpoint and on the lease: false when another runner owns the
 * projector now (nothing is applied then). Writes are staged and sent set-based at the end; in
 * `sequential` mode each write is sent at once, in the order the events asked for it.
 */
export async function commitBatch(
  db: Kysely<EventStoreTables>,
  target: BatchTarget,
  options: { sequential: boolean; announce?: ProjectionRunnerOptions["announce"] },
): Promise<boolean> {
  const { projector, from, to, handled } = target;
  return db.transaction().execute(async (trx) => {
    // Read models are derived: should the server crash before this commit reaches the disk, the
    // batch and its checkpoint are lost together and applied again from the events, which are
    // written durably. Not waiting for the disk here keeps catch-up from being bound to fsyncs.
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    const updated = await trx
      .updateTable("projection_checkpoints")
      .set({
        commit_position: String(to.commit),
        prepare_position: String(to.prepare),
        lease_until: target.leaseUntil,
        updated_at: new Date(),
      })
      .where("name", "=", projector.name)
      .where("commit_position", "=", String(from.commit))
      .where("prepare_position", "=", String(from.prepare))
      .where("lease_owner", "=", target.owner)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    if (handled.length === 0) return true;
    const writes = new StagedWrites<unknown>(trx as Transaction<unknown>, options.sequential);
    for (const event of handled) await projector.apply(writes, event);
    await writes.flush();
    await options.announce?.(trx, projector.tables);
    return true;
  });
}

/**
 * commitBatch, set-based first; a batch that fails that way is tried once more write by write
 * (set-based writes of different rows go out in another order than the events gave them, which a
 * unique column other than the key can notice). A projector's own error fails both the same way.
 */
export async function commitBatchOrSequentially(
  db: Kysely<EventStoreTables>,
  target: BatchTarget,
  options: {
    announce?: ProjectionRunnerOptions["announce"];
    log: (message: string, fields?: Record<string, unknown>) => void;
  },
): Promise<boolean> {
  try {
    return await commitBatch(db, target, { sequential: false, announce: options.announce });
  } catch (error) {
    if (target.handled.length < 2) throw error;
    options.log(`Projector ${target.projector.name}: a batch failed set-based; applying it write by write`, {
      error: String(error),
    });
    return commitBatch(db, target, { sequential: true, announce: options.announce });
  }
}

/** One read of the event log, and more while they come back full, up to `maxEvents`. */
export async function readBatch(
  store: EventStore,
  from: GlobalPosition,
  batchSize: number,
  maxEvents: number,
): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after = from; events.length < maxEvents;) {
    const read = await store.readAll(after, batchSize);
    events.push(...read);
    if (read.length < batchSize) break;
    after = read[read.length - 1]!.position;
  }
  return events;
}
