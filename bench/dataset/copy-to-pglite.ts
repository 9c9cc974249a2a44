/**
 * The embedded data set is the PostgreSQL one's event log, copied: writing 200,000 events through
 * the command path on PGlite's single connection takes hours, and the log is the same either way.
 * What is copied is what the events do not hold (the password hashes, and the demo accounts'
 * passwords file); every read model is then rebuilt from the copied log by the projectors.
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { loadConfig } from "../../src/app/config.ts";
import { startServices } from "../../src/app/services.ts";
import { benchDataDir, benchDataEnv, benchDatabaseUrl } from "./location.ts";

const BATCH = 2_000;
const EVENT_COLUMNS = [
  "position",
  "event_id",
  "stream_name",
  "stream_revision",
  "type",
  "schema_version",
  "data",
  "metadata",
  "created_at",
] as const;

/** Copies the PostgreSQL data set's log into an empty embedded one and rebuilds its read models; returns the event count. */
export async function copyPostgresDataSetToPglite(log: (line: string) => void): Promise<number> {
  mkdirSync(benchDataDir("pglite"), { recursive: true });
  const accountsFile = path.join(benchDataDir("postgres"), "demo-accounts.json");
  if (existsSync(accountsFile)) copyFileSync(accountsFile, path.join(benchDataDir("pglite"), "demo-accounts.json"));

  const source = new pg.Client({ connectionString: benchDatabaseUrl() });
  await source.connect();
  const services = await startServices({ ...loadConfig(benchDataEnv("pglite")), demoData: false }, { log: () => {} });
  try {
    await services.runner.stop(); // nothing projects while the log is written
    let copied = 0;
    // one transaction: every copied event gets this transaction's id, so readers see all or none
    await services.db.transaction().execute(async (trx) => {
      for (let after = 0; ;) {
        const { rows } = await source.query(
          `SELECT events.position::text AS position, event_id, stream_name, stream_revision::text, type, schema_version, data::text, metadata::text, created_at
           FROM events WHERE events.position > $1 ORDER BY events.position LIMIT $2`,
          [after, BATCH],
        );
        if (rows.length === 0) break;
        const values = rows.map(
          (row) =>
            sql`(${row.position}::bigint, ${row.event_id}::uuid, ${row.stream_name}, ${row.stream_revision}::bigint, ${row.type}, ${row.schema_version}, ${row.data}::jsonb, ${row.metadata}::jsonb, ${row.created_at})`,
        );
        await sql`INSERT INTO events (${sql.join(EVENT_COLUMNS.map((c) => sql.ref(c)))}) VALUES ${sql.join(values)}`.execute(
          trx,
        );
        copied += rows.length;
        after = Number(rows.at(-1)!.position);
        if (copied % 50_000 < BATCH) log(`${copied} events copied`);
      }
      await sql`SELECT setval(pg_get_serial_sequence('events', 'position'), (SELECT max(position) FROM events))`.execute(
        trx,
      );
      const streams = await source.query(`SELECT stream_name, revision::text FROM streams`);
      for (let i = 0; i < streams.rows.length; i += BATCH) {
        const values = streams.rows
          .slice(i, i + BATCH)
          .map((row) => sql`(${row.stream_name}, ${row.revision}::bigint)`);
        await sql`INSERT INTO streams (stream_name, revision) VALUES ${sql.join(values)}`.execute(trx);
      }
    });
    const started = Date.now();
    await services.runner.rebuildAll();
    log(`read models rebuilt in ${Math.round((Date.now() - started) / 1000)} s`);
    // after the rebuild: the users must exist before their passwords, or the recovery job takes them for leftovers
    const credentials = await source.query(`SELECT user_id, password_hash, changed_at FROM credentials`);
    for (let i = 0; i < credentials.rows.length; i += BATCH) {
      const values = credentials.rows
        .slice(i, i + BATCH)
        .map((row) => sql`(${row.user_id}, ${row.password_hash}, ${row.changed_at})`);
      await sql`INSERT INTO credentials (user_id, password_hash, changed_at) VALUES ${sql.join(values)}`.execute(
        services.db,
      );
    }
    await sql`VACUUM FULL ANALYZE`.execute(services.db);
    return copied;
  } finally {
    await services.close();
    await source.end();
  }
}
