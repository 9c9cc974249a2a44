import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/**
 * The test server in a process of its own, for requests that may freeze the process that answers
 * them: PGlite runs inside the server's process, so a query it never finishes blocks the event
 * loop — and, in-process, the test runner's timeouts with it. From outside, a frozen server is a
 * timeout the test can report. Run as a script, this file is that process: it starts the server
 * (PGlite, or TEST_DATABASE_URL's PostgreSQL as the parent's environment says) and prints its URL.
 */
export type ChildServer = { url: string; stop(): Promise<void> };

const thisFile = fileURLToPath(import.meta.url);

export async function startChildServer(options: { demoData: boolean; production: boolean }): Promise<ChildServer> {
  const child = spawn(process.execPath, ["--import", "tsx", thisFile, JSON.stringify(options)], {
    cwd: path.resolve(path.dirname(thisFile), "../../.."),
    stdio: ["ignore", "pipe", "inherit"],
  });
  const started = await new Promise<{ url: string; dataDir: string }>((resolve, reject) => {
    // compiling the app on the fly takes seconds alone, and minutes on a 2-core machine that is busy
    const timer = setTimeout(() => reject(new Error("the child server did not start within 150 s")), 150_000);
    createInterface({ input: child.stdout! }).once("line", (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    child.once("exit", (code) => reject(new Error(`the child server exited (${code}) before starting`)));
  });
  return {
    url: started.url,
    async stop() {
      // asked to close (its database schema dropped); a frozen one cannot, and is killed
      await stopProcess(child);
      rmSync(started.dataDir, { recursive: true, force: true });
    },
  };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const killer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(killer);
}

if (process.argv[1] === thisFile) {
  const { startTestServer } = await import("../../support/server.ts");
  const options = JSON.parse(process.argv[2] ?? "{}") as { demoData: boolean; production: boolean };
  const server = await startTestServer({ demoData: options.demoData, config: { production: options.production } });
  process.once("SIGTERM", () => void server.close().finally(() => process.exit(0)));
  process.stdout.write(`${JSON.stringify({ url: server.url, dataDir: server.dataDir })}\n`);
}
