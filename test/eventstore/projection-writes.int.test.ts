import fc from "fast-check";
import { type CompiledQuery, type Kysely, sql, type Transaction } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/connection.ts";
import { StagedWrites } from "../../src/eventstore/projection-writes.ts";
import { createTestDatabase } from "../support/database.ts";

/**
 * Staged writes must leave a table exactly as the same writes sent one by one would. The oracle
 * here is plain SQL, one statement per write; the staged writes run on a copy of the same rows,
 * sent set-based at the end (and, where merging cannot be exact, earlier). Keys come from a small
 * range so that writes to one row meet in every order.
 */
type Row = { id: number; a?: number | null; b?: string | null };
type Write =
  | { kind: "upsert"; row: Row }
  | { kind: "insertIfAbsent"; row: Row }
  | { kind: "update"; id: number; changes: Omit<Row, "id"> }
  | { kind: "increment"; id: number; by: number }
  | { kind: "delete"; id: number }
  | { kind: "execute" }
  | { kind: "renumber"; order: number[] };

const id = fc.integer({ min: 1, max: 4 });
const columns = fc.record(
  { a: fc.option(fc.integer({ min: -5, max: 5 })), b: fc.option(fc.constantFrom("x", "y", "z")) },
  { requiredKeys: [] },
);
const write: fc.Arbitrary<Write> = fc.oneof(
  fc.record({ kind: fc.constant("upsert" as const), row: fc.tuple(id, columns).map(([i, c]) => ({ id: i, ...c })) }),
  fc.record({
    kind: fc.constant("insertIfAbsent" as const),
    row: fc.tuple(id, columns).map(([i, c]) => ({ id: i, ...c })),
  }),
  fc.record({ kind: fc.constant("update" as const), id, changes: columns.filter((c) => Object.keys(c).length > 0) }),
  fc.record({ kind: fc.constant("increment" as const), id, by: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant("delete" as const), id }),
  fc.constant({ kind: "execute" as const }),
  fc.record({ kind: fc.constant("renumber" as const), order: fc.uniqueArray(id, { maxLength: 4 }) }),
);
const initialRows = fc.uniqueArray(
  fc.record({ id, a: fc.integer({ min: 0, max: 9 }), b: fc.constantFrom("p", "q"), n: fc.integer({ min: 0, max: 9 }) }),
  { selector: (r) => r.id },
);

/** One statement per write: what the staged writes must add up to. */
async function oneByOne(trx: Transaction<any>, table: string, w: Write): Promise<void> {
  const t = sql.table(table);
  switch (w.kind) {
    case "upsert":
      await trx
        .insertInto(table)
        .values(w.row)
        .onConflict((oc) =>
          Object.keys(w.row).length > 1 ? oc.column("id").doUpdateSet(w.row) : oc.column("id").doNothing(),
        )
        .execute();
      return;
    case "insertIfAbsent":
      await trx
        .insertInto(table)
        .values(w.row)
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
      return;
    case "update":
      await trx.updateTable(table).set(w.changes).where("id", "=", w.id).execute();
      return;
    case "increment":
      await sql`INSERT INTO ${t} (id, n) VALUES (${w.id}, ${w.by}) ON CONFLICT (id) DO UPDATE SET n = ${t}.n + excluded.n`.execute(
        trx,
      );
      return;
    case "delete":
      await trx.deleteFrom(table).where("id", "=", w.id).execute();
      return;
    case "execute":
      await sql`UPDATE ${t} SET b = coalesce(b, '') || '!'`.execute(trx);
      return;
    case "renumber":
      await renumbered(trx, table, w.order);
  }
}

/** Numbers column a as a library order does: the listed rows first, in order, then the others by their number. */
const renumbered = (trx: Transaction<any>, table: string, order: number[]) =>
  sql`UPDATE ${sql.table(table)} AS row SET a = ranked.place FROM (
    SELECT id, (row_number() OVER (ORDER BY array_position(${order}::int[], id) NULLS LAST, a NULLS LAST, id))::int AS place
    FROM ${sql.table(table)}) AS ranked WHERE row.id = ranked.id`.execute(trx);

async function staged(writes: StagedWrites<any>, table: string, w: Write): Promise<void> {
  switch (w.kind) {
    case "upsert":
      return writes.upsert(table, w.row, ["id"]);
    case "insertIfAbsent":
      return writes.insertIfAbsent(table, w.row, ["id"]);
    case "update":
      return writes.update(table, { id: w.id }, w.changes);
    case "increment":
      return writes.increment(table, { id: w.id }, { n: w.by });
    case "delete":
      return writes.delete(table, { id: w.id });
    case "execute":
      await writes.execute((trx) => sql`UPDATE ${sql.table(table)} SET b = coalesce(b, '') || '!'`.execute(trx));
      return;
    case "renumber":
      return writes.executeReplaceable({
        key: "order",
        tables: [table],
        column: "a",
        work: async (trx) => void (await renumbered(trx, table, w.order)),
        standsAlone: async (trx) =>
          (
            await sql<{ all: boolean }>`SELECT NOT EXISTS (SELECT 1 FROM ${sql.table(table)}
              WHERE id <> ALL(${w.order}::int[])) AS all`.execute(trx)
          ).rows[0]!.all,
      });
  }
}

/** The transaction, noting the first word of every statement the staged writes send. */
const counting = (trx: Transaction<any>, statements: string[]): Transaction<any> =>
  Object.assign(Object.create(trx), {
    getExecutor: () => trx.getExecutor(),
    executeQuery: (query: CompiledQuery) => (
      statements.push(query.sql.trim().split(/\s/)[0]!),
      trx.executeQuery(query)
    ),
  });

const contents = async (db: Kysely<any>, table: string) =>
  (await sql`SELECT id, a, b, n FROM ${sql.table(table)} ORDER BY id`.execute(db)).rows;

describe("staged projection writes", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    for (const table of ["expected_rows", "staged_rows", "sequential_rows"]) {
      await sql`CREATE TABLE ${sql.table(table)} (id integer PRIMARY KEY, a integer, b text, n integer NOT NULL DEFAULT 0)`.execute(
        handle.db,
      );
    }
  });
  afterAll(() => handle.close());

  it("end exactly as the same writes sent one by one, set-based and in sequential mode", async () => {
    await fc.assert(
      fc.asyncProperty(initialRows, fc.array(write, { maxLength: 12 }), async (initial, writes) => {
        await handle.db.transaction().execute(async (trx) => {
          for (const table of ["expected_rows", "staged_rows", "sequential_rows"]) {
            await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
            if (initial.length > 0) await (trx as Transaction<any>).insertInto(table).values(initial).execute();
          }
          for (const w of writes) await oneByOne(trx, "expected_rows", w);
          for (const [table, sequential] of [
            ["staged_rows", false],
            ["sequential_rows", true],
          ] as const) {
            const stagedWrites = new StagedWrites<any>(trx, sequential);
            for (const w of writes) await staged(stagedWrites, table, w);
            await stagedWrites.flush();
          }
        });
        const expected = await contents(handle.db, "expected_rows");
        expect(await contents(handle.db, "staged_rows")).toEqual(expected);
        expect(await contents(handle.db, "sequential_rows")).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it("sends a batch of writes to many rows as a few statements", async () => {
    const statements: string[] = [];
    await sql`DELETE FROM staged_rows`.execute(handle.db);
    await handle.db.transaction().execute(async (trx) => {
      const writes = new StagedWrites<any>(counting(trx, statements));
      for (let i = 1; i <= 1000; i++) await writes.upsert("staged_rows", { id: i, a: i, b: "x" }, ["id"]);
      for (let i = 1; i <= 1000; i++) await writes.increment("staged_rows", { id: i % 10 }, { n: 1 });
      for (let i = 500; i <= 600; i++) await writes.delete("staged_rows", { id: i });
      expect(statements).toEqual([]);
      await writes.flush();
    });
    // one DELETE, one INSERT of the upserted rows, one INSERT … ON CONFLICT adding the increments
    expect(statements).toEqual(["DELETE", "INSERT", "INSERT"]);
    const { rows } = await sql<{
      count: number;
      n: number;
    }>`SELECT count(*)::int AS count, sum(n)::int AS n FROM staged_rows`.execute(handle.db);
    expect(rows[0]).toEqual({ count: 1000 - 101 + 1, n: 1000 });
  });

  it("sends updates of many rows with the same columns as one statement, typed as one-row updates are", async () => {
    await sql`CREATE TABLE typed_rows (id integer, k text, tags text[], doc jsonb, at timestamptz, label varchar(3),
      PRIMARY KEY (id, k))`.execute(handle.db);
    await sql`INSERT INTO typed_rows (id, k) SELECT i, 'k' || i FROM generate_series(1, 1000) AS i`.execute(handle.db);
    const statements: string[] = [];
    const at = new Date("2026-11-29T10:00:00.000Z");
    await handle.db.transaction().execute(async (trx) => {
      const writes = new StagedWrites<any>(counting(trx, statements));
      for (let i = 1; i <= 1000; i++)
        await writes.update(
          "typed_rows",
          { id: i, k: `k${i}` },
          {
            id: i,
            tags: [`t${i}`, 'ä,"{}'],
            doc: { i },
            at,
            label: sql`upper(${`a${i % 10}`})`,
          },
        );
      await writes.flush();
    });
    // the table's column types (read once per table) and one UPDATE
    expect(statements).toEqual(["SELECT", "UPDATE"]);
    const { rows } = await sql<{
      same: number;
    }>`SELECT count(*)::int AS same FROM typed_rows WHERE tags = ARRAY['t' || id, 'ä,"{}'] AND doc = jsonb_build_object('i', id)
      AND at = '2026-11-29T10:00:00Z' AND label = 'A' || (id % 10)`.execute(handle.db);
    expect(rows[0]!.same).toBe(1000);
    // a length limit is still the column's: too long a value fails the batch as it fails one row
    const tooLong = handle.db.transaction().execute(async (trx) => {
      const writes = new StagedWrites<any>(trx);
      for (let i = 1; i <= 3; i++) await writes.update("typed_rows", { id: i, k: `k${i}` }, { label: "abcd" });
      await writes.flush();
    });
    await expect(tooLong).rejects.toThrow(/too long/);
  });

  it("replaces a group's rows with the last set a batch gave it, leaving other groups alone", async () => {
    await sql`CREATE TABLE group_rows (owner text NOT NULL, path text NOT NULL, PRIMARY KEY (path, owner))`.execute(
      handle.db,
    );
    await handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO group_rows VALUES ('a', '1'), ('a', '2'), ('b', '1')`.execute(trx);
      const writes = new StagedWrites<any>(trx);
      await writes.replaceGroup("group_rows", { owner: "a" }, [{ owner: "a", path: "3" }]);
      await writes.replaceGroup("group_rows", { owner: "a" }, [
        { owner: "a", path: "4" },
        { owner: "a", path: "1" },
      ]);
      await writes.replaceGroup("group_rows", { owner: "c" }, []);
      await writes.flush();
    });
    const { rows } = await sql`SELECT owner, path FROM group_rows ORDER BY owner, path`.execute(handle.db);
    expect(rows).toEqual([
      { owner: "a", path: "1" },
      { owner: "a", path: "4" },
      { owner: "b", path: "1" },
    ]);
  });
});
