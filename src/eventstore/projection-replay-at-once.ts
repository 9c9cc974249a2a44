import { sql, type Transaction } from "kysely";
import { moveCheckpoints, resetCheckpointWithin } from "./projection-checkpoints.ts";
import type { MoveContext, Tracked } from "./projection-moves.ts";
import { StagedWrites } from "./projection-writes.ts";
import { type EventStore, type GlobalPosition, START } from "./types.ts";

/** Events read from the log at a time: the memory a replay holds is this page and the rows it stages. */
const PAGE = 5_000;
/** Staged rows a projector may hold before they are sent (a library of 10,000 videos stages about 25,000). */
const MAX_STAGED_ROWS = 50_000;

/**
 * A replay from position 0 in one transaction: the projectors' tables emptied, the whole log read
 * page by page and applied, and their checkpoints moved to where it ended. Each projector's writes
 * stay staged across pages, merged per row (projection-writes.ts), so a video edited a hundred
 * times is written once, and not once per batch. Until it commits, readers keep the tables as they
 * were; should it fail, nothing of it is left and the caller replays batch by batch instead. Marks
 * the projectors as owned at the position reached (START for an empty log).
 */
export async function replayAtOnce(
  ctx: MoveContext & { store: EventStore },
  tracked: readonly Tracked[],
): Promise<void> {
  const lease = ctx.claims.lease();
  const reached = await ctx.db.transaction().execute(async (trx) => {
    // as a batch's: should the server crash before this reaches the disk, the events are replayed again
    await sql`SET LOCAL synchronous_commit = off`.execute(trx);
    for (const t of tracked) await resetCheckpointWithin(trx, t.projector, lease);
    const writes = tracked.map(() => new StagedWrites<unknown>(trx as Transaction<unknown>));
    let position: GlobalPosition = START;
    for (let full = true; full;) {
      const page = ctx.store.readAllWithin
        ? await ctx.store.readAllWithin(trx, position, PAGE)
        : await ctx.store.readAll(position, PAGE);
      for (const event of page)
        for (const [i, t] of tracked.entries())
          if (t.handles.has(event.type)) await t.projector.apply(writes[i]!, event);
      for (const w of writes) if (w.stagedRows > MAX_STAGED_ROWS) await w.flush();
      if (page.length > 0) position = page[page.length - 1]!.position;
      full = page.length === PAGE;
    }
    for (const w of writes) await w.flush();
    if (position === START) return position;
    const moved = await moveCheckpoints(trx, {
      owner: lease.owner,
      leaseUntil: ctx.claims.lease().until,
      to: position,
      moves: tracked.map((t) => ({ name: t.projector.name, from: START })),
    });
    if (moved.size !== tracked.length) throw new Error("Another runner took a projector during its rebuild");
    const tables = tracked.flatMap((t) => t.projector.tables);
    await ctx.announce?.(trx, tables);
    return position;
  });
  for (const t of tracked) ((t.checkpoint = reached), (t.owned = true));
  ctx.rowsChanged(tracked.flatMap((t) => t.projector.tables));
}
