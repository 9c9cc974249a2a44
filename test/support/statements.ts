import type { RootOperationNode } from "kysely";

/**
 * The table a statement reads first (its FROM), or for one without a FROM the first table it names
 * (a statement made of subqueries); raw SQL (the event store's) by its first FROM. What the
 * list-statement tests count a request's statements by.
 */
export function mainTable(node: RootOperationNode): string {
  if (node.kind === "RawNode") return /\bFROM\s+"?(\w+)/i.exec(node.sqlFragments.join("?"))?.[1] ?? "(raw)";
  const text = JSON.stringify(node, (_key, value) => (typeof value === "bigint" ? String(value) : value));
  return (
    /"kind":"TableNode","table":\{"kind":"SchemableIdentifierNode","identifier":\{"kind":"IdentifierNode","name":"(\w+)"/.exec(
      text,
    )?.[1] ?? node.kind
  );
}

/**
 * Counts the statements sent while `during` runs that read one of `tables` (by main table): the
 * tables of the lists under test, so that what the server does meanwhile on its own (the projection
 * runner's polling, the jobs) is not counted.
 */
export function statementCounter(tables: readonly string[]) {
  let counting = false;
  let seen: { table: string; node: RootOperationNode }[] = [];
  return {
    observe(node: RootOperationNode) {
      if (!counting || (node.kind === "RawNode" && node.sqlFragments.join("").includes("pg_snapshot_xmin"))) return;
      // a subquery built on its own is seen by the plugin before the statement it is part of: it is that statement
      const parts = nodesWithin(node);
      seen = seen.filter((earlier) => !parts.has(earlier.node));
      const table = mainTable(node);
      if (tables.includes(table)) seen.push({ table, node });
    },
    async during<T>(run: () => Promise<T>): Promise<{ result: T; tables: string[] }> {
      seen = [];
      counting = true;
      try {
        const result = await run();
        return { result, tables: seen.map((statement) => statement.table) };
      } finally {
        counting = false;
      }
    },
  };
}

/** Every object inside an operation tree. */
function nodesWithin(root: object): Set<object> {
  const found = new Set<object>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== "object" || found.has(value)) return;
    found.add(value);
    for (const child of Object.values(value)) visit(child);
  };
  for (const child of Object.values(root)) visit(child);
  return found;
}
