import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { launchChromium } from '../../runner/chromium';

/**
 * The mock build served and Chromium launched as `npm run scenarios` does (scenarios/runner/run-suite.ts):
 * dist-mock/ rebuilt when missing or older than src/, `vite preview` on a free port, headless Chromium at
 * /usr/bin/chromium (CHROME_PATH overrides).
 */

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds dist-mock/ when it is missing, older than src/, or asked to; says whether it built. */
export async function ensureMockBuild(root: string, force = false): Promise<boolean> {
  const index = join(root, 'dist-mock', 'index.html');
  const stale = !existsSync(index) || statSync(index).mtimeMs < newestMtime(join(root, 'src'));
  if (!force && !stale) return false;
  // In a process of its own: the build pre-renders with React (decision 0024), which must not meet a React
  // this process already loaded in another mode (a bench that rendered before, a second build).
  await promisify(execFile)(
    process.execPath,
    [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'mock', '--logLevel', 'warn'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  return true;
}

/** The build's short hash (of index.html) and the app's version. */
export function buildIdentity(root: string): { buildHash: string; appVersion: string } {
  const html = readFileSync(join(root, 'dist-mock', 'index.html'));
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return { buildHash: createHash('sha256').update(html).digest('hex').slice(0, 12), appVersion: pkg.version };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
