import { mkdirSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import type { Database } from "./database.ts";

/**
 * One Kysely instance over either a PostgreSQL server (`pg` pool) or an embedded PGlite database.
 * Both the PostgreSQL event store and the read models use it.
 */
export type DatabaseHandle = {
  db: Kysely<Database>;
  /** "PostgreSQL 127.0.0.1:5432/test" or "PGlite ./data/pglite" — for the start-up log. */
  description: string;
  kind: "postgres" | "pglite";
  /** PostgreSQL: the server's address and the schema in use (for a connection of one's own, e.g. to LISTEN). */
  url?: string;
  schema?: string;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: "postgres"; url: string; /** isolates tests: every query runs with this search_path */ schema?: string; poolSize?: number }
  | { kind: "pglite"; /** undefined keeps the database in memory */ dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const { default: pg } = await import("pg");
    // int8 (event positions, revisions) stays a string so no precision is lost; adapters convert to bigint.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    if (options.schema) {
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS "${options.schema}"`);
      } finally {
        await admin.end();
      }
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const url = new URL(options.url);
    return {
      db,
      kind: "postgres",
      url: options.url,
      schema: options.schema,
      description: `PostgreSQL ${url.host}${url.pathname}${options.schema ? ` (schema ${options.schema})` : ""}`,
      close: () => db.destroy(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // PGlite creates only the last folder of the path; a fresh clone has no ./data yet
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: "pglite",
    description: `PGlite ${options.dataDir ?? "(in memory)"}`,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Drops a test schema created with `schema` above. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await admin.end();
  }
}

export { sql };
