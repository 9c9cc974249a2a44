import { AsyncLocalStorage } from "node:async_hooks";
import type { Kysely, KyselyPlugin, OperationNode, PluginTransformQueryArgs, QueryId, RootOperationNode } from "kysely";

/**
 * Which tables a piece of work read, so that what it produced (a stored GraphQL answer) can be
 * dropped when, and only when, one of them changes. `unknown` when it read something whose changes
 * are not seen as table writes (the event log, a statement whose tables cannot be told).
 */
export type TablesRead = { tables: Set<string>; unknown: boolean; written: Set<string> };

const current = new AsyncLocalStorage<TablesRead>();

/** Runs `work`, noting every table its statements read and write (also in the promises it starts). */
export async function readingTables<T>(work: () => T | PromiseLike<T>): Promise<{ result: T; read: TablesRead }> {
  const read: TablesRead = { tables: new Set(), unknown: false, written: new Set() };
  const result = await current.run(read, work);
  return { result, read };
}

/** The work in progress read something that no table change reports (the event log itself). */
export function readOutsideTables(): void {
  const read = current.getStore();
  if (read) read.unknown = true;
}

const WRITES = new Set(["InsertQueryNode", "UpdateQueryNode", "DeleteQueryNode", "MergeQueryNode"]);

/**
 * The tables a node names (FROM, JOIN, subqueries, INSERT INTO…), by a walk over its tree: table
 * nodes, and in hand-written SQL (raw nodes, whole statements or fragments) the names after FROM and
 * JOIN in its text besides the table nodes among its parameters. A FROM list in such text (`FROM a,
 * b`), which the text alone cannot be read for, marks `found` unknown.
 */
export function tablesIn(node: unknown, found: Pick<TablesRead, "tables" | "unknown"> = newFound()): typeof found {
  if (node === null || typeof node !== "object") return found;
  if (Array.isArray(node)) {
    for (const each of node) tablesIn(each, found);
    return found;
  }
  const kind = (node as OperationNode).kind;
  if (kind === "TableNode") {
    found.tables.add((node as { table: { identifier: { name: string } } }).table.identifier.name);
    return found;
  }
  if (kind === "RawNode") readRawText(rawText(node as { sqlFragments: readonly string[] }), found);
  for (const value of Object.values(node)) if (typeof value === "object") tablesIn(value, found);
  return found;
}

const newFound = () => ({ tables: new Set<string>(), unknown: false });

const RAW_TABLE = /\b(?:from|join)\s+("?)([a-z_][a-z0-9_]*)\1(?=[\s,;)]|$)/gi;
const RAW_FROM_LIST = /\bfrom\s+[a-z_"?][^()]*?,/i;

const rawText = (node: { sqlFragments: readonly string[] }) => node.sqlFragments.join(" ? ");

function readRawText(text: string, found: Pick<TablesRead, "tables" | "unknown">): void {
  // the FROM clauses with every parenthesised part (function calls, subqueries) taken out
  let flat = text;
  for (let previous = ""; previous !== flat;) [previous, flat] = [flat, flat.replace(/\([^()]*\)/g, "()")];
  const fromList = flat.split(/\b(?:where|group\s+by|order\s+by|limit|on|returning|set|values)\b/i);
  if (fromList.some((part) => RAW_FROM_LIST.test(part))) found.unknown = true;
  for (const match of text.matchAll(RAW_TABLE)) found.tables.add(match[2]!.toLowerCase());
}

/** The table a write changes (not the ones it only reads, in a subquery or a RETURNING). */
function writtenTables(node: RootOperationNode): Set<string> {
  if (node.kind === "RawNode") {
    const written = RAW_WRITE.exec(rawText(node));
    // a target given as a parameter (sql.table): the statement's table nodes, all of them to be safe
    if (!written) return new Set();
    return written[2] ? new Set([written[2].toLowerCase()]) : tablesIn(node.parameters).tables;
  }
  const target =
    node.kind === "InsertQueryNode" || node.kind === "MergeQueryNode"
      ? node.into
      : node.kind === "UpdateQueryNode"
        ? node.table
        : node.kind === "DeleteQueryNode"
          ? node.from
          : undefined;
  return tablesIn(target).tables;
}

const RAW_WRITE = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:("?)([a-z_][a-z0-9_]*)\1|\?)/i;

/** A hand-written INSERT, UPDATE or DELETE: its first fragment says so, looked at before any text is joined. */
const isRawWrite = (node: { sqlFragments: readonly string[] }) =>
  /^\s*(?:insert|update|delete)\b/i.test(node.sqlFragments[0] ?? "") && RAW_WRITE.test(rawText(node));

/**
 * A Kysely plugin that notes the tables of every statement: read ones into the work in progress
 * (readingTables), written ones to `onWrite` once the statement has run (outside a transaction
 * that is when they changed; inside one the caller reports again after the commit).
 */
export function tableTrackingPlugin(options: { untracked: ReadonlySet<string>; onWrite(tables: Set<string>): void }) {
  const pending = new WeakMap<QueryId, Set<string>>();
  const plugin: KyselyPlugin = {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const read = current.getStore();
      const write = WRITES.has(node.kind) || (node.kind === "RawNode" && isRawWrite(node));
      if (write) {
        const tables = writtenTables(node);
        pending.set(queryId, tables);
        if (read) for (const table of tables) read.written.add(table);
      } else if (read && !read.unknown) {
        tablesIn(node, read);
        for (const table of read.tables) if (options.untracked.has(table)) read.unknown = true;
      }
      return node;
    },
    async transformResult({ result, queryId }) {
      const tables = pending.get(queryId);
      if (tables) {
        pending.delete(queryId);
        options.onWrite(tables);
      }
      return result;
    },
  };
  return plugin;
}

/**
 * `db` with its statements' tables noted (tableTrackingPlugin), and the subscription to the tables
 * its writes changed. Reads of `untracked` tables make the work reading them unknown.
 */
export function trackingTables<DB>(
  db: Kysely<DB>,
  untracked: ReadonlySet<string>,
): { db: Kysely<DB>; onTablesWritten(listener: (tables: ReadonlySet<string>) => void): void } {
  const listeners: Array<(tables: ReadonlySet<string>) => void> = [];
  const onWrite = (tables: Set<string>) => listeners.forEach((listener) => listener(tables));
  return {
    db: db.withPlugin(tableTrackingPlugin({ untracked, onWrite })),
    onTablesWritten: (listener) => void listeners.push(listener),
  };
}
