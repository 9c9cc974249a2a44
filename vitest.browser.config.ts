import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

// Browser tests: a real server on PGlite and Debian's Chromium driven by playwright-core.
export default defineConfig({
  resolve: {
    // one copy of graphql for Yoga and the resolvers (see vitest.config.ts)
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve("graphql") }],
  },
  test: {
    include: ["test/browser/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
    // one process for the files, one after the other: the server's modules load once (see vitest.config.ts)
    isolate: false,
    // a page's first paint waits for lazy chunks: on a busy 2-core machine that takes seconds, not one
    expect: { poll: { timeout: 10_000 } },
    // CI shares its 2 cores with the PostgreSQL suite: a test that fails once is run once more, and
    // the report lists it at the end as FLAKY, so it stays visible instead of failing the whole run
    retry: process.env.CI ? 1 : 0,
    reporters: ["default", "./test/support/retried-reporter.ts"],
  },
});
