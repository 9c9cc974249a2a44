import { defineConfig } from "vitest/config";

// Unit tests (beside their modules) and integration tests (test/). Browser tests run with
// vitest.browser.config.ts because they need a built client and Chromium.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "projections/**/*.test.ts", "test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    reporters: ["default"],
  },
});
