// Compiles the server (src/app/main.ts and what it imports) into one JavaScript file,
// dist/server/main.mjs, which production starts with plain `node`: no TypeScript compiler at run
// time. Packages stay in node_modules (imported, not copied); the GraphQL schema pieces, the demo
// media and the built client are read from the checkout at run time (src/shared/project-root.ts).
import { build } from "esbuild";

await build({
  entryPoints: ["src/app/main.ts"],
  outfile: "dist/server/main.mjs",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
});
