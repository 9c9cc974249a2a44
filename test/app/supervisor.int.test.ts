import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { supervise } from "../../scripts/supervise.mjs";

/**
 * Finding 2 of the security review, second half: after the heap ran out the server was gone and
 * nothing restarted it. `npm start` now runs it under scripts/supervise.mjs, tested here with a
 * stand-in server that dies the way the real one can (an exit code, a kill by the system).
 */
const folder = mkdtempSync(path.join(tmpdir(), "supervisor-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A stand-in server: it counts its starts in a file, dies the given ways at first, then stays up. */
function standIn(name: string, deaths: Array<"exit 3" | "SIGKILL">): string[] {
  const counter = path.join(folder, `${name}.count`);
  writeFileSync(counter, "0");
  const script = path.join(folder, `${name}.mjs`);
  writeFileSync(
    script,
    `import { readFileSync, writeFileSync } from "node:fs";
const starts = Number(readFileSync(${JSON.stringify(counter)}, "utf8")) + 1;
writeFileSync(${JSON.stringify(counter)}, String(starts));
const death = ${JSON.stringify(deaths)}[starts - 1];
if (death === "exit 3") process.exit(3);
if (death === "SIGKILL") process.kill(process.pid, "SIGKILL");
process.on("SIGTERM", () => process.exit(0));
setInterval(() => {}, 1000);
`,
  );
  return [script];
}
const startsOf = (name: string) => Number(readFileSync(path.join(folder, `${name}.count`), "utf8"));
const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 10_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
};

describe("the supervisor of npm start", () => {
  it("starts the server again after each crash, waiting longer each time, and says why", async () => {
    const lines: string[] = [];
    const started = Date.now();
    const server = supervise({
      command: process.execPath,
      args: standIn("crashes", ["exit 3", "SIGKILL"]),
      log: (l) => lines.push(l),
      firstDelayMs: 100,
    });
    expect(await until(() => startsOf("crashes") === 3)).toBe(true);
    // 100 ms before the second start, 200 ms before the third
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(lines).toEqual([
      expect.stringMatching(/^Supervisor: the server exited with code 3 after \d+ s; starting it again in 0.1 s\.$/),
      expect.stringMatching(/^Supervisor: the server was killed by SIGKILL after \d+ s; starting it again in 0.2 s\.$/),
    ]);
    server.stop("SIGTERM");
    expect(await server.done).toBe(0);
    expect(startsOf("crashes")).toBe(3);
  });

  it("gives up on a server that keeps dying right at start, with its exit code", async () => {
    const lines: string[] = [];
    const server = supervise({
      command: process.execPath,
      args: standIn("broken", ["exit 3", "exit 3", "exit 3"]),
      log: (l) => lines.push(l),
      firstDelayMs: 10,
      maxQuickCrashes: 3,
    });
    expect(await server.done).toBe(3);
    expect(startsOf("broken")).toBe(3);
    expect(lines.at(-1)).toMatch(/exited with code 3 after \d+ s, 3 times in a row soon after starting; giving up\.$/);
  });

  it("lets a server that stops cleanly stay stopped", async () => {
    const script = path.join(folder, "clean.mjs");
    writeFileSync(script, "process.exit(0);\n");
    const server = supervise({ command: process.execPath, args: [script], log: () => {}, firstDelayMs: 10 });
    expect(await server.done).toBe(0);
  });
});
