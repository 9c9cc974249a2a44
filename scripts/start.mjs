// `npm start`: builds the client when it is missing or older than its sources, then starts the
// server on the embedded defaults (or whatever the environment configures), and starts it again
// should it die (scripts/supervise.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { supervise } from "./supervise.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (!existsSync("node_modules/.bin/tsx")) {
  console.error("Dependencies are missing: run `npm install` first (or `npm install && npm start`).");
  process.exit(1);
}

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === "__generated__" || name === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

const builtIndex = "dist/web/index.html";
const sources = ["web", "schema.graphql", "vite.config.ts", "relay.config.json", "package-lock.json"];
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building the client…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = supervise({
  command: process.execPath,
  args: ["--import", "tsx", "src/app/main.ts"],
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop(signal));
server.done.then((code) => process.exit(code));
