#!/usr/bin/env bash
# `npm test`: type check, lint, unit and component tests, the production build and the mock-world build,
# the size budget and production-build checks, every other command the README names (short arguments), the
# README's served commands (`npm start`, `npm run dev`) opened in Chromium, the end-to-end tests and the
# scenarios (journeys) in Chromium, and a short autopilot pass. The steps run the README's own `npm run` scripts.
# Browser-heavy steps run one at a time.
# Every step runs even when an earlier one fails, so one run shows everything; the last line is
# `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
rm -rf reports/*.json reports/readme playwright-report/results.json playwright-report/readme.json reports/scenarios-html
steps=()
run_step() {
  local name="$1"; shift
  echo
  echo "=== $name: $*"
  local start=$SECONDS
  if "$@"; then steps+=("{\"name\":\"$name\",\"ok\":true,\"seconds\":$((SECONDS - start))}")
  else steps+=("{\"name\":\"$name\",\"ok\":false,\"seconds\":$((SECONDS - start))}"); fi
}
# Two single-threaded steps side by side on CI's two cores; their outputs are printed one after the other.
run_pair() {
  local name_a="$1" cmd_a="$2" name_b="$3" cmd_b="$4" log_a log_b start=$SECONDS
  log_a=$(mktemp) log_b=$(mktemp)
  bash -c "$cmd_a" >"$log_a" 2>&1 & local pid_a=$!
  bash -c "$cmd_b" >"$log_b" 2>&1 & local pid_b=$!
  local ok_a=true ok_b=true
  wait "$pid_a" || ok_a=false
  local secs_a=$((SECONDS - start))
  wait "$pid_b" || ok_b=false
  local secs_b=$((SECONDS - start))
  echo; echo "=== $name_a: $cmd_a"; cat "$log_a"
  echo; echo "=== $name_b: $cmd_b"; cat "$log_b"
  rm -f "$log_a" "$log_b"
  steps+=("{\"name\":\"$name_a\",\"ok\":$ok_a,\"seconds\":$secs_a}")
  steps+=("{\"name\":\"$name_b\",\"ok\":$ok_b,\"seconds\":$secs_b}")
}
# `npm run lint` is its two parts: the formatting check rides with the type check (together about 100 s alone), ESLint
# (about 145 s alone, type-aware) on the other core; the longer arm sets the pair's time.
run_pair typecheck+format "npm run --silent typecheck && npm run --silent lint:format" \
  lint "npm run --silent lint:code -- --max-warnings=0"
run_step unit npm run --silent test:unit -- --reporter=default --reporter=json --outputFile.json=reports/vitest.json \
  --reporter=./tests/reporters/vitest-timings.ts
run_step build npm run --silent build -- --logLevel warn
run_step build-mock npm run --silent build:mock -- --logLevel warn
run_step budget npm run --silent budget
# Every other command the README names, with short arguments (the simulator's build among them, which the e2e
# suite's simulator tests use), and a check that the README names no command that npm test does not run.
run_step readme-commands npx tsx scripts/readme-commands.ts
# `npm start` and `npm run dev` as the README says, each on a cold Vite dev server, driven in Chromium.
run_step readme npx playwright test -c tests/readme/playwright.config.ts
# The end-to-end suite, then the scenarios (two Playwright shards at once, each one worker, then one merged report:
# decision 0042): one browser-heavy job at a time. Side by side (three browsers on two
# cores) they took 1,093 s together on a slow 2-core machine and pushed 45 e2e tests past half their limit.
run_step e2e env CI=true npm run --silent test:e2e
run_step scenarios bash scripts/scenario-shards.sh 2
# The autopilot (decision 0016): the scenarios it found replayed under every invariant (a transient defect,
# such as a toast in the wrong language, passes the scenario runner's waiting checks but not this), then a
# short seeded pass: 150 coverage-guided actions with every invariant checked after each; a violation fails
# the step, shrunk (one minute at most) to a scenario under reports/found/. About 40 s on two cores.
run_step autopilot bash -c 'npm run --silent autopilot -- --replay scenarios/found; found=$?
  npm run --silent autopilot -- --seed 7 --steps 150 --shrink-minutes 1 --out reports/found; pass=$?
  [ "$found" -eq 0 ] && [ "$pass" -eq 0 ]'
(IFS=,; echo "[${steps[*]}]") > reports/steps.json
node scripts/summary.mjs
