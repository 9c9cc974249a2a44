import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from "kysely";

const migrationFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../migrations");

/**
 * Every file in migrations/, imported from our own code (not from inside kysely) so that the
 * TypeScript loader in use — tsx at run time, Vite in tests — handles the .ts files.
 */
const folderProvider: MigrationProvider = {
  async getMigrations() {
    const migrations: Record<string, Migration> = {};
    for (const file of readdirSync(migrationFolder).sort()) {
      if (!/^\d{4}_.+\.ts$/.test(file)) continue;
      migrations[file.replace(/\.ts$/, "")] = (await import(pathToFileURL(path.join(migrationFolder, file)).href)) as Migration;
    }
    return migrations;
  },
};

/** Runs every pending migration in migrations/ (at start-up and before tests). */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Name the schema of the migration tables explicitly: otherwise kysely looks for them in every
  // schema, finds another test schema's, and skips creating its own.
  const { schema } = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!;
  const migrator = new Migrator({ db, provider: folderProvider, migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}
