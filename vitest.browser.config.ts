import { defineConfig } from "vitest/config";

// Browser tests: a real server on PGlite and Debian's Chromium driven by playwright-core.
export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: false,
  },
});
