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
type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number; bytesPerRequest: number };
type Target = { name: string; url: string; headers?: Record<string, string> };

type Started = { graphqlUrl: string; uncachedUrl: string; koaUrl: string; nodeUrl: string; body: string; bytes: number; token: string };

async function startTarget(kind: "pglite" | "postgres"): Promise<{ child: ChildProcess; started: Started }> {
  const child = spawn(process.execPath, ["--import", "tsx", here("./target.ts"), kind], { stdio: ["pipe", "pipe", "inherit"] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the target process exited with ${code}`)));
  });
  return { child, started: JSON.parse(firstLine) as Started };
}

async function load(target: Target, body: string, connections: number, seconds: number): Promise<LoadResult> {
  const job = { url: target.url, headers: target.headers ?? {}, body, connections, seconds };
  const { stdout } = await run(process.execPath, [here("./load.mjs"), JSON.stringify(job)], { maxBuffer: 1 << 20 });
  const result = JSON.parse(stdout) as LoadResult;
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${target.name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  return result;
}

/** Each database's figures: requests per second and p99 of every target, medians over the rounds. */
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
    const results = new Map<string, LoadResult[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < options.rounds; round++) {
      for (const target of targets) {
        await load(target, started.body, options.connections, options.warmSeconds);
        results.get(target.name)!.push(await load(target, started.body, options.connections, options.seconds));
      }
    }
    const rate = (name: string) => results.get(name)!.map((r) => r.requestsPerSecond);
    const p99 = (name: string) => results.get(name)!.map((r) => r.p99);
    const figures: Measured[] = [];
    for (const target of targets) {
      figures.push({ name: `${kind}: ${target.name}, req/s`, value: median(rate(target.name)), spread: spread(rate(target.name)) });
      figures.push({ name: `${kind}: ${target.name}, p99 ms`, value: median(p99(target.name)), spread: spread(p99(target.name)) });
    }
    const graphql = median(rate("GraphQL, anonymous"));
    figures.push({ name: `${kind}: GraphQL ÷ plain Koa with the same SQL`, value: graphql / median(rate("plain Koa, same SQL")), goal: { atLeast: 0.9 } });
    figures.push({ name: `${kind}: GraphQL ÷ node:http with the same bytes`, value: graphql / median(rate("node:http, same bytes")), goal: { atLeast: 0.3 } });
    figures.push({ name: `${kind}: subscriber ÷ node:http with the same bytes`, value: median(rate("GraphQL, subscriber")) / median(rate("node:http, same bytes")), goal: { atLeast: 0.3 } });
    for (const who of ["anonymous", "subscriber"]) {
      figures.push({ name: `${kind}: GraphQL p99, ${who}, ms`, value: median(p99(`GraphQL, ${who}`)), goal: { atMost: 20 } });
    }
    figures.push({ name: `${kind}: GraphQL without stored answers ÷ plain Koa (informative)`, value: median(rate("GraphQL without stored answers")) / median(rate("plain Koa, same SQL")) });
    figures.push({ name: `${kind}: answer size, bytes`, value: started.bytes });
    return figures;
  } finally {
    child.stdin!.end();
    await new Promise((resolve) => child.once("exit", resolve));
  }
}
