/**
 * Cold start of the compiled server (what `npm start` runs) on an existing DATA_DIR or database,
 * to its first answer, and its memory after load: the production process, started with plain node.
 * The data are made by a first start (demo catalogue and accounts) that is not measured.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { serverNodeArgs } from "../scripts/server-command.mjs";
import { type Measured, median, spread } from "./figures.ts";

const run = promisify(execFile);
const root = fileURLToPath(new URL("..", import.meta.url));

export type StartedServer = { ms: number; url: string; rssMb(): Promise<number>; stop(): Promise<number> };

/** The resident memory of a process, in MB. */
export async function rssMb(pid: number): Promise<number> {
  const { stdout } = await run("ps", ["-o", "rss=", "-p", String(pid)]);
  return Number(stdout.trim()) / 1024;
}

/** Starts the compiled server, resolves at its first GraphQL answer; stop() gives its RSS in MB, then ends it. */
export async function startServer(env: Record<string, string>): Promise<StartedServer> {
  const began = performance.now();
  // started as `npm start` starts it
  const child = spawn(process.execPath, serverNodeArgs(), {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DEMO_DATA: "true", TEST_PAYMENTS: "true", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let log = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const found = log.match(/running at (http:\/\/\S+?)\/?$/m)?.[1];
      if (found) resolve(found.replace("localhost", "127.0.0.1"));
    });
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}: ${log}`)));
  });
  for (;;) {
    const answer = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"query":"{ getVideos(offset: 0) { count } }"}',
    }).catch(() => null);
    if (answer?.ok) break;
  }
  const ms = performance.now() - began;
  return {
    ms,
    url,
    rssMb: () => rssMb(child.pid!),
    async stop() {
      const rss = await rssMb(child.pid!);
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      return rss;
    },
  };
}

async function coldStarts(kind: string, env: Record<string, string>, rounds: number): Promise<Measured[]> {
  await (await startServer(env)).stop(); // makes the data
  const times: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = await startServer(env);
    times.push(started.ms);
    rss.push(await started.stop());
  }
  return [
    {
      name: `${kind}: cold start on existing data to the first answer, ms`,
      value: median(times),
      spread: spread(times),
      goal: { atMost: kind === "postgres" ? 2000 : 3000 },
    },
    { name: `${kind}: server RSS right after start, MB`, value: median(rss), spread: spread(rss) },
  ];
}

export async function benchStart(
  kind: "pglite" | "postgres",
  databaseUrl: string,
  rounds: number,
): Promise<Measured[]> {
  await run(process.execPath, ["scripts/build-server.mjs"], { cwd: root });
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-start-bench-"));
  if (kind === "pglite") {
    try {
      return await coldStarts(kind, { DATA_DIR: dataDir, DATABASE_URL: "" }, rounds);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const name = `bench_start_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return await coldStarts(kind, { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, rounds);
  } finally {
    await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
