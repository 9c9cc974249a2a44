import { type Kysely, type MigrationProvider, Migrator, sql } from "kysely";
import { migrations } from "../../migrations/index.ts";
import { SCHEMA_CHANGE_LOCK } from "./connection.ts";

const listedMigrations: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration in migrations/ (at start-up and before tests). */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Name the schema of the migration tables explicitly: otherwise kysely looks for them in every
  // schema, finds another test schema's, and skips creating its own.
  const { schema } = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!;
  const { error, results } = await db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock_shared(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    try {
      return await new Migrator({
        db: connection,
        provider: listedMigrations,
        migrationTableSchema: schema,
      }).migrateToLatest();
    } finally {
      await sql`SELECT pg_advisory_unlock_shared(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    }
  });
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
