import type { Transaction } from "kysely";
import { deleteRows, insertRows, type Row, type RowKey, updateRows } from "./projection-statements.ts";

/**
 * How a batch's staged writes go out (projection-writes.ts stages them): per table one DELETE, one
 * INSERT … ON CONFLICT per shape of row, one UPDATE per set of changed columns, increments last
 * (the statements themselves: projection-statements.ts).
 */

export type { Row, RowKey } from "./projection-statements.ts";

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
  await updateRows(trx, table, keyColumns, changesOf(staged, "changesBefore"));
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
  await updateRows(trx, table, keyColumns, changesOf(staged, "changes"));
  const incremented = staged.flatMap((s) => (isEmpty(s.amounts) ? [] : [{ ...s.key, ...s.amounts }]));
  await insertRows(trx, table, keyColumns, incremented, "add");
}

const changesOf = (staged: readonly Staged[], field: "changes" | "changesBefore") =>
  staged.flatMap((s) => (isEmpty(s[field]) ? [] : [{ key: s.key, changes: s[field]! }]));
