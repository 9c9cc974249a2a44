import { createRequire } from "node:module";
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
    include: ["src/**/*.test.ts", "migrations/**/*.test.ts", "test/**/*.test.ts", "web/src/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
