import { expect, test as base } from '@playwright/test';
import { findLeaks } from '../../scenarios/runner/leak-scan';

/** One Content-Security-Policy violation seen by a page or frame, or reported on its console. */
export interface CspViolation {
  source: 'event' | 'console';
  url: string;
  directive?: string;
  blockedURI?: string;
  sample?: string;
  message?: string;
}

const BINDING = '__cuotaCspViolation';

/**
 * Runs in every page and frame before any of its scripts: forwards each `securitypolicyviolation` event to
 * the test through the binding (`window[BINDING]`; the name is passed in, the script cannot close over it).
 */
function collectViolations(binding: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, unknown>)[binding];
      if (typeof report !== 'function') return;
      void (report as (v: unknown) => Promise<void>)({
        directive: event.effectiveDirective || event.violatedDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
        url: event.documentURI,
      });
    },
    true,
  );
}

/** The console text Chromium prints for a CSP refusal ("Refused to ... because it violates ..."). */
const CSP_CONSOLE = /Content Security Policy|Content-Security-Policy/i;
/**
 * The e2e suite's `test`: every test gets the automatic `cspViolations` fixture, which records each CSP
 * violation (the `securitypolicyviolation` event in any page or frame of the test's context, and CSP errors on
 * the console) and fails the test when any was seen. A test that provokes one on purpose reads and empties the
 * list itself.
 */
export const test = base.extend<{ cspViolations: CspViolation[]; leakScan: { console: string[] } }>({
  /**
   * Issue 30's leak scan, after every test: what the app left in localStorage (every frame of every page) and
   * wrote to the console holds no token and no unmasked personal data (scenarios/runner/leak-scan.ts). A test
   * that plants one on purpose empties `leakScan.console` or the storage itself.
   */
  leakScan: [
    async ({ context }, use, testInfo) => {
      const scan = { console: [] as string[] };
      context.on('console', (message) => scan.console.push(message.text()));
      await use(scan);
      const storage: Record<string, string> = {};
      for (const page of context.pages()) {
        for (const frame of page.frames()) {
          const values = await frame
            .evaluate(() =>
              Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])),
            )
            .catch(() => ({}));
          Object.assign(storage, values);
        }
      }
      const leaks = findLeaks({ storage, console: scan.console });
      if (leaks.length > 0) {
        await testInfo.attach('leaks.json', {
          body: JSON.stringify(leaks, null, 2),
          contentType: 'application/json',
        });
      }
      expect(leaks, 'a token or personal data left in localStorage or on the console').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use, testInfo) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding(BINDING, ({ frame }, v: Omit<CspViolation, 'source'>) => {
        violations.push({ source: 'event', ...v, url: v.url || frame.url() });
      });
      await context.addInitScript(collectViolations, BINDING);
      context.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && CSP_CONSOLE.test(text)) {
          violations.push({ source: 'console', url: message.page()?.url() ?? '', message: text });
        }
      });
      await use(violations);
      // A round trip to each open page lets the reports still in flight arrive.
      await Promise.all(context.pages().map((page) => page.evaluate(() => 0).catch(() => 0)));
      if (violations.length > 0) {
        await testInfo.attach('csp-violations.json', {
          body: JSON.stringify(violations, null, 2),
          contentType: 'application/json',
        });
      }
      expect(violations, 'Content-Security-Policy violations during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { BrowserContext, Download, FrameLocator, Locator, Page } from '@playwright/test';
