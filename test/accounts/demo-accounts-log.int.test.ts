import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/app/config.ts";
import { startServices } from "../../src/app/services.ts";
import { readDemoAccounts } from "../../src/modules/demo/accounts.ts";

/** The start-up log of `src/app/main.ts` until it says it is running, then stops it. */
function startupLog(dataDir: string): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/app/main.ts"], {
    env: {
      ...process.env,
      PORT: "0",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      EVENTSTORE_URL: "",
      SMTP_URL: "",
      NODE_ENV: "production",
      DEMO_DATA: "true",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let log = "";
    const timer = setTimeout(() => reject(new Error(`no start within 60 s:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/running at http/.test(log)) {
        clearTimeout(timer);
        child.once("exit", () => resolve(log));
        child.kill("SIGTERM");
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => code !== 0 && code !== null && reject(new Error(`exited with ${code}:\n${log}`)));
  });
}

describe("the demo accounts in the start-up log", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-demo-accounts-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("prints every demo account's e-mail and password on a later start too", async () => {
    const first = await startServices(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: "true" }), { log: () => {} });
    await first.close();
    const accounts = await readDemoAccounts(dataDir);
    expect(accounts).toHaveLength(7);

    const log = await startupLog(dataDir);
    expect(log).not.toMatch(/Demo catalogue loaded/);
    expect(log).toContain("Demo accounts (e-mail / password):");
    for (const account of accounts)
      expect(log).toMatch(new RegExp(`${account.email.replace(/\./g, "\\.")}\\s+${account.password}\\s`));
  }, 120_000);
});
