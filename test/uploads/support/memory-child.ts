import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

/**
 * The test server in a process of its own, to measure that process's memory alone while it takes
 * an upload (the client and s3rver stay in the test's process). Run as a script, this file is that
 * process: it starts the server with a library admin, prints its URL and the admin's token, and
 * samples its own memory every 10 ms, reporting the peaks when asked over IPC.
 */
export type MemoryPeaks = { rss: number; heapUsed: number; external: number; arrayBuffers: number };
export type MemoryChild = {
  url: string;
  token: string;
  /** Forgets the peaks so far (after a garbage collection), and reports the memory now: the baseline. */
  reset(): Promise<MemoryPeaks>;
  peaks(): Promise<MemoryPeaks>;
  stop(): Promise<void>;
};

const thisFile = fileURLToPath(import.meta.url);

export async function startMemoryChild(env: Record<string, string> = {}): Promise<MemoryChild> {
  const child: ChildProcess = spawn(process.execPath, ["--expose-gc", "--import", "tsx", thisFile], {
    cwd: path.resolve(path.dirname(thisFile), "../../.."),
    stdio: ["ignore", "pipe", "inherit", "ipc"],
    env: { ...process.env, ...env },
  });
  const started = await new Promise<{ url: string; token: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the memory child did not start within 60 s")), 60_000);
    createInterface({ input: child.stdout! }).once("line", (line) => (clearTimeout(timer), resolve(JSON.parse(line))));
    child.once("exit", (code) => reject(new Error(`the memory child exited (${code}) before starting`)));
  });
  const ask = (question: string) =>
    new Promise<MemoryPeaks>((resolve) => {
      child.once("message", (answer) => resolve(answer as MemoryPeaks));
      child.send(question);
    });
  return {
    ...started,
    reset: () => ask("reset"),
    peaks: () => ask("peaks"),
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

if (process.argv[1] === thisFile) {
  const { startTestServer } = await import("../../support/server.ts");
  const { systemContext } = await import("../../../src/eventstore/command-handler.ts");
  const { USER_ROLES } = await import("../../../src/modules/accounts/events.ts");
  const { createProfileWithAdmin } = await import("../../../src/modules/accounts/index.ts");
  const { openSession } = await import("../../../src/modules/accounts/sessions.ts");
  const s3 = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith("S3_"))) as Record<
    string,
    string
  >;
  const server = await startTestServer({ env: s3 });
  const admin = await createProfileWithAdmin(
    { services: server.services, commandContext: systemContext() },
    {
      email: `memory.${Date.now()}@example.sk`,
      password: "Tajne123heslo",
      fullname: "Meranie Pamäte",
      profileType: 5,
      userRole: USER_ROLES.admin,
    },
  );
  const token = await openSession(server.services.db, admin.userId, server.services.clock.now());
  const sample = (): MemoryPeaks => {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    return { rss, heapUsed, external, arrayBuffers };
  };
  let peaks = sample();
  const timer = setInterval(() => {
    const now = sample();
    peaks = {
      rss: Math.max(peaks.rss, now.rss),
      heapUsed: Math.max(peaks.heapUsed, now.heapUsed),
      external: Math.max(peaks.external, now.external),
      arrayBuffers: Math.max(peaks.arrayBuffers, now.arrayBuffers),
    };
  }, 10);
  process.on("message", (question) => {
    if (question === "reset") {
      (globalThis as { gc?: () => void }).gc?.();
      peaks = sample();
    }
    process.send!(peaks);
  });
  process.once("SIGTERM", () => {
    clearInterval(timer);
    void server.close().finally(() => process.exit(0));
  });
  process.stdout.write(`${JSON.stringify({ url: server.url, token })}\n`);
}
