/**
 * The compiled production server on a fresh demo catalogue, for the benchmarks that drive a browser:
 * its own data folder and, on PostgreSQL, a database of its own, all removed afterwards.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type StartedServer, startServer } from "./start.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

export async function withDemoServer<T>(
  kind: "pglite" | "postgres",
  databaseUrl: string,
  name: string,
  use: (url: string) => Promise<T>,
): Promise<T> {
  if (!existsSync(path.join(root, "dist/server/main.mjs")) || !existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error(`the ${name} benchmark measures the production build: run \`npm run build\` first`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `living-library-${name}-`));
  const database = kind === "postgres" ? `bench_${name}_${Date.now().toString(36)}` : undefined;
  const admin = database ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  let created = false;
  let server: StartedServer | undefined;
  try {
    let databaseEnv = "";
    if (admin && database) {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      created = true;
      const url = new URL(databaseUrl);
      url.pathname = `/${database}`;
      databaseEnv = url.toString();
    }
    server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseEnv, HOST: "127.0.0.1", DEMO_DATA: "true" });
    return await use(server.url);
  } finally {
    await server?.stop();
    if (created) await admin!.query(`DROP DATABASE ${database} WITH (FORCE)`);
    await admin?.end().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}
