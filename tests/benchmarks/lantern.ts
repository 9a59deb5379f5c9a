// Why is the LCP what it is? Replays Lighthouse's LCP simulation (Lantern, mobile defaults) with
// Lighthouse's own computed artifacts and prints every request and main-thread task of the simulated LCP
// with its simulated start and end. The LCP is the end of the last one. A diagnostic for
// docs/performance.md, not a figure of the bench:
//   npx vite preview --outDir /tmp/dist-bench --port 4316 &
//   npx tsx tests/benchmarks/lantern.ts 'http://127.0.0.1:4316/#/user/login'
// For the logged-in routes, in their seeded state: BENCH_LANTERN=1 with the bench
// (`npx tsx tests/benchmarks/web.ts --lighthouse-only --mock-only --no-build --routes=personalInfomation`).
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { pathToFileURL } from 'node:url';
import { CHROMIUM } from './bench-states';

interface SimulatedNode {
  type: string;
  request?: { url: string; transferSize: number; priority: string };
  startTime: number;
  endTime: number;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}

/** Lighthouse's own LCP simulation of a result, and the simulator it used (lantern-what-if.ts reuses it). */
export async function lanternLcp(result: RunnerResult): Promise<{
  timing: number;
  pessimisticEstimate: Estimate;
  optimisticEstimate: Estimate;
  simulator: unknown;
}> {
  const artifacts = result.artifacts as unknown as Record<string, unknown>;
  const settings = result.lhr.configSettings;
  const context = { computedCache: new Map(), settings };
  const request = <T>(computed: unknown, data: unknown) =>
    (computed as { request(d: unknown, c: unknown): Promise<T> }).request(data, context);
  const devtoolsLog = artifacts.DevtoolsLog;
  const simulator = await request<unknown>(LoadSimulator, { devtoolsLog, settings });
  const lcp = await request<{ timing: number; pessimisticEstimate: Estimate; optimisticEstimate: Estimate }>(
    LanternLargestContentfulPaint,
    {
      trace: artifacts.Trace,
      devtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: [],
      simulator,
    },
  );
  return { ...lcp, simulator };
}

/** The simulated LCP of a Lighthouse result and the requests and tasks it is made of, as printable lines. */
export async function explainLcp(result: RunnerResult): Promise<string[]> {
  const lcp = await lanternLcp(result);
  const lines = [
    `simulated LCP ${Math.round(lcp.timing)} ms (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
    'start ms   end ms   what',
  ];
  const rows = [...lcp.pessimisticEstimate.nodeTimings.entries()].sort(
    (a, b) => a[1].startTime - b[1].startTime,
  );
  for (const [node, timing] of rows) {
    const what = node.request
      ? `${node.request.url.split('/').pop() || node.request.url}  ${(node.request.transferSize / 1024).toFixed(1)} KiB  ${node.request.priority}`
      : `main-thread task (${((node.endTime - node.startTime) / 1000).toFixed(1)} ms observed)`;
    lines.push(
      `${String(Math.round(timing.startTime)).padStart(8)} ${String(Math.round(timing.endTime)).padStart(8)}   ${what}`,
    );
  }
  return lines;
}

async function main(url: string | undefined) {
  if (!url) {
    console.error('usage: npx tsx tests/benchmarks/lantern.ts URL');
    process.exit(2);
  }
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    for (const line of await explainLcp(result)) console.log(line);
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main(process.argv[2]);
