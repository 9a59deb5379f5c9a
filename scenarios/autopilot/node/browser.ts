import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { launchChromium } from '../../runner/chromium';
import { freePort } from '../../runner/mock-build';

/**
 * The mock build served and Chromium launched as the scenarios project does (scenarios/runner/mock-build.ts, chromium.ts):
 * dist-mock/ rebuilt when missing or older than src/, `vite preview` on a free port, headless Chromium at
 * /usr/bin/chromium (CHROME_PATH overrides).
 */

export { ensureMockBuild } from '../../runner/mock-build';

/** The build's short hash (of index.html) and the app's version. */
export function buildIdentity(root: string): { buildHash: string; appVersion: string } {
  const html = readFileSync(join(root, 'dist-mock', 'index.html'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { buildHash: createHash('sha256').update(html).digest('hex').slice(0, 12), appVersion: pkg.version };
}

/** A served mock build and a browser, and how to stop both. */
export interface Harness {
  browser: Browser;
  baseURL: string;
  close(): Promise<void>;
}

export async function startHarness(root: string): Promise<Harness> {
  const port = await freePort();
  const server: PreviewServer = await preview({
    root,
    mode: 'mock',
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort: true, open: false },
  });
  const browser = await launchChromium();
  return {
    browser,
    baseURL: `http://127.0.0.1:${port}/`,
    async close() {
      await browser.close().catch(() => undefined);
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    },
  };
}
