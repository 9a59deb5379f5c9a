// Lighthouse (mobile defaults: simulated slow 4G, 4x CPU) on a route's cold load, through its Node API so
// a logged-in route can start from a seeded storage: a new Chromium per run, the storage written from a
// same-origin page that loads none of the app, then Lighthouse's own reset (HTTP cache, service workers,
// cache storage; its defaults keep localStorage) and the measured navigation in the same tab.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, seedPageUrl, type CapturedState } from './bench-states';
import { explainLcp } from './lantern';
import { CHROMIUM_LAUNCH } from '../../scenarios/runner/chromium';

// Lighthouse drives Chromium itself: the same flags, with the new headless mode it needs.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_LAUNCH.args.filter((flag) => flag !== '--headless')];

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** The LCP element's text (what a borrower sees as the page's main content). */
  lcpElement: string;
  /** Lighthouse's measure of this machine's speed at the time (a desktop is ~1,000-2,500). */
  benchmarkIndex: number;
  /** Unthrottled, as observed on this machine. */
  observedLcpMs: number;
  /**
   * JavaScript before the first paint: the script files requested before the observed first contentful
   * paint (Lighthouse's network records), their bytes over the wire and their number.
   */
  scriptBeforeFcp: { bytes: number; files: number };
  /**
   * JavaScript the page load fetched: every script file of Lighthouse's network records (all it recorded
   * until the page went quiet, the lazy chunks included), bytes over the wire and their number.
   */
  scriptLoaded: { bytes: number; files: number };
}

interface NetworkItem {
  resourceType?: string;
  rendererStartTime?: number;
  transferSize?: number;
}

/** The script requests that started before the observed FCP (both clocks in µs, as Lighthouse keeps them). */
function scriptBeforeFcp(lhr: RunnerResult['lhr']): LighthouseRun['scriptBeforeFcp'] {
  const network = lhr.audits['network-requests']?.details as
    { items?: NetworkItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)
    ?.items?.[0];
  const start = network?.debugData?.networkStartTimeTs;
  const fcp = metrics?.observedFirstContentfulPaintTs;
  if (start === undefined || fcp === undefined) return { bytes: NaN, files: NaN };
  const before = (network?.items ?? []).filter(
    (item) =>
      item.resourceType === 'Script' &&
      item.rendererStartTime !== undefined &&
      start + item.rendererStartTime * 1000 < fcp,
  );
  return { bytes: before.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), files: before.length };
}

/** Every script file of the load (Lighthouse's network records), whenever it was requested. */
function scriptLoaded(lhr: RunnerResult['lhr']): LighthouseRun['scriptLoaded'] {
  const network = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
  const scripts = (network?.items ?? []).filter((item) => item.resourceType === 'Script');
  return { bytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0), files: scripts.length };
}

/**
 * Lighthouse (mobile defaults, performance only) on a captured route state: a new Chromium, the storage
 * seeded from a same-origin page, then the measured cold load in the same tab. The whole result, with the
 * artifacts (trace, devtools log) that lantern.ts simulates again.
 */
export async function seededLighthouse(state: CapturedState, baseUrl: string): Promise<RunnerResult> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const seeded = Object.keys(state.localStorage).length + Object.keys(state.sessionStorage).length > 0;
    if (seeded) {
      await page.goto(seedPageUrl(baseUrl));
      await page.evaluate(
        (local: Record<string, string>, session: Record<string, string>) => {
          for (const [key, value] of Object.entries(local)) window.localStorage.setItem(key, value);
          for (const [key, value] of Object.entries(session)) window.sessionStorage.setItem(key, value);
        },
        state.localStorage,
        state.sessionStorage,
      );
    }
    const result = await lighthouse(
      state.url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error('Lighthouse returned no result');
    return result;
  } finally {
    chrome.kill();
  }
}

/** One Lighthouse run of a captured route state. */
export async function lighthouseRun(state: CapturedState, baseUrl: string): Promise<LighthouseRun> {
  const result = await seededLighthouse(state, baseUrl);
  const lhr = result.lhr;
  // BENCH_LHR_DIR=<folder> keeps each run's full report (network requests, LCP phases, long tasks).
  if (process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(`${process.env.BENCH_LHR_DIR}/${state.route.name}-${Date.now()}.json`, JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Array<{ node?: { nodeLabel?: string } }> }> } | undefined;
  const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)
    ?.items?.[0];
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  // BENCH_LANTERN=1 prints the simulated LCP's requests and tasks (tests/benchmarks/lantern.ts).
  if (process.env.BENCH_LANTERN) {
    console.log(`${state.route.name}:\n${(await explainLcp(result)).join('\n')}`);
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '',
    benchmarkIndex: lhr.environment.benchmarkIndex,
    observedLcpMs: metrics?.observedLargestContentfulPaint ?? NaN,
    scriptBeforeFcp: scriptBeforeFcp(lhr),
    scriptLoaded: scriptLoaded(lhr),
  };
}

export const median = (xs: readonly number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
