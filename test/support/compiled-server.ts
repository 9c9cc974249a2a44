import { type ChildProcess, spawn } from "node:child_process";
import { serverNodeArgs } from "../../scripts/server-command.mjs";

/** The compiled server (dist/server/main.mjs) in a process of its own, as production runs it. */
export type CompiledServer = { child: ChildProcess; url: string; log(): string; stop(): Promise<void> };

/**
 * What the compiled server sees of the test process's environment: only the system's basics, so a
 * variable the test runner happens to have (NODE_ENV=test, TEST_DATABASE_URL) cannot change what
 * "started with nothing set" means. `env` adds the variables the test sets on purpose.
 */
function environment(env: Record<string, string>): NodeJS.ProcessEnv {
  const basics = Object.fromEntries(
    ["PATH", "HOME", "TMPDIR", "LANG"].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  return { ...basics, PORT: "0", ...env };
}

/** Starts it (`scripts/build-server.mjs` must have run) and resolves once it says where it runs. */
export function startCompiledServer(env: Record<string, string>, timeoutMs = 90_000): Promise<CompiledServer> {
  const child = spawn(process.execPath, serverNodeArgs(), { env: environment(env), stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within ${timeoutMs} ms:\n${log}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const url = log.match(/running at (http:\/\/\S+?)\/?$/m)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ child, url: url.replace("localhost", "127.0.0.1"), log: () => log, stop });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${log}`));
    });
  });
}
