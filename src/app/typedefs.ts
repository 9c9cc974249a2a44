import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { type DocumentNode, print } from "graphql";

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The shared root types plus every module's schema.graphql, merged into one document. */
export function mergedTypeDefs(): DocumentNode {
  const modulesDir = path.join(srcDir, "modules");
  const pieces = [readFileSync(path.join(srcDir, "app/base.graphql"), "utf8")];
  for (const name of readdirSync(modulesDir).sort()) {
    const file = path.join(modulesDir, name, "schema.graphql");
    try {
      pieces.push(readFileSync(file, "utf8"));
    } catch {
      // a module without a schema piece
    }
  }
  return mergeTypeDefs(pieces, { sort: false, throwOnConflict: true });
}

export const printedSchema = (): string => `${print(mergedTypeDefs())}\n`;
