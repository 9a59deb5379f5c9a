// The four routes the speed figures are stated on, each in the state a borrower meets it in, captured once
// per bench run in a real browser through the e2e suite's own route states (tests/e2e/route-states.ts):
// the URL and the storage the app left behind. A measured load then starts from a new browser with only
// that storage seeded (localStorage: token, event log, language; sessionStorage: the mock world's
// backend state), with an empty HTTP cache and no service worker: a returning borrower's cold load.
import { chromium, type Browser } from '@playwright/test';
import { PATHS, type RouteName } from '../../src/domain/paths';
import { ROUTE_STATES } from '../e2e/route-states';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A mid-range Android phone's viewport (Lighthouse's mobile form factor is 412 × 823). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface BenchRoute {
  name: 'home' | 'login' | 'personalInfomation' | 'productDetails';
  label: string;
  /** Logged out: a first visit, nothing stored. Otherwise the route state of the e2e suite. */
  state: RouteName | null;
}

export const BENCH_ROUTES: readonly BenchRoute[] = [
  { name: 'home', label: `home (#${PATHS.home}, first visit)`, state: null },
  { name: 'login', label: `login (#${PATHS.login})`, state: null },
  {
    name: 'personalInfomation',
    label: `personal information (#${PATHS.personalInfomation})`,
    state: 'personalInfomation',
  },
  {
    name: 'productDetails',
    label: `product details (#${PATHS.productDetails}, a draft loan)`,
    state: 'productDetails',
  },
];

export interface CapturedState {
  route: BenchRoute;
  /** Absolute URL of the route. */
  url: string;
  localStorage: Record<string, string>;
  sessionStorage: Record<string, string>;
}

const LOGGED_OUT_PATH: Record<string, string> = { home: PATHS.home, login: PATHS.login };

/** Opens each route once as the e2e suite does and keeps what a returning borrower's WebView holds. */
export async function captureStates(baseUrl: string, routes = BENCH_ROUTES): Promise<CapturedState[]> {
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const states: CapturedState[] = [];
    for (const route of routes) {
      if (route.state === null) {
        states.push({
          route,
          url: `${baseUrl}#${LOGGED_OUT_PATH[route.name]}`,
          localStorage: {},
          sessionStorage: {},
        });
        continue;
      }
      const routeState = ROUTE_STATES[route.state];
      if (!routeState) throw new Error(`no e2e route state for ${route.state}`);
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
