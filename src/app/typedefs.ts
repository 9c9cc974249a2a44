import { readFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "../shared/project-root.ts";
import { mergeTypeDefs } from "@graphql-tools/merge";
import { type DocumentNode, print } from "graphql";
import { appModules } from "./modules.ts";

const baseTypeDefs = readFileSync(path.join(projectRoot, "src/app/base.graphql"), "utf8");

/** The shared root types plus every module's schema piece, merged into one document. */
export function mergedTypeDefs(): DocumentNode {
  const pieces = [baseTypeDefs, ...appModules.map((m) => m.typeDefs).filter((typeDefs) => typeDefs.trim() !== "")];
  // the roots are named in base.graphql: the merge must not add a type that happens to be called Subscription
  return mergeTypeDefs(pieces, { sort: false, throwOnConflict: true, useSchemaDefinition: false });
}

export const printedSchema = (): string => `${print(mergedTypeDefs())}\n`;
