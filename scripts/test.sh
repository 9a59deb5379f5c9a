#!/usr/bin/env bash
# `npm test`: type check, lint, unit and component tests, the production build and the mock-world build,
# the size budget and production-build checks, the end-to-end tests and the scenarios (journeys) in Chromium.
# Every step runs even when an earlier one fails, so one run shows everything; the last line is
# `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -f reports/*.json playwright-report/results.json
steps=()
run_step() {
  local name="$1"; shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then steps+=("{\"name\":\"$name\",\"ok\":true,\"seconds\":$((SECONDS - start))}")
  else steps+=("{\"name\":\"$name\",\"ok\":false,\"seconds\":$((SECONDS - start))}"); fi
}
run_step typecheck npx tsc -b
run_step lint npx eslint . --max-warnings=0
run_step unit npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json
run_step build npx vite build --logLevel warn
run_step build-mock npx vite build --mode mock --logLevel warn
run_step build-simulator npm run --silent build:simulator
run_step budget node scripts/size-budget.mjs
run_step e2e env CI=true npx playwright test
run_step scenarios npm run scenarios --silent
(IFS=,; echo "[${steps[*]}]") > reports/steps.json
node scripts/summary.mjs
