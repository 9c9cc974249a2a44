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
  },
});
