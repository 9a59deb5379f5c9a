import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The one public-suffix stub of every bundle that holds the mock world (the app's builds, the simulator, the
 * bridge emulator's init script): msw reaches tough-cookie, which imports tldts and its public-suffix list;
 * src/mocks/tldts-lite.ts stands in for it (see there for why the list is not needed).
 */
export const TLDTS_LITE: Alias = {
  find: /^tldts$/,
  replacement: fileURLToPath(new URL('../src/mocks/tldts-lite.ts', import.meta.url)),
};
