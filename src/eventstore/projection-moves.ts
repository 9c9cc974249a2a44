import type { Kysely } from "kysely";
import { commitBatchOrSequentially } from "./projection-batch.ts";
import { moveCheckpoints, readCheckpoints } from "./projection-checkpoints.ts";
import type { ProjectorClaims } from "./projection-claims.ts";
import type { ProjectionRunnerOptions } from "./projection-runner-options.ts";
import type { Projector } from "./projector.ts";
import type { EventStoreTables } from "./tables.ts";
import { comparePositions, type GlobalPosition, type RecordedEvent } from "./types.ts";

/** A projector as the runner follows it: the event types it handles, its checkpoint, and whether this runner owns it. */
export type Tracked = {
  projector: Projector;
  handles: ReadonlySet<string>;
  checkpoint: GlobalPosition;
  owned: boolean;
};

/** What moving a checkpoint needs: the database, this runner's lease, its log and notifications. */
export type MoveContext = {
  db: Kysely<EventStoreTables>;
  claims: ProjectorClaims;
  log: NonNullable<ProjectionRunnerOptions["log"]>;
  announce: ProjectionRunnerOptions["announce"];
  /** Called when a batch changed rows of these tables, so that what was read from them is outdated. */
  rowsChanged: (tables: readonly string[]) => void;
};

/** Moves the checkpoints of projectors that handle none of the events read up to `to`; true when any moved. */
export async function skipTo(ctx: MoveContext, projectors: Tracked[], to: GlobalPosition): Promise<boolean> {
  const moves = projectors.map((t) => ({ name: t.projector.name, from: t.checkpoint }));
  const moved = await moveCheckpoints(ctx.db, {
    owner: ctx.claims.owner,
    leaseUntil: ctx.claims.lease().until,
    to,
    moves,
  });
  for (const t of projectors) {
    if (moved.has(t.projector.name)) t.checkpoint = to;
    else {
      ctx.log(`Projector ${t.projector.name}: lost its lease or checkpoint moved elsewhere; will re-check`);
      t.owned = false;
    }
  }
  return moved.size > 0;
}

export async function applyBatch(ctx: MoveContext, t: Tracked, events: RecordedEvent[]): Promise<boolean> {
  const { projector } = t;
  const handled = events.filter((event) => t.handles.has(event.type));
  const last = events[events.length - 1]!.position;
  const target = {
    projector,
    from: t.checkpoint,
    to: last,
    handled,
    owner: ctx.claims.owner,
    leaseUntil: ctx.claims.lease().until,
  };
  const moved = await commitBatchOrSequentially(ctx.db, target, { announce: ctx.announce, log: ctx.log });
  if (!moved) {
    ctx.log(`Projector ${projector.name}: lost its lease or checkpoint moved elsewhere; will re-check`);
    t.owned = false;
    return false;
  }
  t.checkpoint = last;
  // only a batch that changed rows outdates what was read from them
  if (handled.length > 0) ctx.rowsChanged(projector.tables);
  return true;
}

/** Whether every one of these projectors has applied the events up to `position`, here or in another process. */
export async function reachedBy(
  db: Kysely<EventStoreTables>,
  position: GlobalPosition,
  relevant: readonly Tracked[],
): Promise<boolean> {
  if (relevant.every((t) => t.owned && comparePositions(t.checkpoint, position) >= 0)) return true;
  const checkpoints = await readCheckpoints(
    db,
    relevant.map((t) => t.projector.name),
  );
  return relevant.every((t) => {
    const checkpoint = checkpoints.get(t.projector.name);
    return checkpoint !== undefined && comparePositions(checkpoint, position) >= 0;
  });
}
