#!/usr/bin/env bash
# `bash scripts/scenario-shards.sh [N]` (npm test's scenarios step; decision 0042): the `scenarios` Playwright
# project in N shards at once on this machine (default 2), then one merged report, as CI does on N machines
# (.github/workflows/qa.yml). Each shard serves the mock build on its own port (E2E_PORT), keeps its own result
# folder (test-results-PORT) and writes its own blob report (reports/blob/shard-I); all of them sign their
# journeys with one key made here (CUOTA_JOURNEY_KEY, a temp file removed at the end) and write them to
# journeys/. The merge writes the HTML report (reports/scenarios-html, every scenario with its journey
# attached) and reports/scenarios.json (npm test's summary). Exits 1 when a shard or the merge fails.
# SHARD_ARGS: more Playwright arguments for every shard (e.g. `SHARD_ARGS='--grep @session --trace=on'`).
set -uo pipefail
cd "$(dirname "$0")/.."
shards="${1:-2}"
base_port="${SHARD_BASE_PORT:-4190}"
status=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
name="scenario-run-$(date -u +%Y%m%dT%H%M%S)"
npx tsx scripts/journey.ts keygen --out "$tmp" --name "$name" >/dev/null || exit 1
# The shards serve dist-mock/: rebuilt once here when missing or older than src/, as `npm run scenarios` does.
npx tsx -e "import('./scenarios/runner/mock-build.ts').then(async (m) => { if (await m.ensureMockBuild(process.cwd())) console.log('built the mock build (dist-mock/ was missing or older than src/)'); })" || exit 1
rm -rf reports/blob reports/scenarios-html
pids=()
for i in $(seq 1 "$shards"); do
  CUOTA_JOURNEY_KEY="$tmp/$name.key.json" E2E_PORT=$((base_port + i)) PLAYWRIGHT_BLOB_OUTPUT_DIR="reports/blob/shard-$i" \
    npx playwright test --project=scenarios --shard="$i/$shards" --workers=1 --reporter=list,blob ${SHARD_ARGS:-} \
    >"$tmp/shard-$i.log" 2>&1 &
  pids+=($!)
done
for i in $(seq 1 "$shards"); do
  wait "${pids[$((i - 1))]}" || status=1
  echo "--- shard $i/$shards"
  cat "$tmp/shard-$i.log"
  rm -f "$tmp/shard-$i.log"
done
mkdir -p reports/blob/all
cp reports/blob/shard-*/*.zip reports/blob/all/ 2>/dev/null || status=1
PLAYWRIGHT_JSON_OUTPUT_FILE=reports/scenarios.json PLAYWRIGHT_HTML_OUTPUT_DIR=reports/scenarios-html PLAYWRIGHT_HTML_OPEN=never \
  npx playwright merge-reports --reporter=html,json reports/blob/all || status=1
node -e '
  const r = JSON.parse(require("fs").readFileSync("reports/scenarios.json", "utf8"));
  const s = r.stats;
  console.log(`scenarios (${process.argv[1]} shards, merged): ${s.expected + s.flaky} passed, ${s.unexpected} failed; HTML report in reports/scenarios-html (npx playwright show-report reports/scenarios-html)`);
' "$shards" || status=1
exit $status
