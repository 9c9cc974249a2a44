import type { Insertable, Transaction, Updateable } from "kysely";

import { isEmpty, type Row, type RowKey, type Staged, type TableStage, writeTable } from "./projection-flush.ts";

export type { RowKey } from "./projection-flush.ts";

/**
 * What a projector writes while it applies a batch of events. Writes to a row are staged and
 * merged in memory, and when the batch ends they go out set-based: per table one DELETE, one
 * INSERT … ON CONFLICT per shape of row, one UPDATE per changed row. The result is exactly what
 * applying the writes one by one would give; where merging could not keep that promise the staged
 * writes are sent first. Anything else (a statement over many rows) goes through `execute`, which
 * sends what is staged before it, so writes keep their order.
 */
export interface ProjectionWrites<Tables> {
  /** Inserts the row, or sets the given columns of the row with the same key. */
  upsert<T extends keyof Tables & string>(
    table: T,
    row: Insertable<Tables[T]>,
    keyColumns: readonly (keyof Tables[T] & string)[],
  ): Promise<void>;
  /** Inserts the row unless one with the same key exists (an append-only ledger). */
  insertIfAbsent<T extends keyof Tables & string>(
    table: T,
    row: Insertable<Tables[T]>,
    keyColumns: readonly (keyof Tables[T] & string)[],
  ): Promise<void>;
  /** Sets columns of the row with this key, if there is one. Values only: no SQL expressions. */
  update<T extends keyof Tables & string>(table: T, key: RowKey, changes: Updateable<Tables[T]>): Promise<void>;
  /** Adds to number columns of the row with this key; a missing row is inserted with the amounts (other columns take their defaults). */
  increment<T extends keyof Tables & string>(
    table: T,
    key: RowKey,
    amounts: Partial<Record<keyof Tables[T] & string, number>>,
  ): Promise<void>;
  delete<T extends keyof Tables & string>(table: T, key: RowKey): Promise<void>;
  /**
   * Replaces every row whose `group` columns have these values by `rows` (an event that carries an
   * item's whole set of rows). A table written this way takes no other staged writes in a batch.
   */
  replaceGroup<T extends keyof Tables & string>(
    table: T,
    group: RowKey,
    rows: readonly Insertable<Tables[T]>[],
  ): Promise<void>;
  /** Runs any statement in the batch's transaction, after everything staged so far. */
  execute<R>(work: (trx: Transaction<Tables>) => Promise<R>): Promise<R>;
  /** Like `execute`, for a statement a later one of the same kind may make needless (see Replaceable). */
  executeReplaceable(statement: Replaceable<Tables>): Promise<void>;
}

/**
 * A statement that rewrites one column of many rows from what its event gave (a whole new order
 * numbering every item). It is held back while the batch goes on, and dropped when a later one with
 * the same `key` stands alone: a batch of a rebuild with twenty reorders of the library numbers it
 * once, not twenty times. It is sent first, as it came, before any write that could tell the
 * difference: a statement through `execute`, a row of `tables` inserted or deleted, or its column
 * written. Other writes to those rows (an edit of a title) do not meet it and keep being staged.
 */
export type Replaceable<Tables = any> = {
  key: string;
  tables: readonly (keyof Tables & string)[];
  column: string;
  work: (trx: Transaction<Tables>) => Promise<void>;
  /**
   * Whether its result does not depend on what the one before it wrote (its order names every row
   * there is). Asked while other writes may still be staged: it may read which rows of `tables` exist, nothing else.
   */
  standsAlone: (trx: Transaction<Tables>) => Promise<boolean>;
};

const keyString = (key: RowKey): string =>
  JSON.stringify(
    Object.keys(key)
      .sort()
      .map((column) => [column, String(key[column])]),
  );
const keyOf = (row: Row, keyColumns: readonly string[]): RowKey =>
  Object.fromEntries(keyColumns.map((column) => [column, row[column] as RowKey[string]]));
const sameColumns = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && (a === b || a.every((column) => b.includes(column)));
/** A row's identity within its table's stage: its key's values in the stage's column order (every write of a batch sends one). */
const rowId = (keyColumns: readonly string[], key: RowKey): string =>
  keyColumns.length === 1
    ? String(key[keyColumns[0]!])
    : keyColumns.map((column) => String(key[column])).join("\u0000");
const without = <T extends Row>(value: T | undefined, columns: readonly string[]): T | undefined =>
  value && (Object.fromEntries(Object.entries(value).filter(([column]) => !columns.includes(column))) as T);

/** Staged writes of one batch; `flush` sends them. `sequential` sends every write at once (the fallback for a batch that failed set-based). */
export class StagedWrites<Tables> implements ProjectionWrites<any> {
  private readonly tables = new Map<string, TableStage>();
  /** A replaceable statement held back (see Replaceable). */
  private held?: Replaceable<any>;

  constructor(
    private readonly trx: Transaction<Tables>,
    private readonly sequential = false,
  ) {}

  upsert(table: string, row: Row, keyColumns: readonly string[]): Promise<void> {
    return this.stage(table, keyOf(row, keyColumns), keyColumns, "whole rows", (s) => {
      if (s.insertIfAbsent || (!s.upsert && !isEmpty(s.amounts))) return false; // an increment may have created the row
      if (!s.upsert && !isEmpty(s.changes)) {
        // an update of a row that may exist, then the upsert: the update goes first, less what the upsert sets anyway
        const before = without(s.changes, Object.keys(row));
        if (!isEmpty(before)) s.changesBefore = before;
        delete s.changes;
      }
      s.upsert = { ...s.upsert, ...row };
      s.amounts = without(s.amounts, Object.keys(row));
      return true;
    });
  }

  insertIfAbsent(table: string, row: Row, keyColumns: readonly string[]): Promise<void> {
    return this.stage(table, keyOf(row, keyColumns), keyColumns, "whole rows", (s) => {
      if (s.upsert || s.insertIfAbsent) return true; // the row is there by then: nothing to do
      if (s.deleteFirst) return ((s.upsert = { ...row }), true);
      if (!isEmpty(s.changes) || !isEmpty(s.amounts)) return false;
      s.insertIfAbsent = { ...row };
      return true;
    });
  }

  update(table: string, key: RowKey, changes: Row): Promise<void> {
    return this.stage(table, key, Object.keys(key), Object.keys(changes), (s) => {
      if (s.upsert)
        return ((s.upsert = { ...s.upsert, ...changes }), (s.amounts = without(s.amounts, Object.keys(changes))), true);
      if (s.deleteFirst) return true; // no row to update
      if (!isEmpty(s.amounts)) return false; // an increment may have created the row this updates
      s.changes = { ...s.changes, ...changes };
      return true;
    });
  }

  increment(table: string, key: RowKey, amounts: Record<string, number>): Promise<void> {
    return this.stage(table, key, Object.keys(key), "whole rows", (s) => {
      if (!s.upsert && s.deleteFirst) return ((s.upsert = { ...key, ...amounts }), true);
      // an increment always merges, so the sums are kept in place (the hot path of counters)
      const sums = (s.amounts ??= {});
      for (const column in amounts) {
        const amount = amounts[column]!;
        if (s.upsert && column in s.upsert) s.upsert[column] = Number(s.upsert[column]) + amount;
        else sums[column] = (sums[column] ?? 0) + amount;
      }
      return true;
    });
  }

  delete(table: string, key: RowKey): Promise<void> {
    return this.stage(table, key, Object.keys(key), "whole rows", (s) => {
      for (const field of ["changesBefore", "upsert", "insertIfAbsent", "changes", "amounts"] as const) delete s[field];
      s.deleteFirst = true;
      return true;
    });
  }

  async replaceGroup(table: string, group: RowKey, rows: readonly Row[]): Promise<void> {
    if (this.meetsHeld(table)) await this.flush();
    let stage = this.tables.get(table);
    if (stage && (stage.kind !== "groups" || !sameColumns(stage.groupColumns, Object.keys(group)))) {
      await this.flush();
      stage = undefined;
    }
    if (!stage)
      this.tables.set(table, (stage = { kind: "groups", groupColumns: Object.keys(group), groups: new Map() }));
    if (stage.kind === "groups") stage.groups.set(keyString(group), { key: group, rows }); // the last set of the batch is the one that counts
    if (this.sequential) await this.flush();
  }

  async execute<R>(work: (trx: Transaction<Tables>) => Promise<R>): Promise<R> {
    await this.flush();
    return work(this.trx);
  }

  async executeReplaceable(statement: Replaceable<any>): Promise<void> {
    const replacing = this.held?.key === statement.key && !this.sequential;
    // which rows of its tables there are has not changed since the held one came (any write that
    // could add or remove one sent it), so it may be asked with the writes since still staged
    if (replacing && (await statement.standsAlone(this.trx))) return void (this.held = statement);
    await this.flush();
    if (this.sequential) return statement.work(this.trx);
    this.held = statement;
  }

  /**
   * Sends everything staged, table by table in the order they were first written, then the held
   * statement (the writes staged after it never meet it, so it may go last).
   */
  async flush(): Promise<void> {
    const tables = [...this.tables];
    this.tables.clear();
    for (const [table, stage] of tables) await writeTable(this.trx, table, stage);
    const statement = this.held;
    if (!statement) return;
    this.held = undefined;
    await statement.work(this.trx);
  }

  /** How many rows are staged (what the writes hold in memory). */
  get stagedRows(): number {
    let rows = 0;
    for (const stage of this.tables.values()) rows += stage.kind === "rows" ? stage.rows.size : stage.groups.size;
    return rows;
  }

  /** Whether a write to `table` could tell whether the held statement ran yet. */
  private meetsHeld(table: string, columns: readonly string[] | "whole rows" = "whole rows"): boolean {
    const held = this.held;
    if (!held || !(held.tables as readonly string[]).includes(table)) return false;
    return columns === "whole rows" || columns.includes(held.column);
  }

  /**
   * Merges a write into the row's staged state. When `merge` says it cannot be exact, what is staged
   * is sent first and the write starts a fresh state; in sequential mode every write is sent at once.
   */
  private async stage(
    table: string,
    key: RowKey,
    keyColumns: readonly string[],
    columns: readonly string[] | "whole rows",
    merge: (staged: Staged) => boolean,
  ): Promise<void> {
    if (this.meetsHeld(table, columns)) await this.flush();
    let stage = this.tables.get(table);
    if (stage?.kind === "groups") {
      await this.flush(); // a table whose groups were replaced, now written row by row
      stage = undefined;
    }
    if (stage && !sameColumns(stage.keyColumns, keyColumns))
      throw new Error(`${table}: rows are keyed by ${stage.keyColumns.join(", ")}, not ${keyColumns.join(", ")}`);
    let staged = stage?.rows.get(rowId(stage.keyColumns, key)) ?? { key, deleteFirst: false };
    if (!merge(staged)) {
      await this.flush();
      staged = { key, deleteFirst: false };
      if (!merge(staged)) throw new Error(`${table}: a write that cannot be staged on a fresh row`);
      stage = undefined;
    }
    if (!stage) this.tables.set(table, (stage = { kind: "rows", keyColumns, rows: new Map() }));
    stage.rows.set(rowId(stage.keyColumns, key), staged);
    if (this.sequential) await this.flush();
  }
}
