/**
 * The production server on the large data set (`npm run bench:data`: 10,000 videos, 200,000
 * events): its cold start to the first answer, then its resident memory after a minute of mixed
 * load (visitors paging anywhere in the catalogue, searching, opening detail pages, a quarter of
 * them logged in) from a load generator in another process.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import homeQuery from "../../web/src/__generated__/VideoResultsQuery.graphql.ts";
import videoQuery from "../../web/src/__generated__/VideoPageQuery.graphql.ts";
import { readDemoAccounts } from "../../src/modules/demo/index.ts";
import { ensureBenchData } from "../dataset/generate.ts";
import { benchDataDir, benchDataEnv } from "../dataset/location.ts";
import type { Measured } from "../figures.ts";
import { startServer } from "../start.ts";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../..", import.meta.url));
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

type Artifact = { params: { id?: string | null; text?: string | null } };
/** A request body as the client sends it: by persisted id when the build has them, else the text. */
const bodyOf = (artifact: Artifact, variables: Record<string, unknown>) =>
  JSON.stringify(
    artifact.params.id ? { doc_id: artifact.params.id, variables } : { query: artifact.params.text, variables },
  );

async function graphql(url: string, body: string, token?: string): Promise<any> {
  const answer = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  return answer.json();
}

/** What the load sends: every list page, some searched or by theme, and detail pages of videos met on them. */
async function requestBodies(url: string): Promise<string[]> {
  const first = await graphql(url, bodyOf(homeQuery, { offset: 0, theme: null, filters: null, search: null }));
  const pages = Number(first.data.getVideos.pagination.pageCount);
  const bodies: string[] = [];
  const slugs: string[] = [];
  for (let page = 0; page < pages; page++) {
    bodies.push(bodyOf(homeQuery, { offset: page, theme: null, filters: null, search: null }));
    if (page % 25 === 0) {
      const answer = await graphql(url, bodies.at(-1)!);
      slugs.push(...answer.data.getVideos.videos.map((video: { slug: string }) => video.slug));
    }
  }
  for (const search of ["kniha", "vojna", "skola", "pies", "odvaha", "domov"])
    bodies.push(bodyOf(homeQuery, { offset: 0, theme: null, filters: null, search }));
  for (const slug of slugs) bodies.push(bodyOf(videoQuery, { slug }));
  // interleaved, so that every second of the load meets every kind of request
  return bodies
    .map((body, i) => ({ body, key: (i * 7919) % bodies.length }))
    .sort((a, b) => a.key - b.key)
    .map((b) => b.body);
}

async function login(url: string, kind: "pglite" | "postgres"): Promise<string> {
  const subscriber = (await readDemoAccounts(benchDataDir(kind))).find((account) =>
    account.email.startsWith("jednotlivec@"),
  )!;
  const answer = await graphql(
    url,
    JSON.stringify({
      query: "mutation ($email: String!, $password: String!) { login(email: $email, password: $password) }",
      variables: { email: subscriber.email, password: subscriber.password },
    }),
  );
  return answer.data.login;
}

export async function benchMemory(kind: "pglite" | "postgres", options: { seconds: number }): Promise<Measured[]> {
  const events = await ensureBenchData(kind);
  await run(process.execPath, ["scripts/build-server.mjs"], { cwd: root });
  const server = await startServer(benchDataEnv(kind));
  try {
    const rssAfterStart = await server.rssMb();
    const bodies = await requestBodies(server.url);
    const job = {
      url: `${server.url}/graphql`,
      seconds: options.seconds,
      connections: 10,
      bodies,
      token: await login(server.url, kind),
    };
    let peak = rssAfterStart;
    const sampler = setInterval(
      () =>
        void server.rssMb().then(
          (rss) => (peak = Math.max(peak, rss)),
          () => {},
        ),
      1000,
    );
    // the job is too big for a command line: it travels in a file
    const jobFile = path.join(mkdtempSync(path.join(tmpdir(), "living-library-memory-")), "job.json");
    writeFileSync(jobFile, JSON.stringify(job));
    const { stdout } = await run(process.execPath, [here("./load-mix.mjs"), jobFile], { maxBuffer: 1 << 20 });
    rmSync(path.dirname(jobFile), { recursive: true, force: true });
    clearInterval(sampler);
    const load = JSON.parse(stdout) as { requestsPerSecond: number; p99: number; errors: number; non2xx: number };
    if (load.errors > 0 || load.non2xx > 0)
      throw new Error(`memory load: ${load.errors} errors, ${load.non2xx} non-2xx answers`);
    const rssAfterLoad = await server.rssMb();
    return [
      {
        name: `${kind}, ${events} events: cold start to the first answer, ms`,
        value: server.ms,
        goal: { atMost: kind === "postgres" ? 2000 : 3000 },
      },
      { name: `${kind}, ${events} events: RSS right after start, MB`, value: rssAfterStart },
      {
        name: `${kind}, ${events} events: mixed load over ${bodies.length} different requests, req/s (p99 ${load.p99} ms)`,
        value: load.requestsPerSecond,
      },
      { name: `${kind}, ${events} events: peak RSS under load, MB`, value: Math.max(peak, rssAfterLoad) },
      {
        name: `${kind}, ${events} events: RSS after ${options.seconds} s of load, MB`,
        value: rssAfterLoad,
        ...(kind === "postgres" ? { goal: { atMost: 200 } } : {}),
      },
    ];
  } finally {
    await server.stop();
  }
}
