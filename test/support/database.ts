import { randomBytes } from "node:crypto";
import { type DatabaseHandle, dropSchema, openDatabase } from "../../src/db/connection.ts";
import { migrateToLatest } from "../../src/db/migrate.ts";

/**
 * A fresh, migrated database for one test file: a private schema on the PostgreSQL server named by
 * TEST_DATABASE_URL when it is set, otherwise an in-memory PGlite.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
export const testDatabaseKind = testDatabaseUrl ? "postgres" : "pglite";

export async function createTestDatabase(options: { from?: Blob } = {}): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (testDatabaseUrl) {
    const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const opened = await openDatabase({ kind: "postgres", url: testDatabaseUrl, schema });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        await dropSchema(testDatabaseUrl, schema);
      },
    };
  } else {
    handle = await openDatabase({ kind: "pglite", loadDataDir: options.from });
  }
  await migrateToLatest(handle.db);
  return handle;
}
