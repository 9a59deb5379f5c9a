import { chromium, type Browser } from '@playwright/test';

/**
 * Debian's Chromium (never `npx playwright install`), headless, with the flags of every browser job here:
 * the e2e suite (playwright.config.ts), the scenarios, the autopilot and the Lighthouse bench.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}
