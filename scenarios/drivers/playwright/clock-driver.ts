import type { Page } from '@playwright/test';
import { stepToMs } from '#contracts/mock-world';
import type { ClockDriver } from '../drivers';

/**
 * The page's timers through Playwright's clock: `advanceTimers` jumps time forward and fires what fell
 * due (a 60 s request time-out takes no real time). The runner installs the clock before the page loads
 * when a scenario moves timers; without it the step fails and says so.
 */
export function createPlaywrightClockDriver(page: Page, installed: () => boolean): ClockDriver {
  return {
    async advanceTimers(step) {
      if (!installed())
        throw new Error(
          'advanceTimers needs the page clock, which the runner installs only for scenarios that use it',
        );
      await page.clock.fastForward(stepToMs(step));
    },
  };
}
