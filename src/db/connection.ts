import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql } from "kysely";
import type { Database } from "./database.ts";
import { PGliteSimpleQueryDialect } from "./pglite-dialect.ts";
import { poolStatements, type PreparedStatements, sessionStatements } from "./prepared.ts";

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
  /** Statements planned once: the event store's appends use them. */
  prepared: PreparedStatements;
  /** PGlite: the whole database as a tarball, to open a copy of it with `loadDataDir` (tests start from one). */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      /** isolates tests: every query runs with this search_path */ schema?: string;
      poolSize?: number;
    }
  | {
      kind: "pglite";
      /** undefined keeps the database in memory */ dataDir?: string;
      /** a database dumped earlier (DatabaseHandle.dump), opened as it was */ loadDataDir?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const { default: pg } = await import("pg");
    // int8 (event positions, revisions) stays a string so no precision is lost; adapters convert to bigint.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // a connection kept checked out (the projector runner's advisory locks) can break while no query
    // runs on it: its next query fails and the runner lets it go; unheard, the error would end the process
    pool.on("connect", (client) => client.on("error", () => {}));
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
      prepared: poolStatements(pool),
      description: `PostgreSQL ${url.host}${url.pathname}${options.schema ? ` (schema ${options.schema})` : ""}`,
      close: () => db.destroy(),
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  // PGlite creates only the last folder of the path; a fresh clone has no ./data yet
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const releaseFolder = options.dataDir ? claimDataFolder(options.dataDir) : () => {};
  // one options object: PGlite reads a second argument only after a folder name
  const pglite = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await pglite.waitReady.catch((error) => {
    releaseFolder();
    throw error;
  });
  const db = new Kysely<Database>({ dialect: new PGliteSimpleQueryDialect(pglite) });
  return {
    db,
    kind: "pglite",
    prepared: sessionStatements(db),
    description: `PGlite ${options.dataDir ?? "(in memory)"}`,
    dump: () => pglite.dumpDataDir("none"),
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      releaseFolder();
    },
  };
}

/** A process as `<pid> <start time>` (Linux /proc; the pid alone elsewhere), so a reused pid is not taken for it. */
function processIdentity(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return `${pid} ${stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]}`;
  } catch {
    return String(pid);
  }
}

function isRunning(identity: string): boolean {
  const pid = Number(identity.split(" ")[0]);
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return processIdentity(pid) === identity;
}

/**
 * PGlite does not lock its folder (0.5.16 writes postmaster.pid with a fixed pid, and a second
 * process opens the folder as if alone, each with its own buffers, which corrupts it). The server
 * relies on one process per folder (the projector runner takes over every lease left in it at
 * start), so `<folder>.owner` names the process that has it open: another live process is refused,
 * one that died (kill -9) is taken over. Returns the release, for a clean close.
 */
function claimDataFolder(dataDir: string): () => void {
  const file = `${dataDir}.owner`;
  const me = processIdentity(process.pid);
  const owner = () => {
    try {
      return readFileSync(file, "utf8").trim();
    } catch {
      return ""; // gone meanwhile
    }
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, me, { flag: "wx" });
      return () => {
        if (owner() === me) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = owner();
    if (holder !== me && isRunning(holder)) {
      throw new Error(
        `The PGlite folder ${dataDir} is open in process ${holder.split(" ")[0]}: stop it first (or delete ${file} if no such process runs)`,
      );
    }
    rmSync(file, { force: true }); // left by a process that died, or by this one before
  }
  throw new Error(`Could not take the PGlite folder ${dataDir}: ${file} keeps coming back`);
}

/**
 * Held shared while migrating and exclusively while dropping a schema. Kysely's migrator looks at
 * the tables of every schema (pg_get_serial_sequence on each name), which fails with "schema …
 * does not exist" when another process drops a schema between its catalogue read and that call.
 */
export const SCHEMA_CHANGE_LOCK = 7_304_211_886;

/** Drops a test schema created with `schema` above. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // waits for migrations running anywhere (see SCHEMA_CHANGE_LOCK in migrate.ts)
    await admin.query("BEGIN");
    await admin.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_CHANGE_LOCK]);
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.query("COMMIT");
  } finally {
    await admin.end();
  }
}

export { sql };
