// Compiles the server (src/app/main.ts and what it imports) into JavaScript, dist/server/main.mjs,
// which production starts with plain `node`: no TypeScript compiler at run time. Packages stay in
// node_modules (imported, not copied); the GraphQL schema pieces, the demo media and the built
// client are read from the checkout at run time (src/shared/project-root.ts). What the code imports
// dynamically (the KurrentDB client, Stripe, the invoice PDF writer) becomes a chunk of its own, so
// a process that never uses it never loads it (nor the memory its packages take).
import { rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/app/main.ts" },
  outdir: "dist/server",
  outExtension: { ".js": ".mjs" },
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
