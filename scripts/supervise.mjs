// Keeps the server running: when it dies of a fatal error (an uncaught exception, running out of
// memory, a kill by the system), it is started again after a pause that doubles with each crash in a
// row, and why it died is logged. A server that keeps dying right at start (a configuration error,
// a port in use) is given up on, with its exit code, rather than restarted forever.
import { spawn } from "node:child_process";

/**
 * @param {object} options
 * @param {string} options.command the executable (process.execPath)
 * @param {string[]} options.args
 * @param {NodeJS.ProcessEnv} [options.env]
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.firstDelayMs] pause before the first restart (then doubling)
 * @param {number} [options.maxDelayMs]
 * @param {number} [options.stableAfterMs] a run this long resets the pause and the crash count
 * @param {number} [options.maxQuickCrashes] crashes in a row, each before stableAfterMs, before giving up
 * @returns {{ stop(signal?: NodeJS.Signals): void, done: Promise<number> }} done: the exit code to leave with
 */
export function supervise(options) {
  const { command, args, env = process.env, log = (line) => console.error(line) } = options;
  const { firstDelayMs = 1_000, maxDelayMs = 60_000, stableAfterMs = 60_000, maxQuickCrashes = 5 } = options;
  let child;
  let stopping = false;
  let quickCrashes = 0;
  let delayMs = firstDelayMs;
  let timer;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const start = () => {
    const startedAt = Date.now();
    child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => {
      child = undefined;
      if (stopping) return finish(code ?? 0);
      // a clean exit that nobody asked for is the server's own decision: respect it
      if (code === 0) return finish(0);
      const ranMs = Date.now() - startedAt;
      if (ranMs >= stableAfterMs) {
        quickCrashes = 0;
        delayMs = firstDelayMs;
      }
      quickCrashes += ranMs < stableAfterMs ? 1 : 0;
      const why = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      if (quickCrashes >= maxQuickCrashes) {
        log(
          `Supervisor: the server ${why} after ${Math.round(ranMs / 1000)} s, ${quickCrashes} times in a row soon after starting; giving up.`,
        );
        return finish(code ?? 1);
      }
      log(
        `Supervisor: the server ${why} after ${Math.round(ranMs / 1000)} s; starting it again in ${delayMs / 1000} s.`,
      );
      timer = setTimeout(start, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    });
  };
  start();

  return {
    done,
    stop(signal = "SIGTERM") {
      stopping = true;
      clearTimeout(timer);
      if (child) child.kill(signal);
      else finish(0);
    },
  };
}
