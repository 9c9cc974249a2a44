/**
 * The rebuild of every projection from position 0 on the large data set (`npm run bench:data`:
 * 10,000 videos, 200,000 events): `npm run projections:rebuild -- --all` run as an operator runs
 * it, its time and peak memory as it reports them. The read models must come out
 * with the same rows as before, which is checked by a digest of every table's rows.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "kysely";
import { loadConfig } from "../src/app/config.ts";
import { type RunningServices, startServices } from "../src/app/services.ts";
import { ensureBenchData } from "./dataset/generate.ts";
import { benchDataEnv } from "./dataset/location.ts";
import type { Measured } from "./figures.ts";

const run = promisify(execFile);

/** Every read-model table's row count and a digest of its rows in a stable order: equal digests, equal tables. */
async function tableDigests(services: RunningServices): Promise<Record<string, string>> {
  const tables = [...new Set(services.runner.projectors.flatMap((p) => p.tables))].sort();
  const digests: Record<string, string> = {};
  for (const table of tables)
    digests[table] = (
      await sql<{
        digest: string;
      }>`SELECT count(*) || ' rows, ' || coalesce(md5(string_agg(row::text, '|' ORDER BY row::text)), '-') AS digest
        FROM ${sql.table(table)} AS row`.execute(services.db)
    ).rows[0]!.digest;
  return digests;
}

async function withServices<T>(
  kind: "pglite" | "postgres",
  work: (services: RunningServices) => Promise<T>,
): Promise<T> {
  const services = await startServices({ ...loadConfig(benchDataEnv(kind)), demoData: false }, { log: () => {} });
  try {
    await services.runner.stop(); // nothing projects meanwhile
    return await work(services);
  } finally {
    await services.close();
  }
}

export async function benchRebuild(kind: "pglite" | "postgres"): Promise<Measured[]> {
  const events = await ensureBenchData(kind);
  const before = await withServices(kind, tableDigests);
  // the script an operator runs, in a process of its own (with its memory settings)
  const { stdout } = await run("npm", ["run", "--silent", "projections:rebuild", "--", "--all"], {
    env: { ...process.env, ...benchDataEnv(kind) },
  });
  const reported = /in (\d+) ms \(peak memory (\d+) MB\)/.exec(stdout);
  if (!reported) throw new Error(`the rebuild script said: ${stdout}`);
  const after = await withServices(kind, async (services) => {
    const digests = await tableDigests(services);
    // the emptied tables' old rows, as autovacuum (or the embedded job) would clear them
    await sql`VACUUM ANALYZE`.execute(services.db);
    return digests;
  });
  if (JSON.stringify(after) !== JSON.stringify(before))
    throw new Error(`the rebuild changed the read models: ${JSON.stringify({ before, after })}`);
  const seconds = Number(reported[1]) / 1000;
  return [
    { name: `${kind}: rebuild of every projection from ${events} events, s`, value: seconds },
    {
      name: `${kind}: rebuild, events/s`,
      value: events / seconds,
      goal: { atLeast: kind === "postgres" ? 10_000 : 5_000 },
    },
    { name: `${kind}: rebuild, peak resident memory of the script, MB`, value: Number(reported[2]) },
  ];
}
