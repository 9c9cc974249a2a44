import { CompiledQuery, isExpression, RawNode, sql, type Transaction, ValueNode } from "kysely";

/**
 * The set-based statements a batch's staged writes go out as, written as SQL text with numbered
 * parameters: a rebuild sends hundreds of thousands of values, and building a query tree node per
 * value cost more CPU (and garbage collection) than the database spent running them. The values
 * are sent as they are, as the query builder would send them, and an SQL expression among them
 * (built with `sql`) is written in place. A column whose value is undefined is left out, as the
 * query builder leaves it out of an insert or an update.
 */

export type Row = Record<string, unknown>;
/** The columns that identify a row (its primary key), with their values. */
export type RowKey = Record<string, string | number | bigint>;

type Db = Transaction<any>;
/** PostgreSQL's limit is 65,535 parameters a statement. */
const MAX_PARAMETERS = 60_000;

const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const definedColumns = (row: Row): string[] =>
  Object.keys(row)
    .filter((column) => row[column] !== undefined)
    .sort();

/** Rows grouped by the columns they set (one statement names one list of columns). */
function byShape<T>(items: readonly T[], rowOf: (item: T) => Row): Map<string, { columns: string[]; items: T[] }> {
  const shapes = new Map<string, { columns: string[]; items: T[] }>();
  for (const item of items) {
    const columns = definedColumns(rowOf(item));
    if (columns.length === 0) continue;
    const shape = columns.join(",");
    const same = shapes.get(shape);
    if (same) same.items.push(item);
    else shapes.set(shape, { columns, items: [item] });
  }
  return shapes;
}

/**
 * The placeholder of one value: `$n`, or for an SQL expression (a card's `to_tsvector(…)`) the
 * expression itself, its own parameters numbered on from the statement's.
 */
function placeholder(trx: Db, value: unknown, parameters: unknown[]): string {
  if (!isExpression(value)) return (parameters.push(value), `$${parameters.length}`);
  const node = value.toOperationNode();
  if (RawNode.is(node) && node.parameters.every((p) => ValueNode.is(p) && !p.immediate)) {
    // sql`…${value}…` of plain values, the usual case: written out without compiling a query
    let text = node.sqlFragments[0]!;
    node.parameters.forEach((p, i) => {
      parameters.push((p as ValueNode).value);
      text += `$${parameters.length}${node.sqlFragments[i + 1]!}`;
    });
    return `(${text})`;
  }
  const compiled = sql`${value}`.compile(trx);
  const offset = parameters.length;
  parameters.push(...compiled.parameters);
  return `(${compiled.sql.replace(/\$(\d+)/g, (_, n: string) => `$${offset + Number(n)}`)})`;
}

/** `($1, $2), ($3, $4)…` for these rows' values, each cast when `casts` names a type. */
function valuesList(trx: Db, rows: readonly unknown[][], parameters: unknown[], casts?: readonly string[]): string {
  return rows
    .map(
      (values) =>
        `(${values.map((value, i) => `${placeholder(trx, value, parameters)}${casts ? `::${casts[i]}` : ""}`).join(", ")})`,
    )
    .join(", ");
}

const run = (trx: Db, text: string, parameters: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, parameters));

export async function deleteRows(trx: Db, table: string, keyColumns: readonly string[], keys: RowKey[]): Promise<void> {
  for (const chunk of chunks(keys, Math.floor(MAX_PARAMETERS / keyColumns.length))) {
    const parameters: unknown[] = [];
    const next = (value: unknown) => (parameters.push(value), `$${parameters.length}`);
    // compared column by column, so each parameter takes its column's type
    const where =
      keyColumns.length === 1
        ? `${ident(keyColumns[0]!)} IN (${chunk.map((key) => next(key[keyColumns[0]!])).join(", ")})`
        : chunk
            .map((key) => `(${keyColumns.map((column) => `${ident(column)} = ${next(key[column])}`).join(" AND ")})`)
            .join(" OR ");
    await run(trx, `DELETE FROM ${ident(table)} WHERE ${where}`, parameters);
  }
}

/**
 * Multi-row INSERTs, one per shape of row, chunked below the parameter limit. `upsert` sets the
 * named columns on a conflict, `ignore` keeps the existing row, `add` adds, `plain` has no key.
 */
export async function insertRows(
  trx: Db,
  table: string,
  keyColumns: readonly string[],
  rows: readonly Row[],
  mode: "upsert" | "ignore" | "add" | "plain",
): Promise<void> {
  for (const { columns, items } of byShape(rows, (row) => row).values()) {
    const others = columns.filter((column) => !keyColumns.includes(column));
    const target = ident(table);
    let conflict = "";
    if (mode !== "plain") {
      const action =
        mode === "ignore" || others.length === 0
          ? "DO NOTHING"
          : `DO UPDATE SET ${others
              .map(
                (column) =>
                  `${ident(column)} = ${mode === "add" ? `${target}.${ident(column)} + ` : ""}excluded.${ident(column)}`,
              )
              .join(", ")}`;
      conflict = ` ON CONFLICT (${keyColumns.map(ident).join(", ")}) ${action}`;
    }
    for (const chunk of chunks(items, Math.floor(MAX_PARAMETERS / columns.length))) {
      const parameters: unknown[] = [];
      const values = valuesList(
        trx,
        chunk.map((row) => columns.map((column) => row[column])),
        parameters,
      );
      await run(
        trx,
        `INSERT INTO ${target} (${columns.map(ident).join(", ")}) VALUES ${values}${conflict}`,
        parameters,
      );
    }
  }
}

/**
 * Changed rows: one UPDATE … FROM (VALUES …) per set of changed columns (a batch of edits becomes a
 * few statements, not one per row); a set of one or two rows is sent row by row.
 */
export async function updateRows(
  trx: Db,
  table: string,
  keyColumns: readonly string[],
  changes: readonly { key: RowKey; changes: Row }[],
): Promise<void> {
  for (const { columns: changed, items } of byShape(changes, (item) => item.changes).values()) {
    if (items.length < 3) {
      for (const { key, changes: row } of items) {
        const parameters: unknown[] = [];
        const set = changed.map((column) => `${ident(column)} = ${placeholder(trx, row[column], parameters)}`);
        const where = keyColumns.map((column) => `${ident(column)} = ${placeholder(trx, key[column], parameters)}`);
        await run(trx, `UPDATE ${ident(table)} SET ${set.join(", ")} WHERE ${where.join(" AND ")}`, parameters);
      }
      continue;
    }
    const types = await columnTypes(trx, table);
    // a change may set a key column to the value it has (a whole row given again): named once
    const columns = [...keyColumns, ...changed.filter((column) => !keyColumns.includes(column))];
    const casts = columns.map((column) => types.get(column) ?? "text");
    for (const chunk of chunks(items, Math.floor(MAX_PARAMETERS / columns.length))) {
      const parameters: unknown[] = [];
      const values = valuesList(
        trx,
        chunk.map(({ key, changes: row }) => columns.map((column) => (column in key ? key[column] : row[column]))),
        parameters,
        casts,
      );
      await run(
        trx,
        `UPDATE ${ident(table)} AS target SET ${changed.map((column) => `${ident(column)} = given.${ident(column)}`).join(", ")}
          FROM (VALUES ${values}) AS given(${columns.map(ident).join(", ")})
          WHERE ${keyColumns.map((column) => `target.${ident(column)} = given.${ident(column)}`).join(" AND ")}`,
        parameters,
      );
    }
  }
}

/**
 * Each column's type without its modifier, to type the VALUES of a batched UPDATE: the value is
 * then read by the same input function as a one-row UPDATE's, and a length or precision limit is
 * still checked by the assignment. Kept per table for the life of the process (migrations run
 * before the projectors start).
 */
const typesOfTables = new Map<string, Promise<Map<string, string>>>();
function columnTypes(trx: Db, table: string): Promise<Map<string, string>> {
  let types = typesOfTables.get(table);
  if (!types) {
    types = run(
      trx,
      `SELECT attname AS name, format_type(atttypid, NULL) AS type
        FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
      [table],
    ).then(({ rows }) => new Map((rows as { name: string; type: string }[]).map((row) => [row.name, row.type])));
    typesOfTables.set(table, types);
    types.catch(() => typesOfTables.delete(table));
  }
  return types;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}
