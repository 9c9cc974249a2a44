import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/app/config.ts";
import { type RunningServices, startServices } from "../../src/app/services.ts";
import { openDatabase } from "../../src/db/connection.ts";

const run = promisify(execFile);

/** Every row of every read-model table, in a stable order, for comparing before and after. */
async function dumpReadModels(services: RunningServices): Promise<Record<string, unknown[]>> {
  const tables = [...new Set(services.runner.projectors.flatMap((p) => p.tables))].sort();
  const dump: Record<string, unknown[]> = {};
  for (const table of tables) {
    const { rows } = await sql`SELECT * FROM ${sql.table(table)}`.execute(services.db);
    dump[table] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return dump;
}

describe("npm run projections:rebuild", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "living-library-rebuild-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", EVENTSTORE_URL: "" };

  it("rebuilds every projector from position 0 into exactly the live tables", async () => {
    const live = await startServices(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: "true" }), { log: () => {} });
    let before: Record<string, unknown[]>;
    try {
      expect(live.demo.videos).toBeGreaterThanOrEqual(40);
      before = await dumpReadModels(live);
      expect(Object.keys(before).length).toBeGreaterThanOrEqual(5);
      expect(before.videos?.length).toBe(live.demo.videos);
    } finally {
      await live.close();
    }

    // damage the read models behind the server's back: only a real replay can restore them
    const damaged = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      await sql`UPDATE videos SET title = 'damaged'`.execute(damaged.db);
      await sql`DELETE FROM themes`.execute(damaged.db);
    } finally {
      await damaged.close();
    }

    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/rebuild-projection.ts", "--all"], {
      env,
    });
    expect(stdout).toMatch(/Rebuilt \d+ projectors \(.*videos.*\) in \d+ ms/);

    const after = await startServices(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: "true" }), { log: () => {} });
    try {
      expect(after.demo.loaded).toBe(false);
      expect(await dumpReadModels(after)).toEqual(before);
    } finally {
      await after.close();
    }
  }, 180_000);

  it("refuses an unknown projector name and names the known ones", async () => {
    await expect(
      run(process.execPath, ["--import", "tsx", "scripts/rebuild-projection.ts", "no-such-projector"], { env }),
    ).rejects.toMatchObject({
      stderr: expect.stringMatching(/No projector named no-such-projector; known: .*videos/),
    });
  }, 60_000);
});
