// The browser half of `npm run bench` (issues 8 and 15, speed): Lighthouse on five routes, the JavaScript each route
// loads against its budget, INP of form inputs and pickers under 4x CPU, and the heap of a 10,000-event
// session. Figures, not pass/fail: each line says the target next to the figure. `--quick` skips
// Lighthouse; `--no-build` reuses the builds in CUOTA_MOCK_OUT (/tmp/dist-bench) and /tmp/dist-bench-prod.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import { BENCH_ROUTES, captureStates, firstVisit, isFirstVisit, type CapturedState } from './bench-states';
import { measureInp } from './inp';
import { lighthouseRun, median, type LighthouseRun } from './lighthouse';
import { ensureBuilds, MOCK_OUT, PROD_OUT, serve } from './serve';
import { routeSizes } from './sizes';

const INP_TARGET_MS = 100;

const ms = (x: number) => `${(x / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');

interface RouteLighthouse {
  route: string;
  build: 'mock' | 'production';
  runs: LighthouseRun[];
}

async function lighthouseRoutes(
  states: CapturedState[],
  baseUrl: string,
  build: RouteLighthouse['build'],
  runs: number,
) {
  const results: RouteLighthouse[] = [];
  for (const state of states) {
    const done: LighthouseRun[] = [];
    for (let i = 0; i < runs; i += 1) done.push(await lighthouseRun(state, baseUrl));
    const score = median(done.map((r) => r.score));
    const lcp = median(done.map((r) => r.lcpMs));
    const { target } = state.route;
    const beforeFcp = median(done.map((r) => r.scriptBeforeFcp.bytes));
    console.log(
      `lighthouse ${build.padEnd(10)} ${state.route.label.padEnd(58)} performance ${String(score).padStart(3)} ` +
        `(runs ${done.map((r) => r.score).join(', ')}${target.score === null ? '' : `; target ${target.score}`}) ` +
        `LCP ${ms(lcp)} (runs ${done.map((r) => ms(r.lcpMs)).join(', ')}; target ≤ ${ms(target.lcpMs)}) ` +
        `FCP ${ms(median(done.map((r) => r.fcpMs)))} TBT ${Math.round(median(done.map((r) => r.tbtMs)))} ms ` +
        `CLS ${median(done.map((r) => r.cls)).toFixed(3)} | JS the load fetched ${kib(median(done.map((r) => r.scriptLoaded.bytes)))} ` +
        `in ${median(done.map((r) => r.scriptLoaded.files))} files${state.route.target.jsKiB === null ? '' : ` (target ≤ ${state.route.target.jsKiB} KiB)`} | JS before the first paint ${(beforeFcp / 1024).toFixed(1)} KiB ` +
        `(runs ${done.map((r) => `${r.scriptBeforeFcp.bytes} B in ${r.scriptBeforeFcp.files}`).join(', ')}` +
        `${state.route.prerendered ? '; target 0' : ''}) | ` +
        `LCP element: "${done[0]!.lcpElement.slice(0, 50)}" | ` +
        `benchmarkIndex ${done.map((r) => Math.round(r.benchmarkIndex)).join('/')} | load average ${load()}`,
    );
    results.push({ route: state.route.name, build, runs: done });
  }
  return results;
}

/**
 * Issue 32's figures, one line per entry route and build: the performance score and the LCP (medians of the
 * runs) and the JavaScript the load fetched (over the wire, as Lighthouse counts it), against their targets.
 */
function printEntrySummary(results: readonly RouteLighthouse[]) {
  const entries = results.flatMap((result) => {
    const route = BENCH_ROUTES.find((r) => r.name === result.route);
    return route && isFirstVisit(route) ? [{ ...result, route }] : [];
  });
  if (entries.length === 0) return;
  console.log('entry routes (medians):');
  for (const { route, build, runs } of entries) {
    const path = route.state.path;
    const score = median(runs.map((r) => r.score));
    const lcp = median(runs.map((r) => r.lcpMs));
    const js = median(runs.map((r) => r.scriptLoaded.bytes));
    console.log(
      `  ${path.padEnd(22)} ${build.padEnd(10)} performance ${score}${route.target.score === null ? '' : ` (target ${route.target.score})`}, ` +
        `LCP ${ms(lcp)} (target ≤ ${ms(route.target.lcpMs)}), JS the load fetched ${kib(js)}` +
        `${route.target.jsKiB === null ? '' : ` (target ≤ ${route.target.jsKiB} KiB)`}`,
    );
  }
}

export async function runWebBench(args: readonly string[]): Promise<void> {
  const quick = args.includes('--quick');
  const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
  // `--lighthouse-only`: only Lighthouse (no sizes, heap or INP); `--routes=home,login`: only those routes;
  // `--mock-only`: not the production build's comparison runs.
  const lighthouseOnly = args.includes('--lighthouse-only');
  const mockOnly = args.includes('--mock-only');
  // `--production-only`: Lighthouse on the production build alone (the logged-out routes), no mock world.
  const productionOnly = args.includes('--production-only') && !mockOnly;
  // `--inp-only`: just the INP scenarios on the mock build (no sizes, heap or Lighthouse); `--inp=personal`
  // keeps the scenarios whose name contains that text. `--runs=N` repeats each N times (3 by default).
  const inpOnly = args.includes('--inp-only');
  const inpFilter = args.find((a) => a.startsWith('--inp='))?.slice(6);
  const routeNames = args
    .find((a) => a.startsWith('--routes='))
    ?.slice(9)
    .split(',');
  const routes = routeNames ? BENCH_ROUTES.filter((r) => routeNames.includes(r.name)) : BENCH_ROUTES;
  const started = new Date();
  console.log(
    `\nbrowser benchmarks (${started.toISOString()}; ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB; load average ${load()})`,
  );
  ensureBuilds(!args.includes('--no-build'), { production: !mockOnly && !inpOnly, mock: !productionOnly });

  let sizes: ReturnType<typeof routeSizes> | undefined;
  let heap: unknown;
  if (!lighthouseOnly && !inpOnly) {
    // 1. The JavaScript each route loads (production build, as npm run budget counts it).
    sizes = routeSizes(PROD_OUT, MOCK_OUT);
    for (const s of sizes.routes) console.log(`size ${s.ok ? '✓' : '✗'} ${s.check}: ${s.detail}`);
    if (sizes.api) console.log(`size ${sizes.api.ok ? '✓' : '✗'} ${sizes.api.check}: ${sizes.api.detail}`);

    // 2. The heap of a 10,000-event session (Node, with global.gc).
    const heapRun = spawnSync(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'tests/benchmarks/heap.ts'],
      { encoding: 'utf8' },
    );
    if (heapRun.status !== 0) throw new Error(`heap benchmark failed: ${heapRun.stderr}`);
    const parsed = JSON.parse(heapRun.stdout.trim().split('\n').at(-1)!) as {
      baselineMiB: number;
      points: Array<{
        events: number;
        heapMiB: number;
        logEvents: number;
        persistedKiB: number;
        uncompactedKiB: number;
      }>;
    };
    for (const p of parsed.points) {
      console.log(
        `heap after ${p.events.toLocaleString('en').padStart(6)} events: ${p.heapMiB.toFixed(2)} MiB (before any ${parsed.baselineMiB.toFixed(2)} MiB); ` +
          `log since the last snapshot ${p.logEvents} events, persisted log ${p.persistedKiB.toFixed(1)} KiB ` +
          `(the same events without snapshots: ${p.uncompactedKiB.toFixed(0)} KiB)`,
      );
    }
    heap = parsed;
  }

  const mock = productionOnly ? null : await serve(MOCK_OUT);
  let lighthouse: RouteLighthouse[] = [];
  let inp: Awaited<ReturnType<typeof measureInp>> = [];
  try {
    // 3. INP under 4x CPU.
    if (!lighthouseOnly && mock) inp = await measureInp(mock.url, 4, runs, inpFilter);
    for (const r of inp) {
      const worst = [...r.runs].sort((a, b) => (b.inpMs ?? 0) - (a.inpMs ?? 0))[0];
      console.log(
        `INP ${r.medianMs === null ? 'n/a' : `${r.medianMs} ms`.padStart(6)} median (runs ${r.runs.map((x) => x.inpMs ?? 'n/a').join(', ')} ms; ` +
          `target ≤ ${INP_TARGET_MS} ms) ${r.name} [${worst?.interactions ?? 0} interactions; slowest on ${worst?.target || '?'}: ${worst?.breakdown ?? ''}]`,
      );
    }

    // 4. Lighthouse, mock-world build (the five routes) and production build (the three that need no backend).
    if (!quick && !inpOnly) {
      if (mock) {
        const states = await captureStates(mock.url, routes);
        lighthouse = await lighthouseRoutes(states, mock.url, 'mock', runs);
        await mock.stop();
      }
      const loggedOut = mockOnly ? [] : routes.filter(isFirstVisit);
      const prod = loggedOut.length > 0 ? await serve(PROD_OUT) : null;
      if (prod)
        try {
          const prodStates = loggedOut.map((route) => firstVisit(route, prod.url));
          lighthouse.push(...(await lighthouseRoutes(prodStates, prod.url, 'production', runs)));
        } finally {
          await prod.stop();
        }
    } else {
      console.log('lighthouse skipped (--quick or --inp-only)');
    }
  } finally {
    await mock?.stop();
  }

  printEntrySummary(lighthouse);
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    process.env.BENCH_WEB_REPORT ?? 'reports/bench-web.json',
    JSON.stringify(
      {
        date: started.toISOString(),
        cpus: cpus().length,
        cpu: cpus()[0]?.model,
        loadAverage: loadavg(),
        sizes,
        heap,
        inp,
        lighthouse,
      },
      null,
      2,
    ),
  );
  console.log(
    `browser benchmarks done in ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s (load average ${load()}); figures in ${process.env.BENCH_WEB_REPORT ?? 'reports/bench-web.json'}`,
  );
}

// Directly (no Node figures): `npx tsx tests/benchmarks/web.ts --lighthouse-only --routes=home --mock-only`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWebBench(process.argv.slice(2));
}
