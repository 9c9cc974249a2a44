import { sql, type Transaction } from "kysely";

/**
 * How a batch's staged writes go out (projection-writes.ts stages them): per table one DELETE, one
 * INSERT … ON CONFLICT per shape of row, one UPDATE per changed row, increments last.
 */

export type Row = Record<string, unknown>;
/** The columns that identify a row (its primary key), with their values. */
export type RowKey = Record<string, string | number | bigint>;

/** What is staged for one row: applied as delete, update, upsert or insert-if-absent, update, increment. */
export type Staged = {
  key: RowKey;
  deleteFirst: boolean;
  /** Changes that came before the upsert (of columns it does not set): the row may exist already. */
  changesBefore?: Row;
  /** Set: the row exists after the upsert, so later updates and increments fold into it. */
  upsert?: Row;
  insertIfAbsent?: Row;
  changes?: Row;
  amounts?: Record<string, number>;
};

export type TableStage =
  | { kind: "rows"; keyColumns: readonly string[]; rows: Map<string, Staged> }
  | { kind: "groups"; groupColumns: readonly string[]; groups: Map<string, { key: RowKey; rows: readonly Row[] }> };

export const isEmpty = (value: Row | undefined): boolean => value === undefined || Object.keys(value).length === 0;

type Db = Transaction<any>;

/** One table's staged rows as set-based statements: deletes, upserts and inserts per row shape, updates, increments. */
export async function writeTable(trx: Db, table: string, stage: TableStage): Promise<void> {
  if (stage.kind === "groups") {
    const groups = [...stage.groups.values()];
    await deleteRows(
      trx,
      table,
      stage.groupColumns,
      groups.map((group) => group.key),
    );
    await insertRows(
      trx,
      table,
      [],
      groups.flatMap((group) => group.rows),
      "plain",
    );
    return;
  }
  const { keyColumns, rows } = stage;
  const staged = [...rows.values()];
  const deleted = staged.filter((s) => s.deleteFirst).map((s) => s.key);
  if (deleted.length > 0) await deleteRows(trx, table, keyColumns, deleted);
  await updateRows(trx, table, keyColumns, staged, "changesBefore");
  await insertRows(
    trx,
    table,
    keyColumns,
    staged.flatMap((s) => (s.upsert ? [s.upsert] : [])),
    "upsert",
  );
  await insertRows(
    trx,
    table,
    keyColumns,
    staged.flatMap((s) => (s.insertIfAbsent ? [s.insertIfAbsent] : [])),
    "ignore",
  );
  await updateRows(trx, table, keyColumns, staged, "changes");
  const incremented = staged.flatMap((s) => (isEmpty(s.amounts) ? [] : [{ ...s.key, ...s.amounts }]));
  await insertRows(trx, table, keyColumns, incremented, "add");
}

/** One UPDATE per changed row (values differ per row, and PostgreSQL cannot type a VALUES list of parameters by itself). */
async function updateRows(
  trx: Db,
  table: string,
  keyColumns: readonly string[],
  staged: readonly Staged[],
  field: "changes" | "changesBefore",
): Promise<void> {
  for (const s of staged) {
    const changes = s[field];
    if (isEmpty(changes)) continue;
    let query = trx.updateTable(table).set(changes!);
    for (const column of keyColumns) query = query.where(column, "=", s.key[column]);
    await query.execute();
  }
}

async function deleteRows(trx: Db, table: string, keyColumns: readonly string[], keys: RowKey[]): Promise<void> {
  if (keyColumns.length === 1) {
    const [column] = keyColumns as [string];
    for (const chunk of chunks(keys, 10_000))
      await trx
        .deleteFrom(table)
        .where(
          column,
          "in",
          chunk.map((key) => key[column]),
        )
        .execute();
    return;
  }
  for (const chunk of chunks(keys, 1_000)) {
    await trx
      .deleteFrom(table)
      .where((eb) => eb.or(chunk.map((key) => eb.and(keyColumns.map((column) => eb(column, "=", key[column]))))))
      .execute();
  }
}

/**
 * Multi-row INSERTs, one per shape of row (rows of one statement must name the same columns, or
 * the missing ones would be written as defaults), chunked below PostgreSQL's 65,535 parameters.
 * `upsert` sets the named columns on a conflict, `ignore` keeps the existing row, `add` adds.
 */
async function insertRows(
  trx: Db,
  table: string,
  keyColumns: readonly string[],
  rows: readonly Row[],
  mode: "upsert" | "ignore" | "add" | "plain",
): Promise<void> {
  const shapes = new Map<string, Row[]>();
  for (const row of rows) {
    const shape = Object.keys(row).sort().join();
    const sameShape = shapes.get(shape);
    if (sameShape) sameShape.push(row);
    else shapes.set(shape, [row]);
  }
  for (const [shape, sameShape] of shapes) {
    const columns = shape.split(",");
    const others = columns.filter((column) => !keyColumns.includes(column));
    for (const chunk of chunks(sameShape, Math.floor(60_000 / columns.length))) {
      const insert = trx.insertInto(table).values(chunk);
      if (mode === "plain") {
        await insert.execute();
        continue;
      }
      await insert
        .onConflict((oc) => {
          const conflict = oc.columns(keyColumns as string[]);
          if (mode === "ignore" || others.length === 0) return conflict.doNothing();
          return conflict.doUpdateSet(
            Object.fromEntries(
              others.map((column) => [
                column,
                mode === "add"
                  ? sql`${sql.ref(`${table}.${column}`)} + excluded.${sql.ref(column)}`
                  : sql`excluded.${sql.ref(column)}`,
              ]),
            ),
          );
        })
        .execute();
    }
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
