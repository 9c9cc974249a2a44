/**
 * getVideos page 1 under load, against its two baselines, each database in turn. The server runs
 * in one child process (bench/http/target.ts), the load generator in another (load.mjs), so
 * neither shares an event loop with what it measures. Every round measures each target once, in
 * turn (interleaved), after a warm-up; the figures are the medians of the rounds, with their spread.
 */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { type Measured, median, spread } from "../figures.ts";

const run = promisify(execFile);
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export type LoadOptions = { seconds: number; warmSeconds: number; rounds: number; connections: number };
export type LoadResult = {
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytesPerRequest: number;
};
export type Target = { name: string; url: string; headers?: Record<string, string> };

export type Started = {
  graphqlUrl: string;
  uncachedUrl: string;
  koaUrl: string;
  nodeUrl: string;
  cpuUrl: string;
  body: string;
  bytes: number;
  token: string;
  /** The demo accounts' logins (the mixed load's listeners and admin). */
  accounts: { email: string; password: string; description: string }[];
};

export async function startTarget(kind: "pglite" | "postgres"): Promise<{ child: ChildProcess; started: Started }> {
  const child = spawn(process.execPath, ["--import", "tsx", here("./target.ts"), kind], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the target process exited with ${code}`)));
  });
  return { child, started: JSON.parse(firstLine) as Started };
}

export async function load(target: Target, body: string, connections: number, seconds: number): Promise<LoadResult> {
  const job = { url: target.url, headers: target.headers ?? {}, body, connections, seconds };
  const { stdout } = await run(process.execPath, [here("./load.mjs"), JSON.stringify(job)], { maxBuffer: 1 << 20 });
  const result = JSON.parse(stdout) as LoadResult;
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${target.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

/** Every target loaded in turn, round after round: each round's answers and server CPU per request. */
async function measureRounds(targets: Target[], started: Started, options: LoadOptions) {
  const results = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
  const cpuPerRequest = new Map<string, number[]>(targets.map((t) => [t.name, []]));
  const cpuSoFar = async () => Number(await (await fetch(started.cpuUrl)).text());
  for (let round = 0; round < options.rounds; round++) {
    for (const target of targets) {
      await load(target, started.body, options.connections, options.warmSeconds);
      const cpuBefore = await cpuSoFar();
      const result = await load(target, started.body, options.connections, options.seconds);
      cpuPerRequest.get(target.name)!.push(((await cpuSoFar()) - cpuBefore) / result.requests);
      results.get(target.name)!.push(result);
    }
  }
  return { results, cpuPerRequest };
}

/**
 * Each database's figures: requests per second and p99 of every target, medians over the rounds.
 * A ratio is the median of the rounds' ratios: each round measures its targets within seconds of
 * each other, so what else the shared machine does weighs on both sides of a round's ratio alike.
 */
export async function benchGetVideos(kind: "pglite" | "postgres", options: LoadOptions): Promise<Measured[]> {
  const { child, started } = await startTarget(kind);
  try {
    const targets: Target[] = [
      { name: "node:http, same bytes", url: started.nodeUrl },
      { name: "plain Koa, same SQL", url: started.koaUrl },
      { name: "GraphQL, anonymous", url: started.graphqlUrl },
      { name: "GraphQL, subscriber", url: started.graphqlUrl, headers: { authorization: `Bearer ${started.token}` } },
      { name: "GraphQL without stored answers", url: started.uncachedUrl },
    ];
    const { results, cpuPerRequest } = await measureRounds(targets, started, options);
    const rate = (name: string) => results.get(name)!.map((r) => r.requestsPerSecond);
    const p99 = (name: string) => results.get(name)!.map((r) => r.p99);
    const ratio = (label: string, name: string, baseline: string, goal?: Measured["goal"]): Measured => {
      const perRound = rate(name).map((value, round) => value / rate(baseline)[round]!);
      return { name: `${kind}: ${label}`, value: median(perRound), spread: spread(perRound), goal };
    };
    const figures: Measured[] = [];
    for (const target of targets) {
      figures.push({
        name: `${kind}: ${target.name}, req/s`,
        value: median(rate(target.name)),
        spread: spread(rate(target.name)),
      });
      figures.push({
        name: `${kind}: ${target.name}, p99 ms`,
        value: median(p99(target.name)),
        spread: spread(p99(target.name)),
      });
      const cpu = cpuPerRequest.get(target.name)!;
      figures.push({
        name: `${kind}: ${target.name}, server CPU per request, µs`,
        value: median(cpu),
        spread: spread(cpu),
      });
    }
    figures.push(
      ratio("GraphQL ÷ plain Koa with the same SQL", "GraphQL, anonymous", "plain Koa, same SQL", { atLeast: 0.9 }),
    );
    figures.push(
      ratio("GraphQL ÷ node:http with the same bytes", "GraphQL, anonymous", "node:http, same bytes", { atLeast: 0.3 }),
    );
    figures.push(
      ratio("subscriber ÷ node:http with the same bytes", "GraphQL, subscriber", "node:http, same bytes", {
        atLeast: 0.3,
      }),
    );
    for (const who of ["anonymous", "subscriber"]) {
      // the same comparison in server CPU per request (node:http's ÷ GraphQL's), which the load on the rest of the machine moves less
      const perRound = cpuPerRequest
        .get("node:http, same bytes")!
        .map((node, round) => node / cpuPerRequest.get(`GraphQL, ${who}`)![round]!);
      figures.push({
        name: `${kind}: ${who}, node:http's server CPU per request ÷ GraphQL's (informative)`,
        value: median(perRound),
        spread: spread(perRound),
      });
    }
    for (const who of ["anonymous", "subscriber"]) {
      figures.push({
        name: `${kind}: GraphQL p99, ${who}, ms`,
        value: median(p99(`GraphQL, ${who}`)),
        goal: { atMost: 20 },
      });
    }
    figures.push(
      ratio("GraphQL without stored answers ÷ plain Koa", "GraphQL without stored answers", "plain Koa, same SQL", {
        atLeast: 0.7,
      }),
    );
    figures.push({ name: `${kind}: answer size, bytes`, value: started.bytes });
    return figures;
  } finally {
    child.stdin!.end();
    await new Promise((resolve) => child.once("exit", resolve));
  }
}
