import { type Kysely, sql } from "kysely";
import type { TablesChanged } from "./projector.ts";

export type ReplayContext = {
  db: Kysely<any>;
  /** Empties the projector's tables and puts its checkpoint at the start. */
  reset: (tracked: { projector: { tables: readonly string[] } }) => Promise<void>;
  onMoved: (listener: (tables: TablesChanged) => void) => () => void;
  /** Replays them in one transaction (projection-replay-at-once.ts); throws, leaving nothing, when it cannot. */
  atOnce: (projectors: readonly any[]) => Promise<void>;
  log: (message: string, fields?: Record<string, unknown>) => void;
};

/** Rows (as the statistics estimate them) from which a replay sets the tables' secondary indexes aside. */
const SET_ASIDE_FROM_ROWS = 10_000;

/**
 * Replays projectors from position 0: in one transaction, every row written once
 * (projection-replay-at-once.ts), then batch by batch whatever was appended meanwhile. Should the
 * one transaction fail, the tables are emptied and replayed batch by batch (below). Tables holding
 * many rows have their secondary indexes set aside meanwhile (as below): built once at the end,
 * they cost less than kept up row by row; small tables (a fresh start) are left as they are.
 */
export async function replayFromStart<T extends { projector: { tables: readonly string[] } }>(
  ctx: ReplayContext,
  projectors: readonly T[],
  step: () => Promise<boolean>,
): Promise<void> {
  const tables = projectors.flatMap((t) => t.projector.tables);
  const aside = (await estimatedRows(ctx.db, tables)) >= SET_ASIDE_FROM_ROWS;
  if (aside) await setAside(ctx.db, tables);
  try {
    try {
      await ctx.atOnce(projectors);
    } catch (error) {
      ctx.log("A replay in one transaction failed; replaying batch by batch", { error: String(error) });
      return await replayBatchByBatch(ctx, projectors, step);
    }
    while (await step()) {}
  } finally {
    if (aside) {
      // the emptied rows cleared first: the index builds then read only the live ones
      for (const table of tables) await sql`VACUUM ${sql.table(table)}`.execute(ctx.db);
      await buildIndexesSetAside(ctx.db, tables);
    }
  }
}

async function estimatedRows(db: Kysely<any>, tables: readonly string[]): Promise<number> {
  if (tables.length === 0) return 0;
  const { rows } = await sql<{ rows: number }>`SELECT coalesce(sum(greatest(reltuples, 0)), 0)::float8 AS rows
    FROM pg_class WHERE oid = ANY(${[...tables]}::text[]::regclass[])`.execute(db);
  return Number(rows[0]?.rows ?? 0);
}

/**
 * The replay batch by batch, where a row may be rewritten in every batch, built for that:
 * - the tables' secondary indexes (neither unique nor behind a constraint: the writes' ON CONFLICT
 *   needs those) are set aside and built once at the end. Building a GIN index over 10,000 cards
 *   once costs less than updating it on every write. The definitions are kept in
 *   `projection_indexes_set_aside` in the transaction that drops them, so a process that stops
 *   mid-rebuild leaves them to be built at the next start (`buildIndexesSetAside`);
 * - the tables a batch rewrote are vacuumed before the next one: PGlite runs no autovacuum (nor
 *   need a server), and the dead rows of the updates would pile up and every later statement
 *   would scan them.
 */
async function replayBatchByBatch<T extends { projector: { tables: readonly string[] } }>(
  ctx: ReplayContext,
  projectors: readonly T[],
  step: () => Promise<boolean>,
): Promise<void> {
  const tables = projectors.flatMap((t) => t.projector.tables);
  const rewritten = new Set<string>();
  const stopListening = ctx.onMoved((changed) => {
    for (const table of changed === "all" ? tables : changed) rewritten.add(table);
  });
  await setAside(ctx.db, tables);
  try {
    for (const t of projectors) await ctx.reset(t);
    while (await step()) {
      for (const table of rewritten) await sql`VACUUM ${sql.table(table)}`.execute(ctx.db);
      rewritten.clear();
    }
  } finally {
    stopListening();
    await buildIndexesSetAside(ctx.db, tables);
  }
}

async function setAside(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ name: string; table_name: string; definition: string }>`
      SELECT quote_ident(space.nspname) || '.' || quote_ident(idx.relname) AS name, tbl.relname AS table_name,
        pg_get_indexdef(idx.oid) AS definition
      FROM pg_index AS x
      JOIN pg_class AS idx ON idx.oid = x.indexrelid
      JOIN pg_class AS tbl ON tbl.oid = x.indrelid
      JOIN pg_namespace AS space ON space.oid = idx.relnamespace
      WHERE x.indrelid = ANY(${[...tables]}::text[]::regclass[]) AND NOT x.indisunique AND NOT x.indisprimary
        AND NOT EXISTS (SELECT 1 FROM pg_constraint AS c WHERE c.conindid = idx.oid)`.execute(trx);
    for (const index of rows) {
      await sql`INSERT INTO projection_indexes_set_aside (name, table_name, definition)
        VALUES (${index.name}, ${index.table_name}, ${index.definition}) ON CONFLICT (name) DO NOTHING`.execute(trx);
      await sql`DROP INDEX ${sql.raw(index.name)}`.execute(trx);
    }
  });
}

/** Builds the indexes set aside for these tables (all of them when none are named) and forgets them. */
export async function buildIndexesSetAside(db: Kysely<any>, tables?: readonly string[]): Promise<void> {
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT name, definition FROM projection_indexes_set_aside
    ${tables ? sql`WHERE table_name = ANY(${[...tables]}::text[])` : sql``} ORDER BY name`.execute(db);
  for (const index of rows) {
    // another process may have built it since it was read: IF NOT EXISTS, and the row goes with it
    const definition = index.definition.replace(/^CREATE INDEX /, "CREATE INDEX IF NOT EXISTS ");
    await db.transaction().execute(async (trx) => {
      await sql.raw(definition).execute(trx);
      await sql`DELETE FROM projection_indexes_set_aside WHERE name = ${index.name}`.execute(trx);
    });
  }
}
