import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where `npm run bench:data` keeps the large data set the rebuild and memory benchmarks use: a
 * PGlite folder under bench/.data (not in git), and a database of its own on the PostgreSQL server
 * of BENCH_DATABASE_URL (default the local server), so that a server process can be started on it.
 */
export const BENCH_DATA_VIDEOS = 10_000;
export const BENCH_DATA_EVENTS = 200_000;

const root = fileURLToPath(new URL("../..", import.meta.url));

export const benchDataDir = (kind: "pglite" | "postgres"): string => path.join(root, "bench", ".data", kind);

const serverUrl = (): URL => new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");

/** The PostgreSQL database the data set lives in (created by the generator). */
export const benchDatabaseName = "living_library_bench";

export function benchDatabaseUrl(): string {
  const url = serverUrl();
  url.pathname = `/${benchDatabaseName}`;
  return url.toString();
}

/** The same server's maintenance database, to create or drop the data set's database. */
export function maintenanceUrl(): string {
  const url = serverUrl();
  url.pathname = "/postgres";
  return url.toString();
}

/** The server's environment for one kind: its DATA_DIR, and for PostgreSQL its DATABASE_URL. */
export const benchDataEnv = (kind: "pglite" | "postgres"): Record<string, string> => ({
  DATA_DIR: benchDataDir(kind),
  DATABASE_URL: kind === "postgres" ? benchDatabaseUrl() : "",
  EVENTSTORE_URL: "",
});
