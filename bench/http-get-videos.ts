/**
 * getVideos page 1 over HTTP under load, against a plain node:http handler that returns a JSON body
 * of the same size (the baseline: what HTTP + JSON alone cost on this machine), in the same run.
 * Usage: npm run bench -- http   (BENCH_SECONDS, BENCH_CONNECTIONS to change the load;
 * BENCH_DATABASE_URL to measure on a PostgreSQL server too)
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { loadConfig } from "../src/app/config.ts";
import { createApp } from "../src/app/server.ts";
import { startServices } from "../src/app/services.ts";
import { type DatabaseHandle, dropSchema, openDatabase } from "../src/db/connection.ts";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const query = JSON.stringify({
  query: `query HomeVideos($offset: Int, $theme: Int, $filters: [Int!], $search: String) {
    getVideos(offset: $offset, theme: $theme, filters: $filters, search: $search) {
      count pagination { page pageCount } videos { id title subtitle slug thumbnail availability canPlay themes { id name } }
    }
  }`,
  variables: { offset: 0 },
});

type Result = { requestsPerSecond: number; p99: number; errors: number; non2xx: number };

async function load(url: string, body?: string): Promise<Result> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    method: body ? "POST" : "GET",
    headers: body ? { "content-type": "application/json" } : {},
    body,
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx };
}

export async function benchHttpGetVideos(): Promise<void> {
  await benchOn("PGlite (in memory)", () => openDatabase({ kind: "pglite" }));
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const schema = `bench_http_${Date.now().toString(36)}`;
    try {
      await benchOn(`PostgreSQL (${url})`, () => openDatabase({ kind: "postgres", url, schema }));
    } finally {
      await dropSchema(url, schema);
    }
  }
}

async function benchOn(label: string, open: () => Promise<DatabaseHandle>): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: "0", NODE_ENV: "production" });
  const services = await startServices(config, { database: await open(), log: () => {} });
  const app = createApp(services).listen(0, "127.0.0.1");
  await new Promise((r) => app.once("listening", r));
  const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}/graphql`;

  // the baseline answers with a body of exactly the same size as the real response
  const sample = await fetch(appUrl, { method: "POST", headers: { "content-type": "application/json" }, body: query });
  const sampleBody = await sample.text();
  const parsed = JSON.parse(sampleBody);
  if (!parsed.data?.getVideos?.videos?.length) throw new Error(`getVideos returned no videos: ${sampleBody.slice(0, 300)}`);
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(sampleBody);
  }).listen(0, "127.0.0.1");
  await new Promise((r) => baseline.once("listening", r));
  const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`;

  console.log(`${label} — getVideos page 1: ${parsed.data.getVideos.videos.length} videos, ${sampleBody.length} bytes; ${connections} connections, ${seconds} s each`);
  const plain = await load(baselineUrl);
  const real = await load(appUrl, query);
  console.log(`  baseline node:http  ${plain.requestsPerSecond.toFixed(0)} req/s, p99 ${plain.p99} ms`);
  console.log(`  getVideos over Koa + Yoga ${real.requestsPerSecond.toFixed(0)} req/s, p99 ${real.p99} ms, errors ${real.errors}, non-2xx ${real.non2xx}`);
  console.log(`  ratio: ${(real.requestsPerSecond / plain.requestsPerSecond).toFixed(3)} of baseline throughput, p99 ×${(real.p99 / Math.max(plain.p99, 1)).toFixed(1)}`);

  await new Promise((r) => baseline.close(r));
  app.closeAllConnections();
  await new Promise((r) => app.close(r));
  await services.close();
  rmSync(dataDir, { recursive: true, force: true });
}
