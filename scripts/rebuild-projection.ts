/**
 * Rebuilds read models from position 0: `npm run projections:rebuild -- <name> [<name>…]` or
 * `-- --all`. Uses the configured database and event store (the same environment as the server).
 * A running server keeps working, serving the read models as they were until the rebuild commits;
 * its runner re-checks its lease and resumes after it.
 */
import { loadConfig } from "../src/app/config.ts";
import { startServices } from "../src/app/services.ts";

const names = process.argv.slice(2).filter((a) => a !== "--");
if (names.length === 0) {
  console.error("Usage: npm run projections:rebuild -- <projector name>… | --all");
  process.exit(2);
}

const services = await startServices({ ...loadConfig(), demoData: false }, { log: () => {} });
try {
  await services.runner.stop(); // this script rebuilds on its own, without the background loop
  if (names.includes("--all")) {
    // every projector in one pass over the events
    const started = Date.now();
    await services.runner.rebuildAll();
    const peakMegabytes = Math.round(process.resourceUsage().maxRSS / 1024);
    console.log(
      `Rebuilt ${services.runner.projectorNames.length} projectors (${services.runner.projectorNames.join(", ")}) in ${Date.now() - started} ms (peak memory ${peakMegabytes} MB)`,
    );
  }
  for (const name of names.includes("--all") ? [] : names) {
    const started = Date.now();
    await services.runner.rebuild(name);
    console.log(`Rebuilt ${name} in ${Date.now() - started} ms`);
  }
} finally {
  await services.close();
}
