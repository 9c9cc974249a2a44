import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The checkout's root folder (where package.json is), found from this file's own location: the same
 * answer from the TypeScript sources (development, tests) and from the compiled server in
 * dist/server, whose files sit at another depth. Files the server reads at run time (the GraphQL
 * schema pieces, the demo media, the built client) are found from here.
 */
function findProjectRoot(): string {
  for (let folder = path.dirname(fileURLToPath(import.meta.url)); ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error("package.json not found above the server's files");
  }
}

export const projectRoot = findProjectRoot();
