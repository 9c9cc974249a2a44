// `npm start`: builds the client and the compiled server when missing or older than their sources,
// then starts the server in the demo mode on the embedded defaults (or whatever the environment
// configures) with plain node, and starts it again should it die (scripts/supervise.mjs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serverNodeArgs } from "./server-command.mjs";
import { supervise } from "./supervise.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
process.chdir(root);

if (!existsSync("node_modules/.bin/vite")) {
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

const builtAt = Math.min(
  ...["dist/web/index.html", "dist/server/main.mjs"].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
);
const sources = [
  "web",
  "src",
  "migrations",
  "schema.graphql",
  "vite.config.ts",
  "relay.config.json",
  "package-lock.json",
  "scripts/build-server.mjs",
];
if (builtAt === 0 || Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log("Building the client and the server…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// the one-command demo asks for the demo explicitly: its catalogue and accounts (their passwords
// printed) and the built-in test card provider; the compiled server started by itself has neither
const server = supervise({
  command: process.execPath,
  args: serverNodeArgs(),
  env: {
    NODE_ENV: "production",
    DEMO_DATA: "true",
    ...(process.env.STRIPE_SECRET_KEY ? {} : { TEST_PAYMENTS: "true" }),
    ...process.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.stop(signal));
server.done.then((code) => process.exit(code));
