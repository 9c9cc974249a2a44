// Size limits for code read far more often than written (CI: npm run lint:size): a file a reader
// can hold in mind, a function that does one thing. Tests, locales and generated files are exempt.
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/__generated__/**",
      "web/src/i18n/locales/**",
      "dist/**",
      "node_modules/**",
      "**/*.test.ts",
      "**/*.test.tsx",
      "test/**",
    ],
  },
  {
    files: ["src/**/*.ts", "web/src/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}", "migrations/**/*.ts", "bench/**/*.ts"],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
    rules: {
      "max-lines": ["error", { max: 300 }],
      "max-lines-per-function": ["error", { max: 80 }],
    },
  },
);
