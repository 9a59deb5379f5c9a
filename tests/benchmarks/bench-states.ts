// The four routes the speed figures are stated on, each in the state a borrower meets it in, captured once
// per bench run in a real browser through the e2e suite's own route states (tests/e2e/route-states.ts):
// the URL and the storage the app left behind. A measured load then starts from a new browser with only
// that storage seeded (localStorage: token, event log, language; sessionStorage: the mock world's
// backend state), with an empty HTTP cache and no service worker: a returning borrower's cold load.
import { chromium, type Browser } from '@playwright/test';
import { PATHS, type RouteName } from '../../src/domain/paths';
import { ROUTE_STATES } from '../e2e/route-states';
import { CHROMIUM_LAUNCH } from '../../scenarios/runner/chromium';

export const CHROMIUM = CHROMIUM_LAUNCH.executablePath;
/** A mid-range Android phone's viewport (Lighthouse's mobile form factor is 412 × 823). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface BenchRoute {
  name: 'home' | 'login' | 'yx3' | 'personalInfomation' | 'productDetails';
  label: string;
  /** Logged out: a first visit, nothing stored, at this path. Otherwise the route state of the e2e suite. */
  state: RouteName | { path: string };
  /**
   * Issue 15's targets: the LCP (ms) and the performance score (null: none stated); issue 32's: the JavaScript
   * the cold load fetches, lazy chunks included, in KiB gzip (null: none stated).
   */
  target: { lcpMs: number; score: number | null; jsKiB: number | null };
  /** Its HTML is pre-rendered into index.html (decisions 0024, 0027): its first paint needs no script. */
  prerendered: boolean;
}

const ENTRY_TARGET = { lcpMs: 1200, score: 100, jsKiB: null };
/** Home and login: issue 32's 150 KiB gzip of JavaScript (the landing has no byte target of its own). */
const ENTRY_JS_TARGET = { ...ENTRY_TARGET, jsKiB: 150 };
const STEP_TARGET = { lcpMs: 1600, score: null, jsKiB: null };

export const BENCH_ROUTES: readonly BenchRoute[] = [
  {
    name: 'home',
    label: `home (#${PATHS.home}, first visit)`,
    state: { path: PATHS.home },
    target: ENTRY_JS_TARGET,
    prerendered: true,
  },
  {
    name: 'login',
    label: `login (#${PATHS.login})`,
    state: { path: PATHS.login },
    target: ENTRY_JS_TARGET,
    prerendered: true,
  },
  {
    name: 'yx3',
    label: `landing with phone (#${PATHS.yx3}, first visit)`,
    state: { path: PATHS.yx3 },
    target: ENTRY_TARGET,
    prerendered: true,
  },
  {
    name: 'personalInfomation',
    label: `personal information (#${PATHS.personalInfomation})`,
    state: 'personalInfomation',
    target: STEP_TARGET,
    // For a signed-in borrower with nothing typed on the step yet, as the bench's state is (decision 0027).
    prerendered: true,
  },
  {
    name: 'productDetails',
    label: `product details (#${PATHS.productDetails}, a draft loan)`,
    state: 'productDetails',
    target: STEP_TARGET,
    prerendered: false,
  },
];

export interface CapturedState {
  route: BenchRoute;
  /** Absolute URL of the route. */
  url: string;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
}

/** A first visit of a logged-out route: its URL and nothing stored. */
export function firstVisit(route: BenchRoute & { state: { path: string } }, baseUrl: string): CapturedState {
  return { route, url: `${baseUrl}#${route.state.path}`, localStorage: {}, sessionStorage: {} };
}

export const isFirstVisit = (route: BenchRoute): route is BenchRoute & { state: { path: string } } =>
  typeof route.state === 'object';

/** Opens each route once as the e2e suite does and keeps what a returning borrower's WebView holds. */
export async function captureStates(baseUrl: string, routes = BENCH_ROUTES): Promise<CapturedState[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const states: CapturedState[] = [];
    for (const route of routes) {
      const { state } = route;
      if (typeof state === 'object') {
        states.push(firstVisit({ ...route, state }, baseUrl));
        continue;
      }
      const routeState = ROUTE_STATES[state];
      if (!routeState) throw new Error(`no e2e route state for ${state}`);
      const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
      const page = await context.newPage();
      await routeState.open(page, 'es');
      await routeState.content(page).waitFor({ state: 'visible', timeout: 30_000 });
      // The store writes its log in a microtask and the mock world its state in a task: let both land.
      await page.waitForTimeout(300);
      // No named helpers inside: tsx would wrap them in a `__name` call the page does not have.
      const storage = await page.evaluate(() =>
        [window.localStorage, window.sessionStorage].map((s) =>
          Object.fromEntries(
            Object.keys(s)
              .filter((key) => !key.startsWith('cuota-e2e:'))
              .map((key) => [key, s.getItem(key) ?? '']),
          ),
        ),
      );
      states.push({
        route,
        url: page.url(),
        localStorage: storage[0] ?? {},
        sessionStorage: storage[1] ?? {},
      });
      await context.close();
    }
    return states;
  } finally {
    await browser.close();
  }
}

/** A same-origin page that loads none of the app (to write storage before a cold load). */
export const seedPageUrl = (baseUrl: string) => `${baseUrl}mockServiceWorker.js`;
