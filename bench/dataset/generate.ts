/**
 * `npm run bench:data [-- --fresh] [--pglite-only]`: the large data set of the rebuild, memory
 * and start benchmarks, written through the real command path (the same handlers as the admin
 * screens and the registration form): the demo catalogue, 10,000 videos, 1,000 trial
 * registrations, then edits and reorders of the videos until the log holds 200,000 events. The
 * embedded (PGlite) set is that log copied, its read models rebuilt (copy-to-pglite.ts): PGlite
 * needs the PostgreSQL server too.
 * Kept between runs (bench/dataset/location.ts); --fresh starts over.
 */
import { existsSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { loadConfig } from "../../src/app/config.ts";
import { type RunningServices, startServices } from "../../src/app/services.ts";
import { systemContext } from "../../src/eventstore/command-handler.ts";
import { commandSession, type ProjectionWaiter } from "../../src/eventstore/pipeline.ts";
import { registerTrial, systemAccountsContext } from "../../src/modules/accounts/index.ts";
import { filterList } from "../../src/modules/filters/index.ts";
import { themeList } from "../../src/modules/themes/index.ts";
import { createVideo, editVideo, reorderVideos, type VideoInput } from "../../src/modules/videos/index.ts";
import { copyPostgresDataSetToPglite } from "./copy-to-pglite.ts";
import {
  BENCH_DATA_EVENTS,
  BENCH_DATA_VIDEOS,
  benchDataDir,
  benchDataEnv,
  benchDatabaseName,
  maintenanceUrl,
} from "./location.ts";

const REGISTRATIONS = 1_000;
/** Written into the embedded set's folder once its copy is complete (an interrupted copy starts over). */
const COPIED_MARKER = "bench-data-complete";
const words = [
  "Živá",
  "kniha",
  "spomienky",
  "z",
  "detstva",
  "na",
  "dedine",
  "vojna",
  "návrat",
  "domov",
  "škola",
  "remeslo",
  "pieseň",
  "cesta",
  "priateľstvo",
  "odvaha",
];
const phrase = (i: number, length: number) =>
  Array.from({ length }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(" ");

function benchVideo(i: number, themeIds: number[], filterIds: number[]): VideoInput {
  return {
    title: `${phrase(i, 3)} ${i + 1}`,
    subtitle: phrase(i + 1, 6),
    htmlDesc: `<p><strong>${phrase(i, 4)}.</strong></p><p>${phrase(i + 2, 40)}</p>`,
    thumbnail: `/demo/covers/story-${String((i % 44) + 1).padStart(2, "0")}.svg`,
    availability: i % 3,
    mediaUrl: `/demo/media/story-${(i % 6) + 1}.mp4`,
    length: "0:30",
    visible: i % 9 !== 8,
    tags: [`téma ${i % 50}`],
    themes: [themeIds[i % themeIds.length]!, themeIds[(i * 5 + 1) % themeIds.length]!].filter(
      (id, k, all) => all.indexOf(id) === k,
    ),
    filters: filterIds.filter((_, k) => (i + k) % 3 !== 0),
    methodics: [{ url: `/demo/methodics/metodika-0${(i % 4) + 1}.pdf`, name: `metodika-${(i % 4) + 1}.pdf`, order: 1 }],
    highlights: [
      { timestamp: "0:05", text: phrase(i, 2) },
      { timestamp: "0:15", text: phrase(i + 3, 2) },
    ],
  };
}

const eventCount = async (services: RunningServices) =>
  (await sql<{ n: number }>`SELECT count(*)::int AS n FROM events`.execute(services.db)).rows[0]!.n;

/** Runs `work(i)` for i in [from, to) with `parallel` at a time (several connections on PostgreSQL). */
async function forEach(from: number, to: number, parallel: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = from;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < to) await work(next++);
    }),
  );
}

async function fill(services: RunningServices, log: (line: string) => void): Promise<void> {
  const commandContext = systemContext();
  // many commands, one wait at the end: the read models get minutes, not a request's 10 s
  const patient: ProjectionWaiter = {
    waitFor: (position, options) => services.projections.waitFor(position, { ...options, timeoutMs: 600_000 }),
  };
  const session = commandSession({ ...services, projections: patient }, commandContext);
  const ctx = { services, run: session.run, commandContext };
  const parallel = services.databaseDescription.includes("PGlite") ? 1 : 4;
  const themeIds = (await themeList.items(services.db)).map((theme) => theme.id);
  const filterIds = (await filterList.items(services.db)).map((filter) => filter.id);

  const videoIds: number[] = [];
  await forEach(0, BENCH_DATA_VIDEOS, parallel, async (i) => {
    videoIds.push((await createVideo(ctx, benchVideo(i, themeIds, filterIds), { position: 1_000 + i })).videoId);
    if ((i + 1) % 1_000 === 0) log(`${i + 1} videos`);
  });
  // a reorder places its video among those the read model lists: every one of them, from here on
  await session.settled();
  const accounts = systemAccountsContext(services);
  await forEach(0, REGISTRATIONS, parallel, async (i) => {
    const email = `citatel${i}@bench.zivakniznica.sk`;
    await registerTrial(accounts, {
      email,
      password: `Heslo-${i}-bench`,
      fullname: `Čitateľ ${i}`,
      phone: "+421 900 000 000",
      terms: true,
      moreTerms: true,
    });
  });
  log(`${REGISTRATIONS} trial registrations, ${await eventCount(services)} events`);

  for (let round = 0; (await eventCount(services)) < BENCH_DATA_EVENTS; round++) {
    await forEach(0, 2_000, parallel, async (k) => {
      const videoId = videoIds[(round * 2_003 + k * 7) % videoIds.length]!;
      // a reorder records the whole order (10,000 ids, ~70 KB): a few per round, as admins drag now and then
      if (k % 1_000 === 0)
        await reorderVideos(ctx, [{ id: videoId, order: 1 + ((round * 31 + k) % BENCH_DATA_VIDEOS) }]);
      else
        await editVideo(ctx, videoId, {
          subtitle: phrase(round + k, 6),
          htmlDesc: `<p>${phrase(round * 3 + k, 40)}</p>`,
        });
    });
    log(`${await eventCount(services)} events`);
  }
  await session.settled();
}

async function resetPostgres(fresh: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl() });
  await client.connect();
  try {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${benchDatabaseName} WITH (FORCE)`);
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [benchDatabaseName]);
    if (!rowCount) await client.query(`CREATE DATABASE ${benchDatabaseName}`);
  } finally {
    await client.end();
  }
}

/** Makes the data set of one kind unless it is there already; returns its event count. */
export async function ensureBenchData(kind: "pglite" | "postgres", options: { fresh?: boolean } = {}): Promise<number> {
  if (kind === "postgres") await resetPostgres(options.fresh ?? false);
  else if (options.fresh || !existsSync(path.join(benchDataDir(kind), COPIED_MARKER))) {
    rmSync(benchDataDir(kind), { recursive: true, force: true });
    // the embedded set is the server's log, copied and projected (copy-to-pglite.ts says why)
    await ensureBenchData("postgres");
    const started = Date.now();
    const events = await copyPostgresDataSetToPglite((line) => console.error(`bench:data pglite: ${line}`));
    console.error(`bench:data pglite: ${events} events in ${Math.round((Date.now() - started) / 1000)} s`);
    writeFileSync(path.join(benchDataDir(kind), COPIED_MARKER), `${events}\n`);
    return events;
  }
  const services = await startServices(loadConfig({ ...benchDataEnv(kind), DEMO_DATA: "true" }), { log: () => {} });
  try {
    const before = await eventCount(services);
    if (before >= BENCH_DATA_EVENTS) return before;
    const started = Date.now();
    await fill(services, (line) => console.error(`bench:data ${kind}: ${line}`));
    // what a well-kept database looks like after such a history (autovacuum, or the embedded job)
    await sql`VACUUM FULL ANALYZE`.execute(services.db);
    const events = await eventCount(services);
    console.error(`bench:data ${kind}: ${events} events in ${Math.round((Date.now() - started) / 1000)} s`);
    return events;
  } finally {
    await services.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/bench\//, "/bench/"))) {
  const flags = new Set(process.argv.slice(2));
  const kinds = flags.has("--pglite-only") ? (["pglite"] as const) : (["pglite", "postgres"] as const);
  for (const kind of kinds)
    console.log(`${kind}: ${await ensureBenchData(kind, { fresh: flags.has("--fresh") })} events`);
}
