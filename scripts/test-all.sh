#!/usr/bin/env bash
# Every check and every test: schema and Relay validation, type checks, the client build, unit and
# integration tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), benchmarks' smoke
# run excluded, and the browser tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "GraphQL schema is up to date"
npm run --silent schema:check

step "Relay artifacts compile against the schema"
npm run --silent relay

step "Type check"
npm run --silent typecheck

step "Client build"
npx vite build --logLevel warn

step "Unit and integration tests on PGlite"
env -u TEST_DATABASE_URL npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Integration tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run test/
else
  echo "(PostgreSQL run skipped: TEST_DATABASE_URL is not set)"
fi

step "Browser tests in Chromium"
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  npx vitest run --config vitest.browser.config.ts
else
  echo "Chromium is missing at ${CHROMIUM_PATH:-/usr/bin/chromium}: install it (apt-get install -y chromium) to run the browser tests." >&2
  exit 1
fi
