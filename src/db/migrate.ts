import { type Kysely, type MigrationProvider, Migrator, sql } from "kysely";
import { migrations } from "../../migrations/index.ts";

const listedMigrations: MigrationProvider = { getMigrations: async () => migrations };

/** Runs every pending migration in migrations/ (at start-up and before tests). */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Name the schema of the migration tables explicitly: otherwise kysely looks for them in every
  // schema, finds another test schema's, and skips creating its own.
  const { schema } = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!;
  const migrator = new Migrator({ db, provider: listedMigrations, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
