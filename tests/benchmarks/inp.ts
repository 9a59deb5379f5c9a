// Interaction to Next Paint on the form inputs and pickers, under 4x CPU throttling (CDP
// Emulation.setCPUThrottlingRate), measured by the web-vitals package (its attribution build, injected
// before the app starts) in Chromium driven by Playwright's library API. Each interaction kind runs in a
// page of its own, so the INP web-vitals reports for that page is the worst of that kind's interactions.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ROUTE_STATES } from '../e2e/route-states';
import { CHROMIUM, PHONE } from './bench-states';

const require = createRequire(import.meta.url);
// The IIFE build is not in the package's exports map: find it next to the exported attribution module.
const WEB_VITALS = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
);

/** Collects every INP value web-vitals reports (reportAllChanges), with the slowest interaction's target. */
const COLLECT = `
  window.__inp = [];
  webVitals.onINP((metric) => {
    const a = metric.attribution || {};
    window.__inp.push({
      value: metric.value,
      target: a.interactionTarget || '',
      type: a.interactionType || '',
      inputDelay: a.inputDelay || 0,
      processing: a.processingDuration || 0,
      presentation: a.presentationDelay || 0,
      interactions: performance.interactionCount || 0,
    });
  }, { reportAllChanges: true, durationThreshold: 0 });
`;

export interface InpResult {
  name: string;
  /** INP in ms (web-vitals): the worst interaction of the page, as a phone would report it. */
  inpMs: number | null;
  interactions: number;
  target: string;
  /** Where the slowest interaction's time went (ms): input delay, processing, presentation. */
  breakdown: string;
}

interface Scenario {
  name: string;
  open(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
}

const loggedOut = (path: string) => async (page: Page) => {
  await page.goto(`./#${path}`);
  await page.locator('main form').first().waitFor();
};
const state = (name: keyof typeof ROUTE_STATES) => async (page: Page) => {
  const routeState = ROUTE_STATES[name]!;
  await routeState.open(page, 'es');
  await routeState.content(page).waitFor({ state: 'visible', timeout: 30_000 });
};
/** Types like a person (one key at a time, 60 ms apart), not a paste. */
const type = (page: Page, text: string) => page.keyboard.type(text, { delay: 60 });

const SCENARIOS: Scenario[] = [
  {
    name: 'login: typing the mobile number (10 keys)',
    open: loggedOut('/user/login'),
    async act(page) {
      await page.getByLabel(/Número de celular/).click();
      await type(page, '5512345678');
    },
  },
  {
    name: 'personal information: typing in three text fields',
    open: state('personalInfomation'),
    async act(page) {
      // First name, middle name, last name (the form's first text fields).
      const fields = page.locator('main form input:not([type]), main form input[type="text"]');
      for (let i = 0; i < 3; i += 1) {
        await fields.nth(i).click();
        await type(page, 'Ana María');
      }
    },
  },
  {
    name: 'personal information: opening four pickers and picking (option sheets)',
    open: state('personalInfomation'),
    async act(page) {
      // Two short lists, the longest one (the 32 states), then the state's cities.
      for (const picker of [/^Estado civil/, /^Número de hijos/, /^Estado de residencia/, /^Ciudad/]) {
        await page.getByRole('button', { name: picker }).click();
        const sheet = page.getByRole('dialog');
        await sheet.getByRole('radio').nth(1).click();
        await sheet.waitFor({ state: 'hidden' });
      }
    },
  },
  {
    name: 'amount and term controls (#/borrow/to_borrow): stepper, typed amount, term',
    open: state('toBorrow'),
    async act(page) {
      // The amount starts at the quota (the maximum): step down three times, then up once.
      for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Disminuir monto' }).click();
      await page.getByRole('button', { name: 'Aumentar monto' }).click();
      await page.getByLabel(/Monto \(MXN/).click();
      await page.keyboard.press('Control+A');
      await type(page, '2500');
      const terms = page.locator('main input[name="tenure"]');
      await terms.nth((await terms.count()) - 1).click();
    },
  },
  {
    name: 'product details: the terms checkbox and the product choice',
    open: state('productDetails'),
    async act(page) {
      await page.getByRole('checkbox', { name: /He leído y acepto/ }).click();
      const products = page.locator('main input[name="product"]');
      if ((await products.count()) > 1) await products.nth(1).click();
      await page.getByRole('checkbox', { name: /He leído y acepto/ }).click();
    },
  },
];

async function measure(
  browser: Browser,
  baseUrl: string,
  scenario: Scenario,
  cpuRate: number,
): Promise<InpResult> {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  try {
    await context.addInitScript({ content: `${WEB_VITALS};${COLLECT}` });
    const page = await context.newPage();
    await scenario.open(page);
    // The load is not what is measured: throttle once the screen is there, then interact.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    await page.waitForTimeout(500);
    await scenario.act(page);
    await page.waitForTimeout(1000);
    const reports = await page.evaluate(
      () =>
        (
          window as unknown as {
            __inp: Array<{
              value: number;
              target: string;
              inputDelay: number;
              processing: number;
              presentation: number;
              interactions: number;
            }>;
          }
        ).__inp,
    );
    const interactions = await page.evaluate(
      () => (performance as unknown as { interactionCount?: number }).interactionCount ?? 0,
    );
    const last = reports.at(-1);
    return {
      name: scenario.name,
      inpMs: last ? Math.round(last.value) : null,
      interactions,
      target: last?.target ?? '',
      breakdown: last
        ? `input delay ${Math.round(last.inputDelay)}, processing ${Math.round(last.processing)}, presentation ${Math.round(last.presentation)}`
        : '',
    };
  } finally {
    await context.close();
  }
}

export interface InpSummary {
  name: string;
  /** The median INP of the repeats (ms). */
  medianMs: number | null;
  runs: InpResult[];
}

/**
 * INP of every scenario under `cpuRate`× CPU throttling, each scenario `repeats` times in a fresh page
 * (CPU throttling multiplies whatever else the machine is doing: the median of the repeats is the figure).
 */
export async function measureInp(
  baseUrl: string,
  cpuRate = 4,
  repeats = 3,
  only?: string,
): Promise<InpSummary[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const results: InpSummary[] = [];
    // `only`: the scenarios whose name contains it (`--inp=personal` in the bench).
    for (const scenario of SCENARIOS.filter((s) => only === undefined || s.name.includes(only))) {
      const runs: InpResult[] = [];
      for (let i = 0; i < repeats; i += 1) runs.push(await measure(browser, baseUrl, scenario, cpuRate));
      const values = runs.flatMap((r) => (r.inpMs === null ? [] : [r.inpMs])).sort((a, b) => a - b);
      results.push({
        name: scenario.name,
        medianMs: values.length ? values[Math.floor(values.length / 2)]! : null,
        runs,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
