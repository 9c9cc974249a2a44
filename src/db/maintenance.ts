import { type Kysely, sql } from "kysely";

export const VACUUM_JOB = "database-vacuum";
const HOUR_MS = 60 * 60_000;

/**
 * Embedded PGlite runs no autovacuum: without it, every row a projector rewrites leaves a dead
 * version behind, and a list read model of 10,000 rows grew to hundreds of megabytes and slowed
 * its queries tenfold. This job vacuums and analyses the tables of the schema, one at a time (each
 * holds the single connection only briefly), every hour. Not at start: the first answer comes first.
 * A PostgreSQL server does this itself (autovacuum).
 */
export function embeddedVacuumJob(db: Kysely<any>, log: (message: string, fields?: Record<string, unknown>) => void) {
  let firstTick = true;
  return {
    name: VACUUM_JOB,
    everyMs: HOUR_MS,
    async run(): Promise<{ tables: number; ms: number }> {
      if (firstTick) {
        firstTick = false;
        return { tables: 0, ms: 0 };
      }
      const started = Date.now();
      const { rows } = await sql<{
        name: string;
      }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(db);
      for (const { name } of rows) await sql`VACUUM (ANALYZE) ${sql.table(name)}`.execute(db);
      const ms = Date.now() - started;
      if (ms > 1_000) log("Database vacuumed", { tables: rows.length, ms });
      return { tables: rows.length, ms };
    },
  };
}
