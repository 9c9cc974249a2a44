/**
 * `npm run bench [-- http|mixed|eventstore|start|lighthouse|navigation|rebuild|memory] [--quick] [--check] [--pglite-only]`: runs the benchmarks on
 * PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the local server's `test` database),
 * prints one table of figures with their goals, and with --check exits non-zero when a goal is missed.
 * --quick is the seconds-long variant CI runs: it only catches a regression that halves a ratio.
 * rebuild and memory run on the large data set of `npm run bench:data`, made first when missing
 * (minutes); memory loads the server for 60 s (10 s with --quick). lighthouse
 * and navigation need `npm run build` first and Debian's Chromium.
 */
import { benchEventStore } from "./eventstore-append-project.ts";
import { type Measured, meets, table } from "./figures.ts";
import { benchGetVideos } from "./http/get-videos.ts";
import { benchMixed } from "./http/mixed.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchMemory } from "./memory/memory.ts";
import { benchNavigation } from "./navigation.ts";
import { benchRebuild } from "./rebuild.ts";
import { benchStart } from "./start.ts";

const args = process.argv.slice(2).filter((a) => a !== "--");
const flags = new Set(args.filter((a) => a.startsWith("--")));
const which = args.filter((a) => !a.startsWith("--"));
const quick = flags.has("--quick");
const wanted = (name: string) => which.length === 0 || which.includes(name);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const kinds = flags.has("--pglite-only") ? (["pglite"] as const) : (["pglite", "postgres"] as const);

const figures: Measured[] = [];
for (const kind of kinds) {
  if (wanted("eventstore")) figures.push(...(await benchEventStore(kind, databaseUrl, quick ? 1_000 : 5_000)));
  if (wanted("http")) {
    const load = quick
      ? { seconds: 2, warmSeconds: 1, rounds: 2, connections: 10 }
      : { seconds: 5, warmSeconds: 2, rounds: 3, connections: 10 };
    figures.push(...(await benchGetVideos(kind, load)));
  }
  if (wanted("mixed")) {
    const writes = { connections: 10, savesPerSecond: 50, editEveryMs: 2_000 };
    const load = quick
      ? { seconds: 2, warmSeconds: 1, rounds: 2, sequence: 500 }
      : { seconds: 6, warmSeconds: 2, rounds: 3, sequence: 5_000 };
    figures.push(...(await benchMixed(kind, { ...writes, ...load })));
  }
  if (wanted("start")) figures.push(...(await benchStart(kind, databaseUrl, quick ? 1 : 3)));
  if (wanted("lighthouse")) figures.push(...(await benchLighthouse(kind, databaseUrl, quick ? 1 : 5)));
  if (wanted("navigation")) figures.push(...(await benchNavigation(kind, databaseUrl, quick ? 1 : 5)));
  if (wanted("rebuild")) figures.push(...(await benchRebuild(kind)));
  if (wanted("memory")) figures.push(...(await benchMemory(kind, { seconds: quick ? 10 : 60 })));
}

console.log(`\n${table(figures, quick)}\n`);
const missed = figures.filter((f) => !meets(f, quick));
if (flags.has("--check") && missed.length > 0) {
  console.error(
    `${missed.length} goal(s) missed${quick ? " (quick variant: goals relaxed by half)" : ""}: ${missed.map((f) => f.name).join("; ")}`,
  );
  process.exit(1);
}
