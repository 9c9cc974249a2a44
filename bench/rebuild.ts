/**
 * The rebuild of every projection from position 0 on the large data set (`npm run bench:data`:
 * 10,000 videos, 200,000 events), as `npm run projections:rebuild -- --all` does it: the tables are
 * emptied and every projector replays the whole log in one pass. The read models must come out
 * with the same rows as before, which is checked by counting them per table.
 */
import { sql } from "kysely";
import { loadConfig } from "../src/app/config.ts";
import { type RunningServices, startServices } from "../src/app/services.ts";
import { ensureBenchData } from "./dataset/generate.ts";
import { benchDataEnv } from "./dataset/location.ts";
import type { Measured } from "./figures.ts";

async function rowCounts(services: RunningServices): Promise<Record<string, number>> {
  const tables = [...new Set(services.runner.projectors.flatMap((p) => p.tables))].sort();
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(services.db)
    ).rows[0]!.n;
  return counts;
}

export async function benchRebuild(kind: "pglite" | "postgres"): Promise<Measured[]> {
  const events = await ensureBenchData(kind);
  const services = await startServices({ ...loadConfig(benchDataEnv(kind)), demoData: false }, { log: () => {} });
  try {
    await services.runner.stop(); // rebuilt without the background loop, as the script does
    const before = await rowCounts(services);
    const started = performance.now();
    await services.runner.rebuildAll();
    const seconds = (performance.now() - started) / 1000;
    const after = await rowCounts(services);
    // the emptied tables' old rows, as autovacuum (or the embedded job) would clear them
    await sql`VACUUM ANALYZE`.execute(services.db);
    if (JSON.stringify(after) !== JSON.stringify(before))
      throw new Error(`the rebuild changed the read models: ${JSON.stringify({ before, after })}`);
    return [
      {
        name: `${kind}: rebuild of every projection from ${events} events, s`,
        value: seconds,
        goal: { atMost: kind === "postgres" ? 60 : 120 },
      },
      { name: `${kind}: rebuild, events/s`, value: events / seconds },
    ];
  } finally {
    await services.close();
  }
}
