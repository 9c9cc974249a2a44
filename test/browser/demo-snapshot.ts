import { cpSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { createTestDatabase } from "../support/database.ts";
import { startTestServer, type TestServer } from "../support/server.ts";

/**
 * The demo library as it is right after its first start: the PGlite database dumped and the data
 * folder's files (demo accounts, media), made once per test process. A file's server then opens a
 * copy of both in about a second instead of migrating and loading the demo for eight.
 */
type DemoSnapshot = { database: Blob; files: string };

let snapshot: Promise<DemoSnapshot> | undefined;

async function makeSnapshot(): Promise<DemoSnapshot> {
  const database = await createTestDatabase();
  // the server's close stops its services and leaves the database open, to be dumped once they have
  const server = await startTestServer({ demoData: true, database: { ...database, close: async () => {} } });
  const files = mkdtempSync(path.join(tmpdir(), "living-library-demo-"));
  cpSync(server.dataDir, files, { recursive: true });
  await server.close();
  try {
    // everything on the disk first: read models commit without waiting for it
    await sql`CHECKPOINT`.execute(database.db);
    return { database: await database.dump!(), files };
  } finally {
    await database.close();
  }
}

/** A server on a fresh copy of the demo library (PGlite only: on PostgreSQL it starts as usual). */
export async function startDemoServer(): Promise<TestServer> {
  if (process.env.TEST_DATABASE_URL) return startTestServer({ demoData: true });
  snapshot ??= makeSnapshot();
  const { database, files } = await snapshot;
  return startTestServer({ demoData: true, database: await createTestDatabase({ from: database }), filesFrom: files });
}
