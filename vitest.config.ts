import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests (beside their modules) and integration tests (test/). Browser tests run with
// vitest.browser.config.ts because they need a built client and Chromium.
export default defineConfig({
  resolve: {
    // Yoga loads graphql's CommonJS build; without this, tests would load the ESM build as a second
    // copy and `instanceof GraphQLError` would fail between the two.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }],
  },
  test: {
    include: [
      "src/**/*.test.ts",
      "migrations/**/*.test.ts",
      "test/**/*.test.ts",
      "web/src/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    exclude: ["test/browser/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // the files of a worker share one module graph: each file starts its own server and database,
    // and what the modules keep at module level is keyed by those (WeakMaps by database, request),
    // so nothing leaks between files; loading the server and compiling PGlite's WebAssembly once a
    // worker rather than once a file took the suite from 706 s to 437 s on 2 cores
    isolate: false,
    // the integration files mostly wait on their database: one worker more than the cores keeps
    // both cores busy (the PGlite suite took 653 s with the default, 542 s with this, on 2 cores)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // on CI a test that fails is run once more; the report lists it at the end as FLAKY, to be fixed
    retry: process.env.CI ? 1 : 0,
    reporters: ["default", "./test/support/retried-reporter.ts"],
  },
});
