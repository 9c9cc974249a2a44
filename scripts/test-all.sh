#!/usr/bin/env bash
# Every check and every test: schema and Relay validation, type checks, the client build, unit and
# integration tests on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set), and the browser
# tests in Chromium (installed from Debian's packages when missing and running as root).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's time, printed at the very end whatever happens, where the last lines of a long log
# still show where the time went (and, on CI, how long provisioning took: CI_STARTED_AT).
timings=""
step_name=""
step_at=$(date +%s)
step() {
  local now
  now=$(date +%s)
  [ -z "$step_name" ] || timings+="$(printf '%6s s  %s' "$((now - step_at))" "$step_name")"$'\n'
  step_name="$*"
  step_at=$now
  printf '\n\033[1m== %s (%s)\033[0m\n' "$*" "$(date +%T)"
}
flaky_log=""
summary() {
  local status=$?
  # a check still running beside a step that failed has nothing left to report to
  [ -z "${static_pid:-}" ] || kill "$static_pid" 2>/dev/null || true
  if [ -n "$flaky_log" ] && grep -aq "  FLAKY " "$flaky_log" 2>/dev/null; then
    step "Tests that passed only when run again (flaky: to be fixed)"
    grep -a "  FLAKY " "$flaky_log" | sed 's/\x1b\[[0-9;]*m//g'
  fi
  [ -z "$flaky_log" ] || rm -f "$flaky_log"
  step "Step times"
  printf '%s' "$timings"
  local total=$SECONDS
  [ -z "${CI_STARTED_AT:-}" ] || total=$(($(date +%s) - CI_STARTED_AT))
  printf '%6s s  in all (exit %s)\n' "$total" "$status"
}
trap summary EXIT

step "GraphQL schema is up to date"
npm run --silent schema:check

step "Resolver types are up to date"
npm run --silent codegen:check

step "Relay artifacts compile against the schema"
npm run --silent relay

# The static checks read the sources only and run on one core each, one after the other: they go
# beside the build and the unit tests (which leave a core free), their output shown after them.
step "Type check, module boundaries, formatting and file sizes, beside the build and the unit tests"
static_log="$(mktemp)"
(
  set -e
  echo "-- Type check" && npm run --silent typecheck
  echo "-- Module boundaries and import cycles" && npm run --silent lint:boundaries
  echo "-- Formatting (Prettier, 120 columns)" && npm run --silent format:check
  echo "-- File and function sizes" && npm run --silent lint:size
) >"$static_log" 2>&1 &
static_pid=$!

step "Client and server build"
npx vite build --logLevel warn && node scripts/precompress.mjs dist/web && npm run --silent build:server

# Each test file runs once where its answer can differ, and twice only where the database matters
# most. With a PostgreSQL server (production's database), the integration tests run on it; the
# embedded PGlite (what `npm start` runs) then takes the unit tests, the files that bring their own
# PGlite data directory or need no database, the event store and the files with PGlite's own cases
# (leases, vacuum, restart after kill -9), while every browser test drives a server on PGlite.
# Without a server, everything runs on PGlite.
same_on_any_database=(
  test/app/start.int.test.ts test/app/supervisor.int.test.ts test/projections/rebuild-script.int.test.ts
  test/accounts/demo-accounts-log.int.test.ts test/uploads/file-store.int.test.ts
  test/contact/mail-transports.int.test.ts test/contact/dev-outbox.int.test.ts test/payments/invoice-pdf.int.test.ts
  test/architecture/boundaries.int.test.ts test/eventstore/kurrentdb.int.test.ts
)
pglite_own_cases=(
  test/eventstore/ test/app/embedded-vacuum.int.test.ts test/security/restart-after-kill.int.test.ts
  test/projections/ownership.int.test.ts
)
# each suite's output is kept too, to list at the end the tests that passed only when run again
flaky_log="$(mktemp)"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "Unit tests, and the integration tests PGlite needs of its own, on PGlite"
  env -u TEST_DATABASE_URL npx vitest run src/ web/src/ scripts/ migrations/ .unit.test.ts \
    "${same_on_any_database[@]}" "${pglite_own_cases[@]}" 2>&1 | tee "$flaky_log"
else
  step "Unit and integration tests on PGlite"
  npx vitest run 2>&1 | tee "$flaky_log"
fi

step "Type check, module boundaries, formatting and file sizes: results"
static_status=0
wait "$static_pid" || static_status=$?
cat "$static_log"
rm -f "$static_log"
if [ "$static_status" != 0 ]; then
  echo "A static check failed (above)." >&2
  exit "$static_status"
fi

# The PostgreSQL run mostly waits on the database server: it runs beside the browser tests, its
# output kept apart and shown after them.
pg_log=""
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  pg_log="$(mktemp)"
  step "Integration tests on PostgreSQL ($TEST_DATABASE_URL), beside the browser tests"
  excluded=(--exclude '**/*.unit.test.ts')
  for file in "${same_on_any_database[@]}"; do excluded+=(--exclude "$file"); done
  npx vitest run test/ "${excluded[@]}" >"$pg_log" 2>&1 &
  pg_pid=$!
else
  echo "(PostgreSQL run skipped: TEST_DATABASE_URL is not set)"
fi

step "Browser tests in Chromium"
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$chromium" ]; then
  echo "Chromium is missing at $chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
browser_status=0
browser_log="$(mktemp)"
npx vitest run --config vitest.browser.config.ts 2>&1 | tee "$browser_log" || browser_status=$?
grep -a "FLAKY" "$browser_log" >>"$flaky_log" || true

if [ -n "$pg_log" ]; then
  step "Integration tests on PostgreSQL: results"
  pg_status=0
  wait "$pg_pid" || pg_status=$?
  cat "$pg_log"
  grep -a "FLAKY" "$pg_log" >>"$flaky_log" || true
  rm -f "$pg_log"
  [ "$pg_status" = 0 ] || echo "The integration tests on PostgreSQL failed." >&2
fi
if [ "$browser_status" != 0 ]; then
  # repeated last, where a short tail of the output still shows which browser test failed and why
  step "Browser tests: failures"
  sed -n '/Failed Tests/,$p' "$browser_log" | sed 's/\x1b\[[0-9;]*m//g' | head -n 150
  echo "The browser tests failed." >&2
  exit "$browser_status"
fi
rm -f "$browser_log"
[ "${pg_status:-0}" = 0 ] || exit "$pg_status"

step "Benchmarks, quick variant (fails when a ratio falls to half its goal)"
# the large-data ones (rebuild, memory), Lighthouse and the PostgreSQL figures take minutes:
# `npm run bench` runs them; this guard, on the embedded database, keeps the test command short
npm run --silent bench -- http mixed eventstore start --quick --check --pglite-only
step "Done"
