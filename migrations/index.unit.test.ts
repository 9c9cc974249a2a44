import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { migrations } from "./index.ts";

it("lists every migration file of the folder, in order, under its file name", () => {
  const files = readdirSync(new URL(".", import.meta.url))
    .filter((file) => /^\d{4}_.+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort();
  expect(Object.keys(migrations)).toEqual(files);
  for (const migration of Object.values(migrations)) expect(typeof migration.up).toBe("function");
});
