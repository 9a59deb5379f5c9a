import { record } from 'rrweb';

/**
 * Loaded by a script element into the app's frame (same origin, so the app's `script-src 'self'` allows
 * it): rrweb records the document of the realm it runs in, so it must run in the frame, not in the
 * simulator page. The simulator then calls `__cuotaRrweb.record` with its own callbacks.
 */
(globalThis as unknown as { __cuotaRrweb?: { record: typeof record } }).__cuotaRrweb = { record };
