import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The module-boundary rules (.dependency-cruiser.cjs, run in CI as `npm run lint:boundaries`)
 * refuse what they should: run here on a small tree of deliberately bad imports beside good ones.
 */
const rules = createRequire(import.meta.url)("../../.dependency-cruiser.cjs");
let root: string;

const files: Record<string, string> = {
  "src/modules/videos/index.ts": `export { listVideos } from "./queries.ts";`,
  "src/modules/videos/queries.ts": `export const listVideos = () => [];`,
  "src/modules/videos/tables.ts": `export interface VideosTables { videos: { id: number } }`,
  "src/modules/payments/good.ts": `import { listVideos } from "../videos/index.ts"; export const good = listVideos;`,
  "src/modules/payments/bad.ts": `import { listVideos } from "../videos/queries.ts"; export const bad = listVideos;`,
  "src/app/server.ts": `import { listVideos } from "../modules/videos/queries.ts"; export const app = listVideos;`,
  "src/db/database.ts": `import type { VideosTables } from "../modules/videos/tables.ts"; export type Database = VideosTables;`,
  "src/shared/money.ts": `import { app } from "../app/server.ts"; export const money = app;`,
  "src/modules/themes/a.ts": `import { b } from "./b.ts"; export const a = () => b;`,
  "src/modules/themes/b.ts": `import { a } from "./a.ts"; export const b = () => a;`,
  "web/src/page.ts": `import { listVideos } from "../../src/modules/videos/index.ts"; import { money } from "../../src/shared/money.ts"; export const page = [listVideos, money];`,
};

async function violations(): Promise<string[]> {
  const previous = process.cwd();
  process.chdir(root); // the rules' paths are relative to the repository root
  try {
    const { output } = await cruise(["src", "web"], {
      validate: true,
      ruleSet: { forbidden: rules.forbidden },
      ...rules.options,
      tsConfig: undefined,
    });
    return (output as ICruiseResult).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    process.chdir(previous);
  }
}

describe("module boundary rules", () => {
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "boundaries-"));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), `${text}\n`);
    }
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("refuses each bad import and lets each good one through", async () => {
    const found = await violations();
    expect(found).toEqual(
      expect.arrayContaining([
        "no-module-internals: src/modules/payments/bad.ts → src/modules/videos/queries.ts",
        "no-internals-from-outside: src/app/server.ts → src/modules/videos/queries.ts",
        "plumbing-below-modules: src/shared/money.ts → src/app/server.ts",
        "client-apart-from-server: web/src/page.ts → src/modules/videos/index.ts",
        expect.stringMatching(/^no-circular: src\/modules\/themes\/(a|b)\.ts → src\/modules\/themes\/(a|b)\.ts$/),
      ]),
    );
    const allowed = ["src/modules/payments/good.ts", "src/db/database.ts", "src/modules/videos/index.ts"];
    expect(found.filter((v) => allowed.some((file) => v.includes(`: ${file} →`)))).toEqual([]);
    expect(found.filter((v) => v.includes("→ src/shared/money.ts"))).toEqual([]);
  });
});
