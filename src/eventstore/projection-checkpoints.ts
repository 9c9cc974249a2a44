import { type Kysely, sql } from "kysely";
import type { Projector } from "./projector.ts";
import type { EventStoreTables } from "./tables.ts";
import { type GlobalPosition, START } from "./types.ts";

/**
 * The projectors' checkpoint rows (projection_checkpoints): where each projector is in the event
 * log, which version of it wrote its tables, and which runner holds its lease.
 */

export const toPosition = (commit: string | bigint, prepare: string | bigint): GlobalPosition => ({
  commit: BigInt(commit),
  prepare: BigInt(prepare),
});

/**
 * Creates the row if missing and takes the lease if it is free, expired or ours, or held by an
 * owner known to be dead, or whatever it says with `force`; undefined when another runner holds it.
 */
export async function claimCheckpoint(
  db: Kysely<EventStoreTables>,
  projector: Pick<Projector, "name" | "version">,
  lease: { owner: string; until: Date },
  how: { force?: boolean; deadOwnersExcept?: readonly string[] } = {},
): Promise<{ version: number; checkpoint: GlobalPosition } | undefined> {
  const { name, version } = projector;
  await db
    .insertInto("projection_checkpoints")
    .values({
      name,
      version,
      commit_position: String(START.commit),
      prepare_position: String(START.prepare),
      lease_owner: null,
      lease_until: null,
    })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const claimed = await db
    .updateTable("projection_checkpoints")
    .set({ lease_owner: lease.owner, lease_until: lease.until })
    .where("name", "=", name)
    .where((eb) => {
      if (how.force) return eb.lit(true);
      const free = [
        eb("lease_owner", "is", null),
        eb("lease_owner", "=", lease.owner),
        eb("lease_until", "<", new Date()),
      ];
      if (how.deadOwnersExcept?.length) free.push(eb("lease_owner", "not in", how.deadOwnersExcept));
      return eb.or(free);
    })
    .returning(["version", "commit_position", "prepare_position"])
    .executeTakeFirst();
  return (
    claimed && { version: claimed.version, checkpoint: toPosition(claimed.commit_position, claimed.prepare_position) }
  );
}

/** Empties the projector's tables and puts its checkpoint at the start with its current version, in one transaction. */
export async function resetCheckpoint(
  db: Kysely<EventStoreTables>,
  projector: Projector,
  lease: { owner: string; until: Date },
): Promise<void> {
  await db.transaction().execute((trx) => resetCheckpointWithin(trx, projector, lease));
}

/** resetCheckpoint inside a transaction the caller holds. */
export async function resetCheckpointWithin(
  trx: Kysely<EventStoreTables>,
  projector: Projector,
  lease: { owner: string; until: Date },
): Promise<void> {
  for (const table of projector.tables) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
  await trx
    .updateTable("projection_checkpoints")
    .set({
      version: projector.version,
      commit_position: String(START.commit),
      prepare_position: String(START.prepare),
      lease_owner: lease.owner,
      lease_until: lease.until,
    })
    .where("name", "=", projector.name)
    .execute();
}

/** Extends this runner's leases (a heartbeat while it has nothing to apply); returns the projectors it still holds. */
export async function renewLeases(
  db: Kysely<EventStoreTables>,
  lease: { owner: string; until: Date },
): Promise<Set<string>> {
  const rows = await db
    .updateTable("projection_checkpoints")
    .set({ lease_until: lease.until })
    .where("lease_owner", "=", lease.owner)
    .returning("name")
    .execute();
  return new Set(rows.map((row) => row.name));
}

export async function releaseLeases(db: Kysely<EventStoreTables>, owner: string): Promise<void> {
  await db
    .updateTable("projection_checkpoints")
    .set({ lease_owner: null, lease_until: null })
    .where("lease_owner", "=", owner)
    .execute();
}

/** Where these projectors are, as their rows say (those of other runners included). */
export async function readCheckpoints(
  db: Kysely<EventStoreTables>,
  names: readonly string[],
): Promise<Map<string, GlobalPosition>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom("projection_checkpoints")
    .select(["name", "commit_position", "prepare_position"])
    .where("name", "in", names)
    .execute();
  return new Map(rows.map((row) => [row.name, toPosition(row.commit_position, row.prepare_position)]));
}

/**
 * Moves the checkpoints of several projectors none of whose events came in a batch, in one
 * statement, each with the same compare-and-set as a batch (old checkpoint and lease); returns
 * the names that moved.
 */
export async function moveCheckpoints(
  db: Kysely<EventStoreTables>,
  batch: {
    owner: string;
    leaseUntil: Date;
    to: GlobalPosition;
    moves: readonly { name: string; from: GlobalPosition }[];
  },
): Promise<Set<string>> {
  const { owner, leaseUntil, to, moves } = batch;
  const from = sql.join(
    moves.map((m) => sql`(${m.name}::text, ${String(m.from.commit)}::bigint, ${String(m.from.prepare)}::bigint)`),
  );
  const { rows } = await sql<{ name: string }>`
    UPDATE projection_checkpoints AS checkpoint
    SET commit_position = ${String(to.commit)}, prepare_position = ${String(to.prepare)}, lease_until = ${leaseUntil}, updated_at = now()
    FROM (VALUES ${from}) AS expected(name, commit_position, prepare_position)
    WHERE checkpoint.name = expected.name AND checkpoint.commit_position = expected.commit_position
      AND checkpoint.prepare_position = expected.prepare_position AND checkpoint.lease_owner = ${owner}
    RETURNING checkpoint.name`.execute(db);
  return new Set(rows.map((row) => row.name));
}
