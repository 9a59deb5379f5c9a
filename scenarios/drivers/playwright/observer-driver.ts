import { expect, type Page } from '@playwright/test';
import { eventMatches, valueAtPath, type ObserverDriver } from '../drivers';
import { STEP_TIMEOUT_MS } from './locate';

interface StateWindow {
  __cuotaApp?: { store: { getState(): unknown } };
}

/**
 * What the app emitted and holds: events as the journey recorded them (`recorded()` brings the page's
 * latest in first), state read from the page's store.
 */
export function createPlaywrightObserverDriver(
  page: Page,
  recorded: () => Promise<readonly unknown[]>,
): ObserverDriver {
  const describe = (match: Record<string, unknown>) => JSON.stringify(match);
  return {
    async expectEvent(match) {
      await expect
        .poll(async () => (await recorded()).some((event) => eventMatches(event, match)), {
          timeout: STEP_TIMEOUT_MS,
          message: `an event matching ${describe(match)}`,
        })
        .toBe(true);
    },
    async expectNoEvent(match) {
      const found = (await recorded()).find((event) => eventMatches(event, match));
      if (found)
        throw new Error(`an event matching ${describe(match)} was emitted: ${JSON.stringify(found)}`);
    },
    async expectState(path, equals) {
      await expect
        .poll(
          async () =>
            valueAtPath(
              await page.evaluate(() => (window as StateWindow).__cuotaApp?.store.getState()),
              path,
            ),
          {
            timeout: STEP_TIMEOUT_MS,
            message: `state ${path}`,
          },
        )
        .toEqual(equals);
    },
  };
}
