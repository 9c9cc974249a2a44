// Module boundaries, checked in CI (npm run lint:boundaries): see docs/architecture.md.
const TESTS = "\\.test\\.tsx?$";
const PUBLIC_FILES = "^src/modules/[^/]+/(index|tables)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-module-internals",
      comment:
        "A module uses another module only through its index.ts (its public API); tables.ts are types for src/db alone.",
      severity: "error",
      from: { path: "^src/modules/([^/]+)/", pathNot: TESTS },
      to: { path: "^src/modules/[^/]+/", pathNot: ["^src/modules/$1/", "^src/modules/[^/]+/index\\.ts$"] },
    },
    {
      name: "no-internals-from-outside",
      comment:
        "The app, scripts and shared code use a module only through its index.ts (src/db may read its tables.ts).",
      severity: "error",
      from: { path: "^(src/(app|shared|eventstore)|scripts|bench)/", pathNot: TESTS },
      to: { path: "^src/modules/[^/]+/", pathNot: "^src/modules/[^/]+/index\\.ts$" },
    },
    {
      name: "db-reads-table-types-only",
      severity: "error",
      from: { path: "^src/db/" },
      to: { path: "^src/modules/[^/]+/", pathNot: PUBLIC_FILES },
    },
    {
      name: "plumbing-below-modules",
      comment: "src/shared and src/eventstore are below every module and the app: they import neither.",
      severity: "error",
      from: { path: "^src/(shared|eventstore)/" },
      to: { path: "^src/(app|modules|db)/" },
    },
    {
      name: "client-apart-from-server",
      comment:
        "The client talks to the server over GraphQL only; it may share src/shared's pure helpers (formats, money, languages).",
      severity: "error",
      from: { path: "^web/" },
      to: { path: "^(src/(app|modules|db|eventstore)|scripts|test|bench|migrations)/" },
    },
    {
      name: "shared-code-runs-in-browsers",
      comment: "What the client shares from src/shared may not need Node.",
      severity: "error",
      from: { path: "^src/shared/(formats|money|lang)\\.ts$" },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "no-circular",
      severity: "error",
      from: { path: "^(src|web/src|scripts)/" },
      to: { circular: true },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)__generated__/" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js"] },
  },
};
